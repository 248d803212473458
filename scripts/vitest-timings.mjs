// A Vitest reporter that writes when each project (unit, integration on PGlite, integration on PostgreSQL)
// began and ended and what each test file cost (import, setup, tests and hooks), as JSON to the file
// named by VITEST_TIMINGS_FILE. scripts/test.mjs prints the suites' times and the slowest files from it.
import fs from 'node:fs';

export default class TimingsReporter {
  suites = new Map();
  files = [];

  onTestModuleQueued(testModule) {
    const name = testModule.project.name;
    if (!this.suites.has(name)) this.suites.set(name, { start: Date.now(), end: Date.now() });
  }

  onTestModuleEnd(testModule) {
    const name = testModule.project.name;
    const suite = this.suites.get(name) ?? { start: Date.now(), end: 0 };
    suite.end = Date.now();
    this.suites.set(name, suite);
    const d = testModule.diagnostic();
    this.files.push({
      suite: name,
      file: testModule.relativeModuleId ?? testModule.moduleId,
      ms: Math.round(d.prepareDuration + d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration),
    });
  }

  onTestRunEnd() {
    const out = process.env.VITEST_TIMINGS_FILE;
    if (!out) return;
    const suites = [...this.suites].map(([name, { start, end }]) => ({ name, start, end }));
    fs.writeFileSync(out, JSON.stringify({ suites, files: this.files }));
  }
}

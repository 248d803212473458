// The README's test command: unit and integration tests (PGlite, and PostgreSQL and Redis when
// TEST_DATABASE_URL / TEST_REDIS_URL are set), then the browser tests. It prints one closing line,
// "tests: N passed, N failed, N skipped", and fails on any failure or skipped test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Whether something answers on a local TCP port (within half a second). */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 500 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

// Machines of this kind run PostgreSQL and Redis locally: use them unless told otherwise.
if (!process.env.TEST_DATABASE_URL && (await listening(5432))) {
  process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
}
if (!process.env.TEST_REDIS_URL && (await listening(6379))) process.env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
console.log(
  `suites: unit, integration on PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ' (PostgreSQL: not run, set TEST_DATABASE_URL)'}, ` +
    `real time across instances${process.env.TEST_REDIS_URL ? ' through Redis' : ': not run (set TEST_REDIS_URL)'}, browser`,
);

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp');
fs.mkdirSync(out, { recursive: true });
const vitestJson = path.join(out, 'vitest.json');
const vitestTimings = path.join(out, 'vitest-timings.json');
const playwrightJson = path.join(out, 'playwright.json');
for (const file of [vitestJson, vitestTimings, playwrightJson]) fs.rmSync(file, { force: true });

const vitestStart = Date.now();
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
    `--reporter=${path.join(root, 'scripts', 'vitest-timings.mjs')}`,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, VITEST_TIMINGS_FILE: vitestTimings } },
);
const vitestSeconds = (Date.now() - vitestStart) / 1000;
const e2eStart = Date.now();
const e2e = spawnSync('node', ['scripts/e2e.mjs', '--reporter=list,json'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson },
});
const e2eSeconds = (Date.now() - e2eStart) / 1000;

/** Each suite's time and the 15 slowest test files, Vitest's and the browser's together. */
function printTimings() {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const files = [];
  console.log(
    `time: vitest ${vitestSeconds.toFixed(0)} s in all, browser ${e2eSeconds.toFixed(0)} s (build, server and tests)`,
  );
  if (fs.existsSync(vitestTimings)) {
    const timings = JSON.parse(fs.readFileSync(vitestTimings, 'utf8'));
    for (const suite of timings.suites) {
      const own = timings.files.filter((file) => file.suite === suite.name);
      const work = own.reduce((sum, file) => sum + file.ms, 0);
      console.log(
        `time: ${suite.name}: ${seconds(suite.end - suite.start)} from its first file to its last, ${own.length} files, ${seconds(work)} of worker time`,
      );
    }
    files.push(...timings.files.map((file) => ({ name: `${file.suite} ${file.file}`, ms: file.ms })));
  }
  if (fs.existsSync(playwrightJson)) {
    const report = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
    const perFile = new Map();
    const walk = (suite) => {
      for (const child of suite.suites ?? []) walk(child);
      for (const spec of suite.specs ?? []) {
        for (const run of spec.tests ?? []) {
          const ms = (run.results ?? []).reduce((sum, result) => sum + result.duration, 0);
          perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
        }
      }
    };
    for (const suite of report.suites ?? []) walk(suite);
    const work = [...perFile.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(
      `time: browser: ${seconds(report.stats.duration)} of tests, ${perFile.size} files, ${seconds(work)} of worker time`,
    );
    files.push(...[...perFile].map(([file, ms]) => ({ name: `browser ${file}`, ms })));
  }
  console.log('time: the 15 slowest test files (worker time: import, setup, tests and hooks):');
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 15))
    console.log(`  ${seconds(file.ms).padStart(8)}  ${file.name}`);
  console.log('');
}

const counts = { passed: 0, failed: 0, skipped: 0 };
/** One line per failed attempt, so the run's last lines (all a CI page may keep) say why. */
const why = [];
const firstLine = (text) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours of error texts
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(' | ')
    .slice(0, 300);
const collectBrowser = (suite, file) => {
  for (const child of suite.suites ?? []) collectBrowser(child, child.file ?? file);
  for (const spec of suite.specs ?? []) {
    for (const run of spec.tests ?? []) {
      if (run.status !== 'unexpected' && run.status !== 'flaky') continue;
      run.results.forEach((result, attempt) => {
        if (result.status === 'passed' || result.status === 'skipped') return;
        const error = result.error?.message ?? result.errors?.[0]?.message;
        why.push(
          `${run.status === 'flaky' ? 'flaky' : 'failed'} ${spec.file ?? file}:${spec.line} "${spec.title}" try ${attempt + 1}: ${firstLine(error)}`,
        );
      });
    }
  }
};
const problems = [];
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  counts.passed += report.numPassedTests;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        why.push(
          `failed ${path.relative(root, file.name)} "${test.fullName}": ${firstLine(test.failureMessages?.[0])}`,
        );
    }
  }
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
  // A file that failed with no failed test in it did not run (an import or hook error): name it.
  const notRun = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  for (const file of notRun) why.push(`failed to run ${path.relative(root, file.name)}: ${firstLine(file.message)}`);
  if (notRun.length > 0) problems.push(`${notRun.length} test file(s) failed to run: see the list above`);
} else problems.push('vitest wrote no report');
if (fs.existsSync(playwrightJson)) {
  const browserReport = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
  const { stats } = browserReport;
  for (const suite of browserReport.suites ?? []) collectBrowser(suite, suite.file);
  counts.passed += stats.expected + stats.flaky;
  if (stats.flaky > 0)
    console.log(`note: ${stats.flaky} browser test(s) passed only on retry (flaky): see the list above`);
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
} else problems.push('the browser tests wrote no report');
if (vitest.status !== 0) problems.push('vitest exited non-zero');
if (e2e.status !== 0) problems.push('the browser tests exited non-zero');
if (counts.skipped > 0) problems.push(`${counts.skipped} test(s) skipped: every suite must run`);
if (process.env.CI && !process.env.TEST_DATABASE_URL) problems.push('CI must set TEST_DATABASE_URL');
if (process.env.CI && !process.env.TEST_REDIS_URL) problems.push('CI must set TEST_REDIS_URL');

console.log('');
printTimings();
for (const line of why) console.log(line);
for (const p of problems) console.log(`problem: ${p}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(problems.length === 0 && counts.failed === 0 ? 0 : 1);

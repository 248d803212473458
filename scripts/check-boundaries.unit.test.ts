import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The boundaries script must find a ring between files (issue 26): here it checks a copy of this
// repository's apps/ and packages/ with one import added that closes a ring, and the copy as it is.
const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts', 'check-boundaries.mjs');
let copy: string;

const check = () => spawnSync('node', [script], { encoding: 'utf8', env: { ...process.env, BOUNDARIES_ROOT: copy } });

/** A relative import from one server file to another: `from` imports `to`. */
function someImport(): { from: string; to: string } {
  const features = path.join(copy, 'apps/server/src/features');
  for (const file of fs.readdirSync(features, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.service.ts')) continue;
    const from = path.join(features, file);
    const match = /from '(\.\/[^']+\.repo)'/.exec(fs.readFileSync(from, 'utf8'));
    if (match) return { from, to: `${path.resolve(path.dirname(from), match[1])}.ts` };
  }
  throw new Error('no service that imports a repo of its own folder');
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  const skip = new Set(['node_modules', 'dist', 'test-results']);
  for (const dir of ['apps', 'packages']) {
    fs.cpSync(path.join(root, dir), path.join(copy, dir), {
      recursive: true,
      filter: (source) => !skip.has(path.basename(source)),
    });
  }
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

// Each check parses the whole tree with TypeScript: seconds, not milliseconds.
describe('check-boundaries', { timeout: 60_000 }, () => {
  it('passes the tree as it is, and fails on one added import that closes a ring between two files', () => {
    const clean = check();
    expect(clean.stderr).toBe('');
    expect(clean.status).toBe(0);

    const { from, to } = someImport();
    const back = path.relative(path.dirname(to), from).replace(/\.ts$/, '');
    fs.appendFileSync(to, `\nimport './${back}';\n`);
    const ring = check();
    expect(ring.status).toBe(1);
    const names = [path.relative(copy, from), path.relative(copy, to)].sort();
    expect(ring.stderr).toContain(`boundaries: file cycle: ${names.join(' <-> ')}`);
  });

  it('fails on an events file that calls a service', () => {
    const events = fs
      .readdirSync(path.join(copy, 'apps/server/src/features'), { recursive: true, encoding: 'utf8' })
      .find((file) => file.endsWith('.events.ts'));
    if (!events) throw new Error('no events file');
    const file = path.join(copy, 'apps/server/src/features', events);
    fs.writeFileSync(
      path.join(path.dirname(file), 'probe.service.ts'),
      'export function probe(): number {\n  return 1;\n}\n',
    );
    fs.appendFileSync(file, "\nimport { probe } from './probe.service';\nprobe();\n");
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`an events file imports a service: ${path.relative(copy, file)}`);
  });
});

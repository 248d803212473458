import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// scripts/server-build.mjs (decision 102): `npm start` runs the server bundled by esbuild, rebuilt only
// when what the bundle reads changed. Exercised on a small repository of its own in a temporary folder.
interface ServerBuild {
  SERVER_BUNDLE: string;
  serverSourceHash(root: string): string;
  isServerBuildCurrent(root: string): boolean;
  ensureServerBuild(options: { root: string; log?: (line: string) => void }): Promise<boolean>;
}
const repository = path.resolve(import.meta.dirname, '../../..');
const build: ServerBuild = await import(pathToFileURL(path.join(repository, 'scripts/server-build.mjs')).href);

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-')));
  write('package-lock.json', '{"lockfileVersion":3}\n');
  write('apps/server/package.json', '{"type":"module"}\n');
  write('packages/shared/package.json', '{"name":"@club/shared","type":"module","exports":{"./*":"./src/*.ts"}}\n');
  write('packages/shared/src/greeting.ts', "export const GREETING: string = 'hello';\n");
  write(
    'apps/server/src/db/folder.ts',
    "import path from 'node:path';\nexport const MIGRATIONS = path.join(import.meta.dirname, 'migrations');\n",
  );
  write(
    'apps/server/src/server.ts',
    [
      "import { z } from 'zod';",
      "import { GREETING } from '@club/shared/greeting';",
      "import { MIGRATIONS } from './db/folder';",
      'console.log(JSON.stringify({ greeting: z.string().parse(GREETING), migrations: MIGRATIONS }));',
      '',
    ].join('\n'),
  );
  write('apps/server/src/server.unit.test.ts', '// a test: not read by the build\n');
  // The workspace link npm makes, and a package from the real node_modules.
  fs.mkdirSync(path.join(root, 'node_modules/@club'), { recursive: true });
  fs.symlinkSync(path.join(root, 'packages/shared'), path.join(root, 'node_modules/@club/shared'));
  fs.symlinkSync(path.join(repository, 'node_modules/zod'), path.join(root, 'node_modules/zod'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the server build', () => {
  it('bundles the server and the shared package, leaves other packages to Node, and import.meta.dirname is the source folder', async () => {
    const lines: string[] = [];
    expect(await build.ensureServerBuild({ root, log: (line) => lines.push(line) })).toBe(true);
    expect(lines[0]).toMatch(/^First start: building the server/);
    const bundle = path.join(root, build.SERVER_BUNDLE);
    const text = fs.readFileSync(bundle, 'utf8');
    expect(text).toContain('from "zod"');
    expect(text).toMatch(/GREETING = "hello"/);

    const run = spawnSync(process.execPath, [bundle], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      greeting: 'hello',
      migrations: path.join(root, 'apps/server/src/db/migrations'),
    });
  });

  it('rebuilds only when a source, the shared package or the lockfile changed, not for a test', async () => {
    expect(await build.ensureServerBuild({ root })).toBe(true);
    expect(await build.ensureServerBuild({ root })).toBe(false);

    write('apps/server/src/server.unit.test.ts', '// a test changed\n');
    expect(build.isServerBuildCurrent(root)).toBe(true);

    const before = build.serverSourceHash(root);
    write('packages/shared/src/greeting.ts', "export const GREETING: string = 'hello again';\n");
    expect(build.serverSourceHash(root)).not.toBe(before);
    const lines: string[] = [];
    expect(await build.ensureServerBuild({ root, log: (line) => lines.push(line) })).toBe(true);
    expect(lines[0]).toBe('The server changed since its last build: rebuilding it.');
    expect(fs.readFileSync(path.join(root, build.SERVER_BUNDLE), 'utf8')).toMatch(/GREETING = "hello again"/);

    write('apps/server/src/db/more.ts', 'export const MORE = 1;\n');
    expect(build.isServerBuildCurrent(root)).toBe(false);
    await build.ensureServerBuild({ root });

    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}\n');
    expect(build.isServerBuildCurrent(root)).toBe(false);
  });

  it('counts a bundle without its stamp, or a stamp without its bundle, as no build', async () => {
    await build.ensureServerBuild({ root });
    const bundle = path.join(root, build.SERVER_BUNDLE);
    fs.rmSync(path.join(path.dirname(bundle), '.build-hash'));
    expect(build.isServerBuildCurrent(root)).toBe(false);
    await build.ensureServerBuild({ root });
    fs.rmSync(bundle);
    expect(build.isServerBuildCurrent(root)).toBe(false);
  });
});

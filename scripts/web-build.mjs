// The web build and its stamp: a hash of everything the build reads (the web app's and the shared
// package's sources, their configs, the lockfile, the build scripts) kept beside the build, so
// `npm start` rebuilds only when one of them changed. `npm run build` always builds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hashSources } from './source-hash.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const DEFAULT_WEB_DIST = path.join(root, 'apps/web/dist');
const STAMP = '.build-hash';

// Files and folders the build reads, relative to the repository. Tests and browser specs are not read.
const INPUTS = [
  'package-lock.json',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/src',
  'scripts/compress-dist.mjs',
  'scripts/web-build.mjs',
  'scripts/source-hash.mjs',
];
const NOT_READ = /\.(unit\.)?test\.tsx?$/;

/** The hash of the build's inputs: file names and contents. */
export const sourceHash = () => hashSources(root, INPUTS, NOT_READ);

/** Whether `dist` holds a complete build of the sources as they are now. */
export function isBuildCurrent(dist = DEFAULT_WEB_DIST, hash = sourceHash()) {
  try {
    return (
      fs.readFileSync(path.join(dist, STAMP), 'utf8').trim() === hash && fs.existsSync(path.join(dist, 'index.html'))
    );
  } catch {
    return false;
  }
}

function run(command, args, { quiet }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Builds the web app into `dist` and compresses it, then writes the stamp (last: a build stopped half
 * way has none, so the next start builds again). `log` gets a line per step.
 */
export async function buildWeb(dist = DEFAULT_WEB_DIST, { log = () => {}, quiet = false } = {}) {
  const hash = sourceHash();
  const started = performance.now();
  log('Building the web app (vite; about a minute on a small machine)...');
  // Vite says nothing until it has finished at this log level: say that it is still at work.
  const ticker = setInterval(
    () => log(`  still building (${Math.round((performance.now() - started) / 1000)} s)...`),
    10_000,
  );
  await run(
    'npx',
    ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { quiet },
  ).finally(() => clearInterval(ticker));
  log('Compressing the build (brotli and gzip)...');
  await run('node', ['scripts/compress-dist.mjs', dist], { quiet: true });
  fs.writeFileSync(path.join(dist, STAMP), `${hash}\n`);
  log(`Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds only when `dist` is missing or was built from other sources. Answers whether it built. */
export async function ensureWebBuild(dist = DEFAULT_WEB_DIST, options = {}) {
  const hash = sourceHash();
  if (isBuildCurrent(dist, hash)) return false;
  const log = options.log ?? (() => {});
  log(
    fs.existsSync(path.join(dist, 'index.html'))
      ? 'The web app changed since its last build: rebuilding it.'
      : 'First start: building the web app once (later starts reuse the build until the sources change).',
  );
  await buildWeb(dist, options);
  return true;
}

// `node scripts/web-build.mjs [--if-changed] [dist]`: `npm run build` always builds.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const ifChanged = args.includes('--if-changed');
  const dist = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? process.env.WEB_DIST ?? DEFAULT_WEB_DIST);
  const log = (line) => console.log(line);
  (ifChanged ? ensureWebBuild(dist, { log }) : buildWeb(dist, { log })).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

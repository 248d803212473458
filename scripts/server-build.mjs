// The server's build and its stamp (decision 102): `npm start` and `npm run serve` run the server as one
// JavaScript file bundled by esbuild from apps/server/src and packages/shared/src, instead of
// transforming every TypeScript file at each start with tsx (1.5 s of a 2 s start, and the hooks' thread
// and esbuild's service in memory). Packages in node_modules stay outside the bundle, loaded by Node as
// they are. A hash of everything the bundle reads is kept beside it, so a start rebuilds (about a
// second) only when one of them changed. Tests, `npm run dev`, the CLI and the e2e and load-test servers
// still run the sources through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { hashSources } from './source-hash.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = 'apps/server/src/server.ts';
const STAMP = '.build-hash';
/** The bundle, relative to the repository: apps/server/dist/server.mjs. */
export const SERVER_BUNDLE = 'apps/server/dist/server.mjs';

// Files and folders the bundle reads, relative to the repository. Tests are not read.
const INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/src',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/src',
  'scripts/server-build.mjs',
  'scripts/source-hash.mjs',
];
const NOT_READ = /\.test\.tsx?$/;
// The sources bundled (the workspaces'); every other package is left to Node.
const OWN_SOURCES = /^(apps\/server|packages\/shared)\/src\//;

/** The hash of the bundle's inputs under `root`: file names and contents. */
export const serverSourceHash = (root = ROOT) => hashSources(root, INPUTS, NOT_READ);

const stampOf = (bundle) => path.join(path.dirname(bundle), STAMP);

/** Whether `bundle` was built from the sources as they are now (`hash`). */
export function isServerBuildCurrent(root = ROOT, hash = serverSourceHash(root)) {
  const bundle = path.join(root, SERVER_BUNDLE);
  try {
    return fs.readFileSync(stampOf(bundle), 'utf8').trim() === hash && fs.existsSync(bundle);
  } catch {
    return false;
  }
}

/**
 * esbuild plugin: packages stay external (Node loads them from node_modules), except the workspaces'
 * own (@club/…), whose TypeScript is bundled. In the sources, `import.meta.dirname` means the source
 * file's folder (the migrations beside db/client.ts, the web build from config.ts): it is rewritten to
 * that folder relative to the bundle, so the bundle reads the same files the sources do.
 */
function ownSourcesOnly(root, outDir) {
  return {
    name: 'own-sources-only',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@club/') || args.path.startsWith('node:') ? undefined : { external: true },
      );
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const relative = path.relative(root, args.path).split(path.sep).join('/');
        if (!OWN_SOURCES.test(relative)) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        const other = /import\.meta\.(?!dirname\b)\w+/.exec(source);
        if (other) {
          return { errors: [{ text: `${other[0]} is not supported in the server bundle: use import.meta.dirname` }] };
        }
        const folder = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
        return {
          contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${folder}`)})`),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * Bundles the server into apps/server/dist/server.mjs under `root`, then writes the stamp (last: a build
 * stopped half way leaves none, so the next start builds again). The bundle is written to a temporary
 * file and renamed, so two instances starting at once never load a half-written one.
 */
export async function buildServer({ root = ROOT, log = () => {} } = {}) {
  const hash = serverSourceHash(root);
  const started = performance.now();
  log('Building the server (esbuild, about a second)...');
  const esbuild = await import('esbuild');
  const bundle = path.join(root, SERVER_BUNDLE);
  const outDir = path.dirname(bundle);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, ENTRY)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundle,
    write: false,
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [ownSourcesOnly(root, outDir)],
  });
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  fs.writeFileSync(stampOf(bundle), `${hash}\n`);
  log(`Server built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return bundle;
}

/** Builds only when the bundle is missing or was built from other sources. Answers whether it built. */
export async function ensureServerBuild({ root = ROOT, log = () => {} } = {}) {
  if (isServerBuildCurrent(root)) return false;
  log(
    fs.existsSync(path.join(root, SERVER_BUNDLE))
      ? 'The server changed since its last build: rebuilding it.'
      : 'First start: building the server once (later starts reuse the build until the sources change).',
  );
  await buildServer({ root, log });
  return true;
}

// `node scripts/server-build.mjs [--if-changed]`: `npm run build` always builds.
if (import.meta.url === `file://${process.argv[1]}`) {
  const log = (line) => console.log(line);
  (process.argv.includes('--if-changed') ? ensureServerBuild({ log }) : buildServer({ log })).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

// `npm start`: builds the web app and the server when their sources changed since their last build
// (a newcomer's first start builds both, with progress lines), then runs the server's bundle in this
// same process (one Node start, not three). `npm run serve` (`--no-web-build`) skips the web app's
// check: the server alone, on an existing web build. Decision 102.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, SERVER_BUNDLE } from './server-build.mjs';
import { DEFAULT_WEB_DIST, ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const log = (line) => console.log(line);

try {
  if (!process.argv.includes('--no-web-build')) {
    await ensureWebBuild(path.resolve(process.env.WEB_DIST || DEFAULT_WEB_DIST), { log });
  }
  await ensureServerBuild({ log });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// The server reads its settings from the environment, listens, and stops on SIGINT or SIGTERM itself.
await import(pathToFileURL(path.join(root, SERVER_BUNDLE)).href);

// Development: the server restarts when its code changes, Vite serves the web app with hot reload
// on http://localhost:5173 and proxies /api, /socket.io and /docs to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: 'development', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn('node', ['--watch-path=apps/server/src', '--watch-path=packages/shared/src', '--import', 'tsx', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());

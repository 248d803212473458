// Development: the server restarts when its code changes, Vite serves the web app with hot reload
// on http://localhost:5173 and proxies /api, /socket.io and /docs to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Vite's proxy presents the server's own origin (apps/web/vite.config.ts), so PUBLIC_URL stays the server's.
const env = { ...process.env, NODE_ENV: 'development', API_ORIGIN: process.env.API_ORIGIN ?? 'http://localhost:3000' };
const children = [
  spawn(
    'node',
    [
      '--watch-path=apps/server/src',
      '--watch-path=packages/shared/src',
      '--import',
      'tsx',
      'apps/server/src/server.ts',
    ],
    { cwd: root, stdio: 'inherit', env },
  ),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());

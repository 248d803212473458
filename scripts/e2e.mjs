// Browser tests against the production build: builds the web app, prepares a fresh embedded database
// with one staff account per role, starts a real SMTP sink, a local SMS gateway and the server, then runs Playwright.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { startMailSink } from './mail-sink.mjs';
import { startSmsGateway } from './sms-gateway.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};
const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

ensureChromium();

fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
const work = fs.mkdtempSync(path.join(root, '.tmp', 'e2e-'));
fs.mkdirSync(path.join(work, 'tmp'));
// Each run builds into its own folder, so runs side by side never serve each other's half-built files.
const webDist = path.join(work, 'dist');
run('npx', [
  'vite',
  'build',
  '--config',
  'apps/web/vite.config.ts',
  '--outDir',
  webDist,
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
run('node', ['scripts/compress-dist.mjs', webDist]);
const dataDir = path.join(work, 'data');
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: webDist };
const STAFF_PASSWORD = 'E2e-Staff-Pass1';
run('node', ['--import', 'tsx', 'apps/server/src/cli.ts', 'seed-demo'], env);
for (const role of ['super_admin', 'admin', 'manager', 'cashier', 'gre', 'kitchen']) {
  run(
    'node',
    [
      '--import',
      'tsx',
      'apps/server/src/cli.ts',
      'create-staff',
      '--email',
      `e2e-${role}@club.test`,
      '--password',
      STAFF_PASSWORD,
      '--role',
      role,
      '--name',
      `e2e-${role}`,
    ],
    env,
  );
}

const mailbox = path.join(work, 'mailbox.jsonl');
const sink = await startMailSink(mailbox);
// Paging texts (decision 141) go to a local gateway speaking Twilio's API; each text is a JSON line of this file.
const smsBox = path.join(work, 'sms.jsonl');
const smsGateway = await startSmsGateway({ file: smsBox });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    SMS_URL: smsGateway.url,
    // Every browser test signs its players up from this one address: the suite makes more than the
    // 120 sign-ups per 15 minutes a real address may (the limit itself has its integration test).
    RATE_LIMIT_SIGNUP_PER_IP: '10000',
    // …and signs its staff in, console and API, from it too: more than 200 staff sign-ins in 15 minutes.
    RATE_LIMIT_STAFF_SIGNIN_PER_IP: '10000',
    // …and every request of every test comes from this one address: a fast suite passes 1,000 player
    // sign-ins, 600 document uploads and 300 KYC submissions in 15 minutes, and 3,000 requests a minute.
    // Every per-address limit is raised (each has its integration test at its real value).
    RATE_LIMIT_ADDRESS_FACTOR: '100',
    RATE_LIMIT_IP_PER_MINUTE: '100000',
  },
});
const stop = async () => {
  server.kill('SIGTERM');
  await sink.close();
  await smsGateway.close();
};

let code = 1;
try {
  await waitForReady(`${baseUrl}/api/ready`, 90_000);
  const args = [
    'playwright',
    'test',
    '-c',
    'apps/web/playwright.config.ts',
    `--output=${path.join(work, 'test-results')}`,
    ...process.argv.slice(2),
  ];
  // Files named on the command line run alone: without this, naming a club-wide test (playwright.config.ts)
  // would first run every other test, its project's dependency.
  if (process.argv.slice(2).some((arg) => !arg.startsWith('-'))) args.push('--no-deps');
  // Asynchronous, so the SMTP sink in this process keeps answering while the tests run.
  const tests = spawn('npx', args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_MAILBOX: mailbox,
      E2E_SMS_BOX: smsBox,
      E2E_STAFF_PASSWORD: STAFF_PASSWORD,
      TMPDIR: path.join(work, 'tmp'),
    },
  });
  code = await new Promise((resolve) => tests.once('exit', (status) => resolve(status ?? 1)));
} finally {
  await stop();
  if (code === 0) fs.rmSync(work, { recursive: true, force: true });
}
process.exit(code);

async function waitForReady(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${url}`);
}

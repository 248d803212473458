// Performance budgets (foundation issue and issue 20), printed as figures: run with `npm run bench`.
// A benchmark, not a test: it measures this machine and reports each budget as PASS or MISS.
// It builds the web app into a folder of its own and runs `npm start` on a data folder of its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureServerBuild } from './server-build.mjs';
import { buildWeb, ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 120) * 1000;

const rows: Array<[string, string, string]> = [];
const record = (what: string, figure: string, ok?: boolean) => {
  rows.push([what, figure, ok === undefined ? '' : ok ? 'PASS' : 'MISS']);
  console.log(`  ${what}: ${figure}${ok === undefined ? '' : ok ? '  PASS' : '  MISS'}`);
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (values: number[], format: (value: number) => string) =>
  `${format(Math.min(...values))}–${format(Math.max(...values))}`;

/** `npm start` as a user runs it, on `dataDir` and the bench's build; ready when /api/ready answers. */
async function npmStart(dataDir: string, webDist: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The per-address ceilings would throttle the load generator, which is one address by design.
      RATE_LIMIT_IP_PER_MINUTE: '100000000',
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (performance.now() - started > 300_000) throw new Error('the server did not become ready');
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - started;
  const readyUptime = Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  // Sources edited while the bench runs (a shared working tree) make npm start rebuild: say so.
  const pid = serverPid(child.pid!);
  // The server's own part (node, the build checks and the app, after npm): from its process start.
  const startTicks = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]);
  const serverReadyMs = (readyUptime - startTicks / 100) * 1000;
  return { url, readyMs, serverReadyMs, rebuilt: /Building the (web app|server)/.test(output), serverPid: pid, stop };
}

/**
 * The server's own process under `npm start` (npm is its parent): scripts/start.mjs, which checks the
 * builds and runs the server's bundle in the same process (decision 102), or the sources under tsx.
 */
const SERVER_ENTRIES = ['scripts/start.mjs', 'apps/server/src/server.ts'];
function serverPid(npmPid: number): number {
  const children = (pid: number): number[] => {
    try {
      return fs
        .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const queue = [npmPid];
  while (queue.length) {
    const pid = queue.shift()!;
    const argv = fs.existsSync(`/proc/${pid}/cmdline`)
      ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      : [];
    if (path.basename(argv[0] ?? '') === 'node' && argv.some((arg) => SERVER_ENTRIES.includes(arg))) return pid;
    queue.push(...children(pid));
  }
  throw new Error('no server process under npm start');
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/**
 * The JavaScript the sign-in page downloads until it is live: every script it fetches in Chromium
 * until the network is quiet (its script tag, the app it imports after the first paint, and what
 * the app loads at once), as gzip. What loads later on a click (the other screens) is not counted.
 */
async function initialJs(url: string, webDist: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname);
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const prerendered = (await page.locator('#club-settings').count()) > 0;
    const gzip = [...files].reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(webDist, f))).length, 0);
    return { kb: gzip / 1024, files: files.size, prerendered };
  } finally {
    await browser.close();
  }
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: 5 });
  return result.requests.average;
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  lcpElement: string;
}

async function lighthouseRun(url: string): Promise<LighthouseRun | { failed: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
    });
    const { categories, audits, runtimeError } = result!.lhr;
    // A run that could not load the page (a timeout on a busy machine) scores 0: it is no figure.
    if (runtimeError) return { failed: `${runtimeError.code}: ${runtimeError.message}` };
    const lcpItems = (
      audits['largest-contentful-paint-element']?.details as {
        items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }>;
      }
    )?.items;
    return {
      performance: Math.round((categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']!.numericValue ?? 0,
      lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
      tbt: audits['total-blocking-time']!.numericValue ?? 0,
      lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '?',
    };
  } finally {
    chrome.kill();
  }
}

/**
 * HTTP requests an idle page makes while its socket stays connected: opens `path` signed in (by
 * `signIn`, through the page's own request context), waits for the socket and for the page to
 * settle, then counts every HTTP request for IDLE_MS.
 */
async function idleRequests(
  url: string,
  path: string,
  signIn: (request: import('@playwright/test').APIRequestContext) => Promise<void>,
) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page.request);
    let socketOpen = false;
    let socketClosed = 0;
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        if (!ws.url().includes('/socket.io/')) return;
        ws.on('framereceived', (frame) => {
          // Socket.IO's CONNECT answer ("40" on the default namespace): the socket is in.
          if (typeof frame.payload === 'string' && frame.payload.startsWith('40')) {
            socketOpen = true;
            resolve();
          }
        });
        ws.on('close', () => {
          socketOpen = false;
          socketClosed += 1;
        });
      });
    });
    const requests: string[] = [];
    let counting = false;
    page.on('request', (request) => {
      if (counting) requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(path);
    await Promise.race([
      connected,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no socket on ${path}`)), 30_000)),
    ]);
    // The connect's one refetch of what the screen shows, and its lazy chunks, end before the count.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    counting = true;
    await page.waitForTimeout(IDLE_MS);
    counting = false;
    const byPath = new Map<string, number>();
    for (const request of requests) byPath.set(request, (byPath.get(request) ?? 0) + 1);
    return { count: requests.length, byPath, socketOpen, socketClosed };
  } finally {
    await browser.close();
  }
}

async function main() {
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the start`,
  );
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const work = fs.mkdtempSync(path.join(root, '.tmp', 'bench-'));
  const webDist = path.join(work, 'dist');
  const dataDir = path.join(work, 'data');
  try {
    // Always measure the code as it is now, built into this run's own folder.
    console.log('Building the web app...');
    await buildWeb(webDist, { quiet: true });

    // First start: migrations and the demo seed. The builds are current, so npm start does not rebuild
    // (unless the sources changed since: it says so).
    await ensureWebBuild(webDist, { quiet: true });
    await ensureServerBuild();
    const first = await npmStart(dataDir, webDist);
    await first.stop();
    record(
      'npm start, first (new data: migrations, demo seed)',
      `${Math.round(first.readyMs)} ms${first.rebuilt ? '; it rebuilt: the sources changed meanwhile' : ''}`,
    );

    // The sources may have changed since the build above (someone editing): build again first, so the
    // start measured is the one of a clone already built.
    await ensureWebBuild(webDist, { quiet: true });
    await ensureServerBuild();
    const server = await npmStart(dataDir, webDist);
    try {
      record(
        'npm start to ready (existing data, build current)',
        `${Math.round(server.readyMs)} ms (budget 2000 ms)${server.rebuilt ? '; it rebuilt: the sources changed meanwhile' : ''}`,
        server.readyMs <= 2000,
      );
      record(
        '  of which the server process (node, imports, database, listen)',
        `${Math.round(server.serverReadyMs)} ms`,
      );
      const rss = rssMb(server.serverPid);
      record('server resident memory after start', `${rss.toFixed(0)} MB (budget 350 MB)`, rss <= 350);

      const js = await initialJs(server.url, webDist);
      record(
        `sign-in page JavaScript until live (gzip, ${js.files} files${js.prerendered ? ', prerendered page' : ''})`,
        `${js.kb.toFixed(1)} KB (budget 100 KB)`,
        js.kb <= 100,
      );

      const html = await (await fetch(`${server.url}/`)).text();
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      const res = await fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
      const encoding = res.headers.get('content-encoding') ?? 'none';
      const cache = res.headers.get('cache-control') ?? '';
      record(
        'hashed asset encoding and cache',
        `${encoding}; ${cache}`,
        encoding !== 'none' && cache.includes('immutable'),
      );

      // Lighthouse swings between runs on a busy machine: the median of several, with their spread.
      console.log(`Lighthouse, ${LIGHTHOUSE_RUNS} runs (mobile, simulated throttling)...`);
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const run = await lighthouseRun(`${server.url}/`);
        if ('failed' in run) {
          console.log(`    run ${i + 1} failed, left out: ${run.failed}`);
          continue;
        }
        runs.push(run);
        console.log(
          `    run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms; LCP element ${run.lcpElement.slice(0, 80)}`,
        );
      }
      if (runs.length === 0) throw new Error('every Lighthouse run failed to load the page');
      const of = (key: keyof Omit<LighthouseRun, 'lcpElement'>) => runs.map((r) => r[key]);
      const ms = (value: number) => `${Math.round(value)}`;
      const perf = median(of('performance'));
      record(
        `Lighthouse mobile performance (sign-in, median of ${runs.length})`,
        `${perf} (runs ${of('performance').join(', ')}; budget 98)`,
        perf >= 98,
      );
      record('  first contentful paint (median, spread)', `${ms(median(of('fcp')))} ms (${spread(of('fcp'), ms)} ms)`);
      record(
        '  largest contentful paint (median, spread)',
        `${ms(median(of('lcp')))} ms (${spread(of('lcp'), ms)} ms)`,
      );
      record('  total blocking time (median, spread)', `${ms(median(of('tbt')))} ms (${spread(of('tbt'), ms)} ms)`);
      const a11y = median(of('accessibility'));
      record(
        'Lighthouse mobile accessibility (sign-in, median)',
        `${a11y} (runs ${of('accessibility').join(', ')}; budget 100)`,
        a11y >= 100,
      );

      // Idle screens with the socket connected: nothing to ask the server (DESIGN.md section 6).
      const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as {
        admin: { email: string; password: string };
        player: { email: string; password: string };
      };
      const idleFigure = (result: Awaited<ReturnType<typeof idleRequests>>) => {
        const perMinute = result.count / (IDLE_MS / 60_000);
        const detail = [...result.byPath].map(([request, n]) => `${n}× ${request}`).join(', ');
        const socket =
          result.socketOpen && result.socketClosed === 0
            ? 'socket connected throughout'
            : `socket dropped ${result.socketClosed}×`;
        return {
          text: `${result.count} requests in ${IDLE_MS / 1000} s = ${perMinute.toFixed(1)}/min (budget 0; ${socket})${detail ? `: ${detail}` : ''}`,
          ok: result.count === 0 && result.socketClosed === 0,
        };
      };
      console.log(`Idle player dashboard, ${IDLE_MS / 1000} s...`);
      const player = idleFigure(
        await idleRequests(server.url, '/dashboard', async (request) => {
          const signIn = await request.post('/api/auth/signin', { data: credentials.player });
          if (!signIn.ok()) throw new Error(`player sign-in: ${signIn.status()} ${await signIn.text()}`);
        }),
      );
      record('idle player dashboard (approved player, Chromium)', player.text, player.ok);
      console.log(`Idle staff console, ${IDLE_MS / 1000} s...`);
      const consoleIdle = idleFigure(
        await idleRequests(server.url, '/staff', async (request) => {
          const signIn = await request.post('/api/staff/auth/signin', { data: credentials.admin });
          if (!signIn.ok()) throw new Error(`staff sign-in: ${signIn.status()} ${await signIn.text()}`);
        }),
      );
      record("idle staff console (super admin, console's first screen)", consoleIdle.text, consoleIdle.ok);

      record('GET /api/health', `${Math.round(await requestsPerSecond(`${server.url}/api/health`))} requests/s`);
      record(
        'GET /api/club/settings (database read)',
        `${Math.round(await requestsPerSecond(`${server.url}/api/club/settings`))} requests/s`,
      );
      const rssAfter = rssMb(server.serverPid);
      record(
        'server resident memory after all of the above',
        `${rssAfter.toFixed(0)} MB (budget 350 MB)`,
        rssAfter <= 350,
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(
    `\nPerformance budgets (load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${os.cpus().length} cores)`,
  );
  for (const [what, figure, verdict] of rows)
    console.log(`${verdict ? verdict.padEnd(4) : '    '}  ${what.padEnd(width)}  ${figure}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// The scaled-out set-up of `npm run loadtest`, every part real and on loopback: a PostgreSQL database of
// its own on the machine's server (behind a TCP proxy of its own, to cut it), a redis-server process of its
// own, two server instances and Debian's nginx in front of them. Everything started here is stopped by
// `stop()`, which also drops the database.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { TcpProxy } from '../../apps/server/test/tcp-proxy';

export const root = path.resolve(import.meta.dirname, '../..');
const NGINX = '/usr/sbin/nginx';
const REDIS = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const ADMIN_URL = process.env.LOADTEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The TCP proxy in front of PostgreSQL, run in a child process (see proxy-process.ts), driven over IPC. */
async function startProxyProcess(host: string, port: number): Promise<TcpProxy> {
  const child = spawn(
    'node',
    ['--import', 'tsx', path.join(import.meta.dirname, 'proxy-process.ts'), host, String(port)],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const pending = new Map<number, () => void>();
  let nextId = 0;
  const proxyPort = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the PostgreSQL proxy exited at start (${code})`)));
    child.on('message', (message: { ready?: number; done?: number }) => {
      if (message.ready) resolve(message.ready);
      if (message.done !== undefined) pending.get(message.done)?.();
    });
  });
  const send = (command: 'cut' | 'restore' | 'close') =>
    new Promise<void>((resolve) => {
      if (!child.connected) return resolve();
      const id = nextId++;
      pending.set(id, () => {
        pending.delete(id);
        resolve();
      });
      child.send({ id, command });
    });
  return {
    port: proxyPort,
    cut: () => send('cut'),
    restore: () => send('restore'),
    close: async () => {
      await send('close');
      if (child.exitCode === null) child.kill();
    },
  };
}

/** Debian's nginx: installed with apt-get when missing and we are root (as scripts/chromium.mjs does). */
export function ensureNginx() {
  if (fs.existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `nginx is missing at ${NGINX}. Install it with: sudo apt-get update && sudo apt-get install -y nginx`,
    );
  }
  console.log('Installing Debian nginx for the load test...');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'nginx'],
  ]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** The production build of the web app, into a folder of the run's own (never apps/web/dist). */
/** The server's bundle, which `npm run serve` runs (decision 102), built when its sources changed. */
export function buildServerIfChanged() {
  const r = spawnSync('node', ['scripts/server-build.mjs', '--if-changed'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('node scripts/server-build.mjs --if-changed failed');
}

export function buildWeb(webDist: string) {
  const run = (cmd: string, args: string[]) => {
    const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
  };
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
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** CPU seconds of the processes this instance ran before (a killed one's), for the run's total. */
  cpuBefore: number;
}

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
export function procStats(pid: number): { cpuSeconds: number; rssMb: number; peakMb: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { cpuSeconds: ticks / 100, rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Established TCP connections to a local port (nginx's upstream connections to an instance), from /proc. */
export function establishedTo(port: number): number {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let count = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 3 && cols[1]!.endsWith(hex) && cols[3] === '01') count++;
    }
  }
  return count;
}

export class Stack {
  readonly work: string;
  readonly webDist: string;
  readonly dbName = `club_loadtest_${Date.now()}_${randomBytes(3).toString('hex')}`;
  readonly redisPrefix = `loadtest-${randomBytes(4).toString('hex')}`;
  databaseUrl = '';
  proxy: TcpProxy | null = null;
  redisPort = 0;
  redis: ChildProcess | null = null;
  nginx: ChildProcess | null = null;
  nginxPort = 0;
  instances: Instance[] = [];
  /** Instances that exited without being told to, with the end of their log. */
  readonly unexpectedExits: string[] = [];
  private readonly expected = new Set<ChildProcess>();
  private dbCreated = false;
  private stopping = false;

  constructor() {
    fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
    this.work = fs.mkdtempSync(path.join(root, '.tmp', 'loadtest-'));
    this.webDist = path.join(this.work, 'dist');
  }

  get publicUrl() {
    return `http://127.0.0.1:${this.nginxPort}`;
  }

  async createDatabase() {
    await adminQuery(`CREATE DATABASE ${this.dbName}`);
    this.dbCreated = true;
    const direct = new URL(ADMIN_URL);
    direct.pathname = `/${this.dbName}`;
    this.databaseUrl = direct.toString();
    this.proxy = await startProxyProcess(direct.hostname, Number(direct.port || 5432));
  }

  /** The instances reach PostgreSQL through the proxy, so the script can make it unreachable. */
  get proxiedDatabaseUrl() {
    const url = new URL(this.databaseUrl);
    url.port = String(this.proxy!.port);
    return url.toString();
  }

  async startRedis() {
    if (!this.redisPort) this.redisPort = await freePort();
    const child = spawn(
      REDIS,
      [
        '--port',
        String(this.redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    this.redis = child;
    const started = performance.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error('redis-server exited at start');
      const ok = await new Promise<boolean>((resolve) => {
        const s = net.connect(this.redisPort, '127.0.0.1');
        s.once('connect', () => {
          s.end('PING\r\n');
          resolve(true);
        });
        s.once('error', () => resolve(false));
      });
      if (ok) return;
      if (performance.now() - started > 10_000) throw new Error('redis-server did not start');
      await sleep(50);
    }
  }

  async stopRedis() {
    const child = this.redis;
    this.redis = null;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }

  async startInstance(name: string, port?: number): Promise<Instance> {
    const existing = this.instances.find((i) => i.name === name);
    const listenPort = port ?? existing?.port ?? (await freePort());
    const log = fs.openSync(path.join(this.work, `${name}.log`), 'a');
    // LOADTEST_CPU_PROF=<folder>: each instance writes a V8 CPU profile there when it stops (not when killed).
    const profile = process.env.LOADTEST_CPU_PROF
      ? ['--cpu-prof', '--cpu-prof-dir', process.env.LOADTEST_CPU_PROF]
      : [];
    // As the README's two-instance set-up runs them (`npm run serve`): the server's bundle (decision 102).
    const child = spawn('node', [...profile, 'scripts/start.mjs', '--no-web-build'], {
      cwd: root,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(listenPort),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(this.work, `data-${name}`),
        UPLOAD_DIR: path.join(this.work, 'uploads'),
        DATABASE_URL: this.proxiedDatabaseUrl,
        REDIS_URL: `redis://127.0.0.1:${this.redisPort}`,
        REDIS_PREFIX: this.redisPrefix,
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: this.publicUrl,
        SEED_DEMO: 'never',
        WEB_DIST: this.webDist,
        LOG_LEVEL: 'warn',
        // Every simulated client comes from 127.0.0.1: the per-address ceilings would throttle the club.
        RATE_LIMIT_IP_PER_MINUTE: '100000000',
        RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000',
        RATE_LIMIT_SIGNUP_PER_IP: '100000',
      },
    });
    fs.closeSync(log);
    child.once('exit', (code, signal) => {
      if (this.expected.has(child)) return;
      this.unexpectedExits.push(
        `${name} (pid ${child.pid}) exited with ${signal ?? `code ${code}`}:\n${this.tail(name, 15)}`,
      );
    });
    const instance: Instance = {
      name,
      port: listenPort,
      url: `http://127.0.0.1:${listenPort}`,
      child,
      cpuBefore: existing ? existing.cpuBefore : 0,
    };
    if (existing) this.instances[this.instances.indexOf(existing)] = instance;
    else this.instances.push(instance);
    await this.waitReady(instance);
    return instance;
  }

  async waitReady(instance: Instance, timeoutMs = 90_000) {
    const started = performance.now();
    for (;;) {
      if (instance.child.exitCode !== null) {
        throw new Error(`${instance.name} exited at start (see ${path.join(this.work, `${instance.name}.log`)})`);
      }
      try {
        if ((await fetch(`${instance.url}/api/ready`)).ok) return performance.now() - started;
      } catch {}
      if (performance.now() - started > timeoutMs) throw new Error(`${instance.name} did not become ready`);
      await sleep(50);
    }
  }

  /** SIGKILL: no graceful shutdown, the sockets drop as on a crash. Its CPU so far is kept for the total. */
  async kill(instance: Instance) {
    const stats = procStats(instance.child.pid!);
    if (stats) instance.cpuBefore += stats.cpuSeconds;
    this.expected.add(instance.child);
    instance.child.kill('SIGKILL');
    if (instance.child.exitCode === null) await new Promise((r) => instance.child.once('exit', r));
  }

  async startNginx() {
    this.nginxPort = await freePort();
    const dir = path.join(this.work, 'nginx');
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      fs.mkdirSync(path.join(dir, sub), { recursive: true });
    // nginx's workers run as an unprivileged user when the master is root: they must write the temp paths.
    fs.chmodSync(this.work, 0o755);
    for (const sub of ['', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.chmodSync(path.join(dir, sub), 0o777);
    const upstreams = this.instances
      .map((i) => `    server 127.0.0.1:${i.port} max_fails=1 fail_timeout=2s;`)
      .join('\n');
    const conf = `
worker_processes 1;
worker_rlimit_nofile 16384;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  # Every client is 127.0.0.1 here, so ip_hash would send them all to one instance. With WebSocket only,
  # any instance can take any connection (README, two instances); least_conn spreads the long-lived ones.
  upstream club {
    least_conn;
${upstreams}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${this.nginxPort};
    client_max_body_size 12m;
    location / {
      proxy_pass http://club;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 120s;
      proxy_connect_timeout 2s;
    }
  }
}
`;
    fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
    const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.nginx = child;
    const started = performance.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited at start (see ${dir}/error.log)`);
      try {
        if ((await fetch(`${this.publicUrl}/api/ready`)).ok) return;
      } catch {}
      if (performance.now() - started > 15_000) throw new Error('nginx did not answer');
      await sleep(50);
    }
  }

  /** Stops everything this run started and drops its database; safe to call twice and after a failure. */
  async stop() {
    if (this.stopping) return;
    this.stopping = true;
    const exited = (c: ChildProcess) =>
      c.exitCode !== null || c.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              c.kill('SIGKILL');
              resolve();
            }, 8_000);
            c.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          });
    if (this.nginx) {
      this.nginx.kill('SIGTERM');
      await exited(this.nginx);
    }
    await Promise.all(
      this.instances.map(async (i) => {
        this.expected.add(i.child);
        i.child.kill('SIGTERM');
        await exited(i.child);
      }),
    );
    if (this.redis) {
      this.redis.kill('SIGTERM');
      await exited(this.redis);
    }
    if (this.proxy) await this.proxy.close();
    if (this.dbCreated) {
      try {
        await adminQuery(`DROP DATABASE IF EXISTS ${this.dbName} WITH (FORCE)`);
      } catch (error) {
        console.error(`Could not drop the database ${this.dbName}:`, error);
      }
    }
    fs.rmSync(this.work, { recursive: true, force: true });
  }

  /** The last lines of an instance's log, printed when the set-up fails. */
  tail(name: string, lines = 20) {
    try {
      return fs
        .readFileSync(path.join(this.work, `${name}.log`), 'utf8')
        .split('\n')
        .slice(-lines)
        .join('\n');
    } catch {
      return '';
    }
  }
}

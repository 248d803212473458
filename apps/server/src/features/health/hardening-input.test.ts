import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { uploadBody } from '../../../test/kyc';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { createMailer } from '../mail/mailer.service';
import { passwordResetMail, verificationMail } from '../mail/templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A nested JSON document of about `bytes` bytes: costly to parse, as an attacker would send it. */
const nestedJson = (bytes: number) => {
  const unit = '{"a":[1,2,3,"xxxxxxxxxxxxxxxxxxxxxxxx"],"b":';
  const depth = Math.floor(bytes / (unit.length + 1));
  return `${unit.repeat(Math.min(depth, 1000))}1${'}'.repeat(Math.min(depth, 1000))}`.padEnd(bytes, ' ');
};

describe('body limits', () => {
  it('refuses a 6 MB body to an ordinary route with 413 before parsing it, while /api/health answers within 100 ms', async () => {
    const body = nestedJson(6 * 1024 * 1024);
    // Three tries, the fastest counts: parsing the body would block every one of them for over a
    // second, while a busy test machine may slow any single one.
    const healthTimes: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      const started = performance.now();
      const health = await t.app.inject('/api/health');
      healthTimes.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      const answer = await refused;
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
    const fastest = Math.min(...healthTimes);
    expect(fastest, `health took ${healthTimes.map((ms) => ms.toFixed(1)).join(', ')} ms`).toBeLessThan(100);
  });

  it('still takes a body over 64 KB on the document upload route (it then checks the file itself)', async () => {
    const player = await createPlayer(t.app.database.db, { kycStatus: 'pending' });
    const cookie = await playerCookie(t.app.database.db, player.id, 'onboarding');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie },
      // A real photo plus 100 KB of an unknown field (dropped): the body is over 64 KB.
      payload: uploadBody(player.id, { padding: 'x'.repeat(100 * 1024) }),
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });
});

describe('a deeply nested body on an ordinary route', () => {
  it('is refused with 400, never 500 (64 KB of brackets would overflow the stack of any walk through it)', async () => {
    for (const payload of [`${'['.repeat(30_000)}${']'.repeat(30_000)}`, `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The request is nested more than 32 levels deep',
      });
    }
  });
});

describe('a NUL byte in any text', () => {
  it('is refused with 400 and a message naming the field, in a body', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nul\u0000@club.test', password: 'whatever1' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(answer.json().message).toContain('NUL character (body.email)');
  });

  it('is refused with 400 in a query string', async () => {
    const admin = await createStaff(t.app.database.db, 'admin');
    const cookie = await staffCookie(t.app.database.db, admin.id);
    const answer = await t.app.inject({ url: '/api/staff/players?search=ab%00cd', headers: { cookie } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('NUL character (querystring.search)');
  });

  it('is refused with 400 in a player-written text', async () => {
    const player = await createPlayer(t.app.database.db);
    const cookie = await playerCookie(t.app.database.db, player.id);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie },
      payload: { playerId: player.id, message: 'great\u0000club' },
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('a value the database refuses after validation let it through (SQLSTATE class 22)', () => {
  it('is answered 400 by the error handler, never 500 (an id beyond the integer column, on a player and a staff route)', async () => {
    const player = await createPlayer(t.app.database.db);
    const cookie = await playerCookie(t.app.database.db, player.id);
    const seats = await t.app.inject({ url: '/api/tables/99999999999/seats', headers: { cookie } });
    expect(seats.statusCode, seats.body).toBe(400);
    expect(seats.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The request contains a value that cannot be stored',
    });
    const admin = await createStaff(t.app.database.db, 'super_admin');
    const staff = await staffCookie(t.app.database.db, admin.id);
    const release = await t.app.inject({
      method: 'POST',
      url: '/api/staff/seats/99999999999/release',
      headers: { cookie: staff },
      payload: { note: 'Left' },
    });
    expect(release.statusCode, release.body).toBe(400);
  });
});

describe('paths with .. segments (with a web build served, as in production)', () => {
  let web: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'club-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>club</title>');
    web = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await web?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  for (const url of ['/api/documents/view/../../etc/passwd', '/api/tables/..//seats']) {
    it(`answers ${url} with a 4xx, never 500`, async () => {
      const answer = await web.app.inject(url);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    });
  }

  for (const url of [
    '/api/../../etc/passwd',
    '/../../etc/passwd',
    '/assets/../../../etc/passwd',
    '/assets/..%2f..%2f..%2fetc/passwd.js',
  ]) {
    it(`never serves a file outside the build for ${url}`, async () => {
      const answer = await web.app.inject(url);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.body).not.toContain('root:');
    });
  }
});

describe('Cache-Control on API answers', () => {
  it('marks a personal answer no-store', async () => {
    const player = await createPlayer(t.app.database.db);
    const cookie = await playerCookie(t.app.database.db, player.id);
    const answer = await t.app.inject({ url: `/api/balance/${player.id}`, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it("marks a shared list that carries the player's own flags no-store (tournaments)", async () => {
    const player = await createPlayer(t.app.database.db);
    const cookie = await playerCookie(t.app.database.db, player.id);
    const answer = await t.app.inject({ url: '/api/tournaments', headers: { cookie } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('marks errors and state-changing answers no-store', async () => {
    expect((await t.app.inject('/api/balance/1')).headers['cache-control']).toBe('no-store');
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'x@y.z', password: 'nope' },
    });
    expect(signin.headers['cache-control']).toBe('no-store');
  });

  it('lets the reads that answer everyone alike be cached only with revalidation', async () => {
    const player = await createPlayer(t.app.database.db);
    const cookie = await playerCookie(t.app.database.db, player.id);
    for (const url of ['/api/club/settings', '/api/tables', '/api/staff-offers', '/api/food-beverage/items']) {
      const answer = await t.app.inject({ url, headers: { cookie } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('X-Forwarded-For and TRUST_PROXY', () => {
  const spoofedBurst = async (app: TestApp, from: string) => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const answer = await app.app.inject({
        url: '/api/club/settings',
        remoteAddress: from,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(answer.statusCode);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For from a connection that is not a trusted proxy (the per-address limit holds)', async () => {
    const app = await createTestApp({ RATE_LIMIT_IP_PER_MINUTE: '3' });
    try {
      expect(await spoofedBurst(app, '198.51.100.7')).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('reads X-Forwarded-For from a trusted proxy, so players behind it are counted apart', async () => {
    const app = await createTestApp({ RATE_LIMIT_IP_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1/32' });
    try {
      expect(await spoofedBurst(app, '127.0.0.1')).toEqual([200, 200, 200, 200]);
      expect(await spoofedBurst(app, '198.51.100.8')).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('health checks', () => {
  it('are never rate limited: an address over its per-minute limit still gets /api/health and /api/ready', async () => {
    const app = await createTestApp({ RATE_LIMIT_IP_PER_MINUTE: '3' });
    try {
      const from = '198.51.100.12';
      const get = (url: string) => app.app.inject({ url, remoteAddress: from });
      for (let i = 0; i < 3; i++) expect((await get('/api/club/settings')).statusCode).toBe(200);
      expect((await get('/api/club/settings')).statusCode).toBe(429);
      for (let i = 0; i < 10; i++) {
        expect((await get('/api/health')).statusCode).toBe(200);
        expect((await get(`/api/ready?probe=${i}`)).statusCode).toBe(200);
      }
      expect((await get('/api/club/settings')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('mail in outbox mode', () => {
  const capture = async (
    level: 'info' | 'debug',
    send: (mailer: Awaited<ReturnType<typeof createMailer>>) => Promise<void>,
  ) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = await createMailer({ db: t.app.database.db, from: 'club@test', log: pino({ level }, stream) });
    await send(mailer);
    await mailer.close();
    return lines.join('');
  };

  it('keeps a reset link out of the log at info, and logs it at debug', async () => {
    const link = 'http://localhost:3000/reset-password?token=SECRET-RESET-TOKEN';
    const send = (mailer: Awaited<ReturnType<typeof createMailer>>) =>
      mailer.send(passwordResetMail('Club', 'p@club.test', link));
    expect(await capture('info', send)).not.toContain('SECRET-RESET-TOKEN');
    expect(await capture('debug', send)).toContain('SECRET-RESET-TOKEN');
  });

  it('still logs a verification link at info', async () => {
    const link = 'http://localhost:3000/verify-email?token=VERIFY-TOKEN';
    const out = await capture('info', (mailer) => mailer.send(verificationMail('Club', 'p@club.test', 'Asha', link)));
    expect(out).toContain('VERIFY-TOKEN');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@club/shared/accounts';
import { SIGN_IN_TEXT } from '@club/shared/accounts-constants';
import {
  ALERT_TEXT_SLOT,
  ALERT_TITLE_SLOT,
  CLUB_NAME_SLOT,
  PRERENDERED_DIR,
  SIGN_IN_ALERT_FILE,
  SIGN_IN_ALERT_SLOT,
  SIGN_IN_EMAIL_SLOT,
  SIGN_IN_FORM_PATH,
} from '@club/shared/prerender';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createPlayerWithPassword, getMe, PASSWORD, setCookie } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';

// POST /sign-in: the prerendered sign-in page's form without any script (decision 040).

const PER_PAIR = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A build as the web app's makes it: index.html, the log-in template and the refusal's alert.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'club-sign-in-form-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, PRERENDERED_DIR));
  fs.writeFileSync(
    path.join(webDist, PRERENDERED_DIR, 'log-in.html'),
    `<h1>${CLUB_NAME_SLOT}</h1><form method="post" action="${SIGN_IN_FORM_PATH}"><div class="contents">${SIGN_IN_ALERT_SLOT}</div><input name="email" value="${SIGN_IN_EMAIL_SLOT}"><input name="password" type="password" value=""></form>`,
  );
  fs.writeFileSync(
    path.join(webDist, PRERENDERED_DIR, SIGN_IN_ALERT_FILE),
    `<div role="alert"><p>${ALERT_TITLE_SLOT}</p><div>${ALERT_TEXT_SLOT}</div></div>`,
  );
  t = await createTestApp({ WEB_DIST: webDist, RATE_LIMIT_SIGNIN_PER_ACCOUNT: String(PER_PAIR) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The form as a browser posts it from this server's own page (its Origin is the server's). */
const postForm = (fields: Record<string, string>, options: { origin?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: SIGN_IN_FORM_PATH,
    remoteAddress: options.remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: options.origin ?? new URL(t.app.config.publicUrl).origin,
    },
    payload: new URLSearchParams(fields).toString(),
  });

/** The alert's title and sentence on the page that came back. */
const alertOf = (html: string) => /<div role="alert"><p>(.*?)<\/p><div>(.*?)<\/div><\/div>/.exec(html)?.slice(1);

describe('the sign-in form without a script', () => {
  it('signs in, sets the session cookie and sends the browser on to / with a 303', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const res = await postForm({ email: player.email, password: PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const cookie = setCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.expires).toBeUndefined();
    const me = await getMe(t.app, cookieFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ scope: 'full', player: { email: player.email } });
  });

  it("keeps the session for 30 days when 'Remember password' is ticked (the checkbox sends remember=true)", async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const res = await postForm({ email: player.email, password: PASSWORD, remember: 'true' });
    expect(res.statusCode).toBe(303);
    const cookie = setCookie(res);
    expect(cookie?.expires).toBeInstanceOf(Date);
    expect(Math.abs(cookie!.expires!.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
  });

  it('gives a player whose KYC is not approved the onboarding session and sends them to /', async () => {
    const player = await createPlayerWithPassword(t.app.database.db, { kycStatus: 'pending' });
    const res = await postForm({ email: player.email, password: PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect((await getMe(t.app, cookieFrom(res))).json()).toMatchObject({ scope: 'onboarding' });
  });

  it('answers a wrong password with 401 and the page: the message, the address kept, never the password', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const wrong = 'Wrong-<Secret>-9';
    const res = await postForm({ email: `  ${player.email}`, password: wrong }, { remoteAddress: '203.0.113.50' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(setCookie(res)).toBeUndefined();
    expect(alertOf(res.body)).toEqual([SIGN_IN_TEXT.failedTitle, MESSAGES.invalidCredentials]);
    expect(res.body).toContain(`name="email" value="${player.email}"`);
    expect(res.body).not.toContain('Wrong-');
    expect(res.body).not.toContain('Secret');
  });

  it('escapes the address it shows again, so a crafted one cannot add markup', async () => {
    const res = await postForm({ email: '"><script>alert(1)</script>', password: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it("asks for the e-mail first, as the app's form does", async () => {
    const res = await postForm({ email: ' ', password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(alertOf(res.body)).toEqual([SIGN_IN_TEXT.failedTitle, MESSAGES.emailRequired]);
  });

  it("tells a player with an unconfirmed e-mail to verify it ('Email Not Verified')", async () => {
    const player = await createPlayerWithPassword(t.app.database.db, { emailVerified: false, kycStatus: 'pending' });
    const res = await postForm({ email: player.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(alertOf(res.body)).toEqual([SIGN_IN_TEXT.notVerifiedTitle, SIGN_IN_TEXT.notVerified]);
    expect(setCookie(res)).toBeUndefined();
  });

  it("locks out as the JSON route does, with the server's wait, and shares its failure count", async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const from = '203.0.113.77';
    // Failures through either way in count together.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: from,
      payload: { email: player.email, password: 'Wrong0pass' },
    });
    expect(json.statusCode).toBe(401);
    for (let i = 1; i < PER_PAIR; i++) {
      expect(
        (await postForm({ email: player.email, password: `Wrong${i}pass` }, { remoteAddress: from })).statusCode,
      ).toBe(401);
    }
    const locked = await postForm({ email: player.email, password: PASSWORD }, { remoteAddress: from });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(setCookie(locked)).toBeUndefined();
    const [title, message] = alertOf(locked.body) ?? [];
    expect(title).toBe(SIGN_IN_TEXT.failedTitle);
    expect(message).toContain('Please wait 15 minutes');
    // The owner, from their own address, still signs in.
    expect(
      (await postForm({ email: player.email, password: PASSWORD }, { remoteAddress: '198.51.100.77' })).statusCode,
    ).toBe(303);
  });

  it("lets the page's form say where it posts from: Referrer-Policy same-origin on the page and its refusals", async () => {
    // Under the app's no-referrer, browsers send a form post with Origin: null, which the check refuses.
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="${SIGN_IN_FORM_PATH}"`);
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const refused = await postForm({ email: 'nobody@club.test', password: 'x' });
    expect(refused.headers['referrer-policy']).toBe('same-origin');
    expect((await t.app.inject({ url: '/api/club/settings' })).headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a post from another site (the Origin check of every state-changing request)', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const res = await postForm({ email: player.email, password: PASSWORD }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(setCookie(res)).toBeUndefined();
    expect(alertOf(res.body)?.[1]).toBe('This request came from another site and was refused');
  });

  it('takes form bodies on this route only: the JSON API still refuses them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
    });
    expect(res.statusCode).toBe(415);
  });
});

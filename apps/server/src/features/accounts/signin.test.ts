import { MESSAGES } from '@club/shared/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createPlayerWithPassword,
  getMe,
  PASSWORD,
  setCookie,
  signIn,
  signUp,
  signupBody,
  uniqueTag,
  verificationLink,
  verifyEmail,
} from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { createStaff, staffCookie } from '../../../test/fixtures';
import { fileApprovedKyc } from '../../../test/kyc';
import { sessions } from '../../db/schema';

const SIGNIN_PER_ACCOUNT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_ACCOUNT: String(SIGNIN_PER_ACCOUNT) });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sign-in: refusals', () => {
  it("refuses a blank e-mail with 'Please enter your email'", async () => {
    for (const payload of [{ email: '  ', password: PASSWORD }, { password: PASSWORD }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.emailRequired });
    }
  });

  it('answers an unknown e-mail and a wrong password alike, so accounts cannot be discovered', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const unknown = await signIn(t.app, { email: `nobody-${uniqueTag()}@example.com`, password: PASSWORD });
    const wrong = await signIn(t.app, { email: player.email, password: 'Wr0ngPassword' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      error: MESSAGES.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
    });
    expect(setCookie(unknown)).toBeUndefined();
    expect(setCookie(wrong)).toBeUndefined();
  });

  it('refuses the right password with EMAIL_VERIFICATION_REQUIRED while the e-mail is unverified, and sets no session', async () => {
    const player = await createPlayerWithPassword(t.app.database.db, { emailVerified: false, kycStatus: 'verified' });
    const res = await signIn(t.app, { email: player.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_VERIFICATION_REQUIRED', message: MESSAGES.emailNotVerified });
    expect(setCookie(res)).toBeUndefined();
    // A wrong password for the same unverified account says nothing about verification.
    const wrong = await signIn(t.app, { email: player.email, password: 'Wr0ngPassword' });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('sign-in: KYC gate', () => {
  it('refuses a freshly verified sign-up with KYC_VERIFICATION_REQUIRED and an onboarding session', async () => {
    const body = signupBody();
    expect((await signUp(t.app, body)).statusCode).toBe(201);
    const link = await verificationLink(t.app.database.db, body.email);
    expect((await verifyEmail(t.app, link.token, link.email)).statusCode).toBe(200);

    const res = await signIn(t.app, { email: body.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'KYC_VERIFICATION_REQUIRED',
      // Not submitted yet: told to complete KYC, not to wait (issue 14 item 18).
      message: 'Please complete your KYC verification process.',
      details: {
        kycStatus: 'pending',
        player: {
          email: body.email,
          firstName: 'Asha',
          lastName: 'Rao',
          nickname: body.nickname,
          kycStatus: 'pending',
        },
      },
    });
    // Without 'remember', a browser-session cookie.
    const cookie = setCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.expires).toBeUndefined();
    const me = await getMe(t.app, cookieFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ scope: 'onboarding', player: { email: body.email, emailVerified: true } });
  });

  it.each([
    ['pending', 'Please complete your KYC verification process.'],
    ['submitted', 'Wait for KYC approval'],
    ['rejected', 'Your KYC documents were rejected. Please contact support for assistance.'],
    ['incomplete', 'Please complete your KYC verification process.'],
  ] as const)("answers a player whose KYC is %s with the Access Denied text '%s'", async (kycStatus, message) => {
    const player = await createPlayerWithPassword(t.app.database.db, { kycStatus });
    const res = await signIn(t.app, { email: player.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'KYC_VERIFICATION_REQUIRED', message, details: { kycStatus } });
    expect((await getMe(t.app, cookieFrom(res))).json().scope).toBe('onboarding');
  });

  it.each(['approved', 'verified'] as const)(
    'signs in a player whose KYC is %s with a full session',
    async (kycStatus) => {
      const player = await createPlayerWithPassword(t.app.database.db, { kycStatus });
      const res = await signIn(t.app, { email: player.email.toUpperCase(), password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        player: {
          id: player.id,
          email: player.email,
          kycStatus,
          emailVerified: true,
          balance: '0.00',
          currentCredit: '0.00',
          creditLimit: '0.00',
          creditApproved: false,
        },
      });
      const me = await getMe(t.app, cookieFrom(res));
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ scope: 'full', player: { id: player.id } });
    },
  );
});

describe("sign-in: 'remember'", () => {
  it('makes the cookie persistent for 30 days when remember is true', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const res = await signIn(t.app, { email: player.email, password: PASSWORD, remember: true });
    expect(res.statusCode).toBe(200);
    const cookie = setCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.expires).toBeInstanceOf(Date);
    expect(Math.abs(cookie!.expires!.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
  });

  it('keeps the 30-day cookie of a sign-in in onboarding through the KYC approval (issue 14 item 19)', async () => {
    const player = await createPlayerWithPassword(t.app.database.db, { kycStatus: 'submitted' });
    const res = await signIn(t.app, { email: player.email, password: PASSWORD, remember: true });
    expect(res.statusCode).toBe(403);
    const cookie = setCookie(res);
    expect(cookie?.expires).toBeInstanceOf(Date);
    expect(Math.abs(cookie!.expires!.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    const session = cookieFrom(res);
    expect((await getMe(t.app, session)).json().scope).toBe('onboarding');

    await fileApprovedKyc(t.app.database.db, player.id);
    const manager = await createStaff(t.app.database.db, 'manager');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/staff/kyc/players/${player.id}`,
      headers: { cookie: await staffCookie(t.app.database.db, manager.id) },
      payload: { status: 'approved', note: null },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The same cookie is now a full session, still the remembered one for 30 days.
    expect((await getMe(t.app, session)).json().scope).toBe('full');
    const [row] = await t.app.database.db
      .select({ persistent: sessions.persistent, expiresAt: sessions.expiresAt, scope: sessions.scope })
      .from(sessions)
      .where(eq(sessions.playerId, player.id));
    expect(row).toMatchObject({ persistent: true, scope: 'full' });
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
  });

  it('makes a browser-session cookie when remember is false or left out', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    for (const remember of [false, undefined]) {
      const res = await signIn(t.app, { email: player.email, password: PASSWORD, remember });
      expect(res.statusCode).toBe(200);
      const cookie = setCookie(res);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.expires).toBeUndefined();
      expect(cookie?.maxAge).toBeUndefined();
    }
  });
});

describe('sign-in: per-account limit', () => {
  it(`refuses an account with 429 after ${SIGNIN_PER_ACCOUNT} failures while other accounts on the same address still sign in`, async () => {
    const target = await createPlayerWithPassword(t.app.database.db);
    const neighbour = await createPlayerWithPassword(t.app.database.db);
    for (let i = 0; i < SIGNIN_PER_ACCOUNT; i++) {
      expect((await signIn(t.app, { email: target.email, password: `Guess${i}Wrong` })).statusCode).toBe(401);
    }
    const locked = await signIn(t.app, { email: target.email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(setCookie(locked)).toBeUndefined();

    expect((await signIn(t.app, { email: neighbour.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('limits an unknown e-mail the same way, so the limit does not reveal which accounts exist', async () => {
    const email = `ghost-${uniqueTag()}@example.com`;
    for (let i = 0; i < SIGNIN_PER_ACCOUNT; i++) {
      expect((await signIn(t.app, { email, password: PASSWORD })).statusCode).toBe(401);
    }
    expect((await signIn(t.app, { email, password: PASSWORD })).statusCode).toBe(429);
  });

  it('clears the count of failures after a successful sign-in', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    for (let i = 0; i < SIGNIN_PER_ACCOUNT - 1; i++)
      await signIn(t.app, { email: player.email, password: 'Wr0ngPassword' });
    expect((await signIn(t.app, { email: player.email, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < SIGNIN_PER_ACCOUNT - 1; i++) {
      expect((await signIn(t.app, { email: player.email, password: 'Wr0ngPassword' })).statusCode).toBe(401);
    }
    expect((await signIn(t.app, { email: player.email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('sign-in: per-address limit', () => {
  it('refuses player sign-ins beyond RATE_LIMIT_SIGNIN_PER_IP per 15 minutes from one address, right passwords included', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '3' });
    try {
      const player = await createPlayerWithPassword(limited.app.database.db);
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: player.email, password: PASSWORD },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await attempt();
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a minute and try again.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-in: the address factor', () => {
  it('multiplies the per-address limit by RATE_LIMIT_ADDRESS_FACTOR', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '2', RATE_LIMIT_ADDRESS_FACTOR: '2' });
    try {
      const player = await createPlayerWithPassword(limited.app.database.db);
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: player.email, password: PASSWORD },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

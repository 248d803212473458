import { MESSAGES } from '@club/shared/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cookieFrom,
  createPlayerWithPassword,
  getMe,
  mailsTo,
  mapLimited,
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
import { createPlayer } from '../../../test/fixtures';
import { players } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock the rate limits read past the 60-second sign-up cooldown. */
function waitOutCooldown() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 61_000);
}

const REQUIRED_FIELDS = ['email', 'password', 'first_name', 'last_name', 'phone', 'nickname'] as const;

describe('sign-up: required fields and password rule', () => {
  it.each(REQUIRED_FIELDS)("refuses a sign-up without %s with 'Please fill in all required fields'", async (field) => {
    const { [field]: _left, ...missing } = signupBody();
    const res = await signUp(t.app, missing);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.requiredFields });

    const blank = await signUp(t.app, signupBody({ [field]: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.requiredFields });
  });

  it("refuses a password shorter than 8 characters with 'Password must be at least 8 characters long.'", async () => {
    const res = await signUp(t.app, signupBody({ password: 'Ab1cdef' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 8 characters long.',
    });
  });

  it.each([
    ['no upper-case letter', 'lowercase1'],
    ['no lower-case letter', 'UPPERCASE1'],
    ['no digit', 'NoDigitsHere'],
  ])('refuses a password with %s with the weak-password message', async (_what, password) => {
    const res = await signUp(t.app, signupBody({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.passwordWeak });
  });

  it.each(['Password1', 'Qwerty123', 'iLoveYou1', 'Welcome123'])(
    'refuses the common password %s with the breached-password message',
    async (password) => {
      const res = await signUp(t.app, signupBody({ password }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.passwordBreached });
    },
  );

  it('starts no 60 s cooldown for an attempt refused before account creation', async () => {
    const body = signupBody();
    expect((await signUp(t.app, { ...body, password: 'short' })).statusCode).toBe(400);
    expect((await signUp(t.app, { ...body, password: 'Password1' })).statusCode).toBe(400);
    expect((await signUp(t.app, body)).statusCode).toBe(201);
  });

  it('refuses a malformed e-mail or phone with its own message', async () => {
    const email = await signUp(t.app, signupBody({ email: 'not-an-email' }));
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe(MESSAGES.invalidEmail);
    const phone = await signUp(t.app, signupBody({ phone: '12ab' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe(MESSAGES.invalidPhone);
  });

  it('creates no account and sends no mail for a refused sign-up', async () => {
    const body = signupBody({ password: 'short' });
    expect((await signUp(t.app, body)).statusCode).toBe(400);
    expect(await t.app.database.db.select().from(players).where(eq(players.email, body.email))).toEqual([]);
    expect(await mailsTo(t.app.database.db, body.email)).toEqual([]);
  });
});

describe('sign-up: uniqueness', () => {
  it('refuses an e-mail that is already registered, whatever its case, with 409 EMAIL_EXISTS', async () => {
    const existing = await createPlayer(t.app.database.db);
    const res = await signUp(t.app, signupBody({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_EXISTS', message: MESSAGES.emailExists });
  });

  it('refuses a nickname that is taken in another case with 409 NICKNAME_EXISTS', async () => {
    const existing = await createPlayer(t.app.database.db, { nickname: `RiverRat-${uniqueTag()}` });
    const res = await signUp(t.app, signupBody({ nickname: existing.nickname.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NICKNAME_EXISTS', message: MESSAGES.nicknameExists });
  });

  it('refuses a phone number that is already registered with 409 PHONE_EXISTS', async () => {
    const existing = await createPlayer(t.app.database.db);
    const res = await signUp(t.app, signupBody({ phone: existing.phone }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PHONE_EXISTS', message: MESSAGES.phoneExists });
  });

  it('answers POST /api/players/validate with exists true for taken e-mail, nickname and phone, false for free ones', async () => {
    const existing = await createPlayer(t.app.database.db, { nickname: `BigBlind-${uniqueTag()}` });
    const free = signupBody();
    const validate = async (field: string, value: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/players/validate', payload: { field, value } });
      expect(res.statusCode).toBe(200);
      return res.json().exists;
    };
    expect(await validate('email', existing.email.toUpperCase())).toBe(true);
    expect(await validate('nickname', existing.nickname.toUpperCase())).toBe(true);
    expect(await validate('phone', existing.phone)).toBe(true);
    expect(await validate('email', free.email)).toBe(false);
    expect(await validate('nickname', free.nickname)).toBe(false);
    expect(await validate('phone', free.phone)).toBe(false);
  });
});

describe('sign-up: success', () => {
  it("answers 201 with the spec's player fields, kyc_status 'pending' and a POKEPLAYER code", async () => {
    const body = signupBody({ email: `New.Player-${uniqueTag()}@Example.com` });
    const res = await signUp(t.app, body);
    expect(res.statusCode).toBe(201);
    const { player } = res.json();
    expect(player).toEqual({
      id: expect.any(Number),
      email: body.email.toLowerCase(),
      first_name: 'Asha',
      firstName: 'Asha',
      last_name: 'Rao',
      lastName: 'Rao',
      nickname: body.nickname,
      kyc_status: 'pending',
      existing: false,
      player_code: `POKEPLAYER-${String(player.id).padStart(4, '0')}`,
    });
    expect(player.player_code).toMatch(/^POKEPLAYER-\d{4,}$/);
  });

  it('sets an HttpOnly, SameSite=Lax browser-session cookie for an onboarding session', async () => {
    const res = await signUp(t.app, signupBody());
    const cookie = setCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();

    const me = await getMe(t.app, cookieFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ scope: 'onboarding', player: { kycStatus: 'pending', emailVerified: false } });
  });

  it('sends a verification e-mail with a link to /verify-email carrying the token and the e-mail', async () => {
    const body = signupBody();
    await signUp(t.app, body);
    const mails = await mailsTo(t.app.database.db, body.email);
    expect(mails).toHaveLength(1);
    const { url, token, email } = await verificationLink(t.app.database.db, body.email);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/verify-email');
    expect(email).toBe(body.email);
    expect(token.length).toBeGreaterThanOrEqual(40);
  });

  it('gives ten simultaneous sign-ups ten distinct player codes', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => signUp(t.app, signupBody())));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const codes = results.map((r) => r.json().player.player_code);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^POKEPLAYER-\d{4,}$/);
  });

  it('refuses a second sign-up with the same e-mail and leaves the first account unchanged', async () => {
    const first = signupBody();
    expect((await signUp(t.app, first)).statusCode).toBe(201);
    const link = await verificationLink(t.app.database.db, first.email);
    expect((await verifyEmail(t.app, link.token, link.email)).statusCode).toBe(200);

    waitOutCooldown();
    const again = signupBody({ email: first.email, password: 'An0therPassword', first_name: 'Mallory' });
    const res = await signUp(t.app, again);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_EXISTS');

    const rows = await t.app.database.db.select().from(players).where(eq(players.email, first.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Asha', nickname: first.nickname, phone: first.phone });
    // The first password still works (KYC is pending, so it is the KYC answer, not bad credentials) ...
    const withFirst = await signIn(t.app, { email: first.email, password: PASSWORD });
    expect(withFirst.json().code).toBe('KYC_VERIFICATION_REQUIRED');
    // ... and the second one never became the password.
    const withSecond = await signIn(t.app, { email: first.email, password: 'An0therPassword' });
    expect(withSecond.statusCode).toBe(401);
    expect(withSecond.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('sign-up: rate limits', () => {
  it('refuses a second well-formed attempt for the same e-mail within 60 s with 429 and Retry-After', async () => {
    const body = signupBody();
    expect((await signUp(t.app, body)).statusCode).toBe(201);
    const res = await signUp(t.app, signupBody({ email: body.email }));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Rate Limited: Please wait 60 seconds between signup attempts',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts a refused attempt towards the cooldown and lets the e-mail try again after 60 s', async () => {
    const taken = await createPlayerWithPassword(t.app.database.db);
    const body = signupBody({ nickname: taken.nickname });
    expect((await signUp(t.app, body)).statusCode).toBe(409);
    expect((await signUp(t.app, { ...body, nickname: `fixed-${uniqueTag()}` })).statusCode).toBe(429);
    waitOutCooldown();
    expect((await signUp(t.app, { ...body, nickname: `fixed-${uniqueTag()}` })).statusCode).toBe(201);
  });

  it('lets 30 different players sign up from one address in a burst', async () => {
    const bodies = Array.from({ length: 30 }, () => signupBody());
    const results = await mapLimited(bodies, 4, (body) => signUp(t.app, body));
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
  });

  it('refuses sign-ups from one address beyond RATE_LIMIT_SIGNUP_PER_IP per 15 minutes with 429 and Retry-After', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGNUP_PER_IP: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await signUp(limited.app, signupBody())).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await signUp(limited.app, signupBody());
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    } finally {
      await limited.close();
    }
  });
});

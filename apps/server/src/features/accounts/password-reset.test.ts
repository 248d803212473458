import { MESSAGES } from '@club/shared/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createPlayerWithPassword,
  getMe,
  mailsTo,
  PASSWORD,
  passwordResetLink,
  setCookie,
  signIn,
  uniqueTag,
} from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { playerCookie } from '../../../test/fixtures';
import { emailTokens } from '../../db/schema';
import { hashToken } from '../../auth/sessions.service';

const NEW_PASSWORD = 'N3wSecret!';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
const confirmReset = (body: { email: string; token: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: body });

/** A player who asked for a reset, with the link of the e-mail. */
async function playerWithResetLink(overrides: Parameters<typeof createPlayerWithPassword>[1] = {}) {
  const player = await createPlayerWithPassword(t.app.database.db, overrides);
  expect((await requestReset(player.email)).statusCode).toBe(200);
  return { player, link: await passwordResetLink(t.app.database.db, player.email) };
}

describe('password reset request', () => {
  it('answers the same for known and unknown e-mails and mails only the known one', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const unknownEmail = `nobody-${uniqueTag()}@example.com`;
    const known = await requestReset(player.email);
    const unknown = await requestReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo(t.app.database.db, player.email)).toHaveLength(1);
    expect(await mailsTo(t.app.database.db, unknownEmail)).toEqual([]);
  });

  it('sends a link to /reset-password carrying the token and the e-mail', async () => {
    const { player, link } = await playerWithResetLink();
    expect(`${link.url.origin}${link.url.pathname}`).toBe('http://localhost:3000/reset-password');
    expect(link.email).toBe(player.email);
  });

  it('is limited to once per 60 seconds per e-mail', async () => {
    const { player } = await playerWithResetLink();
    const again = await requestReset(player.email);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(await mailsTo(t.app.database.db, player.email)).toHaveLength(1);
  });
});

describe('password reset confirm', () => {
  it('sets the new password: the new one signs in and the old one no longer does', async () => {
    const { player, link } = await playerWithResetLink();
    const res = await confirmReset({ email: link.email, token: link.token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, { email: player.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(t.app, { email: player.email, password: PASSWORD })).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('signs the player out everywhere: every earlier session gets 401', async () => {
    const { player, link } = await playerWithResetLink();
    const signedIn = cookieFrom(await signIn(t.app, { email: player.email, password: PASSWORD }));
    const otherDevice = await playerCookie(t.app.database.db, player.id);
    const onboarding = await playerCookie(t.app.database.db, player.id, 'onboarding');
    for (const cookie of [signedIn, otherDevice, onboarding]) expect((await getMe(t.app, cookie)).statusCode).toBe(200);

    const res = await confirmReset({ email: link.email, token: link.token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res)?.value).toBe(''); // the browser's own cookie is cleared too
    for (const cookie of [signedIn, otherDevice, onboarding]) {
      const me = await getMe(t.app, cookie);
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('works once: the link is refused the second time', async () => {
    const { link } = await playerWithResetLink();
    expect((await confirmReset({ email: link.email, token: link.token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await confirmReset({ email: link.email, token: link.token, password: 'Th1rdPassword' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link and keeps the old password', async () => {
    const { player, link } = await playerWithResetLink();
    await t.app.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(link.token)));
    const res = await confirmReset({ email: link.email, token: link.token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    expect((await signIn(t.app, { email: player.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("refuses the link with another player's e-mail", async () => {
    const { link } = await playerWithResetLink();
    const other = await createPlayerWithPassword(t.app.database.db);
    const res = await confirmReset({ email: other.email, token: link.token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    expect((await signIn(t.app, { email: other.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a weak new password with the password rule and leaves the link usable', async () => {
    const { link } = await playerWithResetLink();
    const weak = await confirmReset({ email: link.email, token: link.token, password: 'alllowercase1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.passwordWeak });
    expect((await confirmReset({ email: link.email, token: link.token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('lifts a sign-in lock-out that failed guesses put on the account', async () => {
    const { player, link } = await playerWithResetLink();
    for (let i = 0; i < t.app.config.RATE_LIMIT_SIGNIN_PER_ACCOUNT; i++) {
      await signIn(t.app, { email: player.email, password: `Guess${i}Wrong` });
    }
    expect((await signIn(t.app, { email: player.email, password: PASSWORD })).statusCode).toBe(429);
    expect((await confirmReset({ email: link.email, token: link.token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(t.app, { email: player.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('counts as e-mail verification: an unverified player signs in with the new password', async () => {
    const { player, link } = await playerWithResetLink({ emailVerified: false });
    expect((await confirmReset({ email: link.email, token: link.token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(t.app, { email: player.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

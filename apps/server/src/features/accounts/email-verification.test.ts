import { MESSAGES } from '@club/shared/accounts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailsTo,
  PASSWORD,
  signIn,
  signUp,
  signupBody,
  uniqueTag,
  verificationLink,
  verifyEmail,
} from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { emailTokens, players } from '../../db/schema';
import { hashToken } from '../../auth/sessions.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs a new player up and returns the sign-up body with the link of the verification e-mail. */
async function signedUp() {
  const body = signupBody();
  expect((await signUp(t.app, body)).statusCode).toBe(201);
  return { body, link: await verificationLink(t.app.database.db, body.email) };
}

const isVerified = async (email: string) =>
  (await t.app.database.db.select().from(players).where(eq(players.email, email)))[0]!.emailVerified;

const resend = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/email-verification/resend', payload: { email } });

describe('e-mail verification link', () => {
  it('verifies the e-mail, after which sign-in moves on to the KYC check', async () => {
    const { body, link } = await signedUp();
    expect((await signIn(t.app, { email: body.email, password: PASSWORD })).json().code).toBe(
      'EMAIL_VERIFICATION_REQUIRED',
    );

    const res = await verifyEmail(t.app, link.token, link.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(await isVerified(body.email)).toBe(true);
    expect((await signIn(t.app, { email: body.email, password: PASSWORD })).json().code).toBe(
      'KYC_VERIFICATION_REQUIRED',
    );
  });

  it('works once: used again, it says the e-mail is already verified and the player can sign in', async () => {
    const { link } = await signedUp();
    const first = await verifyEmail(t.app, link.token, link.email);
    expect(first.json()).toMatchObject({ success: true, alreadyVerified: false });
    const again = await verifyEmail(t.app, link.token, link.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, alreadyVerified: true, message: MESSAGES.emailAlreadyVerified });
  });

  it('an older link of a verified e-mail (replaced by a resend) says already verified too', async () => {
    const { body, link: old } = await signedUp();
    expect((await resend(body.email)).statusCode).toBe(200);
    const fresh = await verificationLink(t.app.database.db, body.email);
    expect((await verifyEmail(t.app, fresh.token, fresh.email)).json().alreadyVerified).toBe(false);
    const older = await verifyEmail(t.app, old.token, old.email);
    expect(older.statusCode).toBe(200);
    expect(older.json().alreadyVerified).toBe(true);
  });

  it('tells nothing about a verified e-mail to a link that was never its own', async () => {
    const a = await signedUp();
    const b = await signedUp();
    await verifyEmail(t.app, b.link.token, b.link.email);
    expect((await verifyEmail(t.app, 'x'.repeat(43), b.body.email)).json().code).toBe('INVALID_TOKEN');
    expect((await verifyEmail(t.app, a.link.token, b.body.email)).json().code).toBe('INVALID_TOKEN');
  });

  it('is stored only as a hash and expires 24 hours after it was sent', async () => {
    const { body, link } = await signedUp();
    const [player] = await t.app.database.db.select().from(players).where(eq(players.email, body.email));
    const [row] = await t.app.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.playerId, player!.id), eq(emailTokens.purpose, 'verify_email')));
    expect(row!.tokenHash).toBe(hashToken(link.token));
    expect(row!.tokenHash).not.toContain(link.token);
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 24 * 60 * 60_000))).toBeLessThan(60_000);
  });

  it('stops working once it has expired', async () => {
    const { body, link } = await signedUp();
    await t.app.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(link.token)));
    const res = await verifyEmail(t.app, link.token, link.email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', message: MESSAGES.verificationInvalid });
    expect(await isVerified(body.email)).toBe(false);
  });

  it("does not verify another player's e-mail, and stays usable for its own", async () => {
    const a = await signedUp();
    const b = await signedUp();
    const res = await verifyEmail(t.app, a.link.token, b.body.email);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    expect(await isVerified(a.body.email)).toBe(false);
    expect(await isVerified(b.body.email)).toBe(false);
    expect((await verifyEmail(t.app, a.link.token, a.body.email)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const { body } = await signedUp();
    const res = await verifyEmail(t.app, 'x'.repeat(43), body.email);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });
});

describe('resending the verification e-mail', () => {
  it('sends a new working link and the old link stops working', async () => {
    const { body, link: old } = await signedUp();
    const res = await resend(body.email);
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(t.app.database.db, body.email)).toHaveLength(2);
    const fresh = await verificationLink(t.app.database.db, body.email);
    expect(fresh.token).not.toBe(old.token);

    expect((await verifyEmail(t.app, old.token, old.email)).statusCode).toBe(400);
    expect((await verifyEmail(t.app, fresh.token, fresh.email)).statusCode).toBe(200);
  });

  it('is limited to once per 60 seconds per e-mail', async () => {
    const { body } = await signedUp();
    expect((await resend(body.email)).statusCode).toBe(200);
    const again = await resend(body.email);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(t.app.database.db, body.email)).toHaveLength(2);
  });

  it('answers the same for an unknown or already verified e-mail and sends nothing', async () => {
    const known = await signedUp();
    const knownAnswer = await resend(known.body.email);

    const unknownEmail = `nobody-${uniqueTag()}@example.com`;
    const unknownAnswer = await resend(unknownEmail);
    expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());
    expect(await mailsTo(t.app.database.db, unknownEmail)).toEqual([]);

    const verified = await signedUp();
    await verifyEmail(t.app, verified.link.token, verified.link.email);
    const verifiedAnswer = await resend(verified.body.email);
    expect(verifiedAnswer.json()).toEqual(knownAnswer.json());
    expect(await mailsTo(t.app.database.db, verified.body.email)).toHaveLength(1);
  });
});

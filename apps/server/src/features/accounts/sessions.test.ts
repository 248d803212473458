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
  swapCookieName,
} from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { players, sessions } from '../../db/schema';
import { hashToken } from '../../auth/sessions.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signOut = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie } });
const updateProfile = (playerId: number, cookie: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/players/${playerId}`, headers: cookie ? { cookie } : {}, payload });
const getBySupabaseId = (id: string, cookie?: string) =>
  t.app.inject({ url: `/api/players/supabase/${id}`, headers: cookie ? { cookie } : {} });

describe('sign-out', () => {
  it('revokes the session at once: the old cookie then gets 401 on /api/auth/me', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const cookie = cookieFrom(await signIn(t.app, { email: player.email, password: PASSWORD }));
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);

    const res = await signOut(cookie);
    expect(res.statusCode).toBe(200);
    expect(setCookie(res)?.value).toBe('');
    const me = await getMe(t.app, cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('UNAUTHENTICATED');
  });

  it("ends only this session: the player's other devices stay signed in", async () => {
    const player = await createPlayer(t.app.database.db);
    const laptop = await playerCookie(t.app.database.db, player.id);
    const phone = await playerCookie(t.app.database.db, player.id);
    await signOut(laptop);
    expect((await getMe(t.app, laptop)).statusCode).toBe(401);
    expect((await getMe(t.app, phone)).statusCode).toBe(200);
  });

  it('answers 200 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signout' })).statusCode).toBe(200);
  });
});

describe('session checks', () => {
  it('answers 401 without a cookie, with a made-up one and with an expired one', async () => {
    expect((await getMe(t.app)).statusCode).toBe(401);
    expect((await getMe(t.app, 'club_session=made-up-token')).statusCode).toBe(401);

    const player = await createPlayer(t.app.database.db);
    const cookie = await playerCookie(t.app.database.db, player.id);
    const token = cookie.split('=')[1]!;
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
  });

  it('refuses a staff session on player routes: 401 on /api/auth/me with only a staff cookie', async () => {
    const member = await createStaff(t.app.database.db, 'manager');
    const cookie = await staffCookie(t.app.database.db, member.id);
    const me = await getMe(t.app, cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('UNAUTHENTICATED');
    // Nor does a staff token count when sent under the player cookie's name.
    expect((await getMe(t.app, swapCookieName(cookie))).statusCode).toBe(401);
  });
});

describe('onboarding sessions', () => {
  it('reach /api/auth/me and the own PUT /api/players/{id}', async () => {
    const body = signupBody();
    const signedUp = await signUp(t.app, body);
    const cookie = cookieFrom(signedUp);
    const { id } = signedUp.json().player;

    const me = await getMe(t.app, cookie);
    expect(me.json()).toMatchObject({ scope: 'onboarding', player: { id } });

    const res = await updateProfile(id, cookie, { firstName: 'Meera', lastName: 'Iyer', phone: body.phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, firstName: 'Meera', lastName: 'Iyer', phone: body.phone });
  });

  it('are refused with 403 KYC_VERIFICATION_REQUIRED on a route for players with approved KYC', async () => {
    const signedUp = await signUp(t.app, signupBody());
    const cookie = cookieFrom(signedUp);
    const [row] = await t.app.database.db.select().from(players).where(eq(players.id, signedUp.json().player.id));
    const res = await getBySupabaseId(row!.publicId, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'KYC_VERIFICATION_REQUIRED', details: { kycStatus: 'pending' } });
  });

  it('are refused there even for a player whose KYC is approved, until the session is promoted', async () => {
    const player = await createPlayer(t.app.database.db, { kycStatus: 'approved' });
    const res = await getBySupabaseId(player.publicId, await playerCookie(t.app.database.db, player.id, 'onboarding'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('KYC_VERIFICATION_REQUIRED');
  });
});

describe('PUT /api/players/{id}', () => {
  it("refuses another player's record with 403 and leaves it unchanged", async () => {
    const me = await createPlayer(t.app.database.db);
    const other = await createPlayer(t.app.database.db);
    const cookie = await playerCookie(t.app.database.db, me.id);
    const res = await updateProfile(other.id, cookie, { firstName: 'Hacked', lastName: 'Name', phone: other.phone });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const [row] = await t.app.database.db.select().from(players).where(eq(players.id, other.id));
    expect(row!.firstName).toBe(other.firstName);
  });

  it('answers 401 without a session', async () => {
    const player = await createPlayer(t.app.database.db);
    expect(
      (await updateProfile(player.id, null, { firstName: 'A', lastName: 'B', phone: player.phone })).statusCode,
    ).toBe(401);
  });

  it("refuses another player's phone number with 409 PHONE_EXISTS", async () => {
    const me = await createPlayer(t.app.database.db);
    const other = await createPlayer(t.app.database.db);
    const cookie = await playerCookie(t.app.database.db, me.id);
    const res = await updateProfile(me.id, cookie, { firstName: 'A', lastName: 'B', phone: other.phone });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PHONE_EXISTS');
  });

  it("refuses a blank name with 'Please fill in all required fields'", async () => {
    const me = await createPlayer(t.app.database.db);
    const cookie = await playerCookie(t.app.database.db, me.id);
    const res = await updateProfile(me.id, cookie, { firstName: ' ', lastName: 'B', phone: me.phone });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please fill in all required fields' });
  });
});

describe('GET /api/players/supabase/{id}', () => {
  it('answers 401 without a session', async () => {
    const player = await createPlayer(t.app.database.db);
    expect((await getBySupabaseId(player.publicId)).statusCode).toBe(401);
  });

  it("answers 404 for another player's id", async () => {
    const me = await createPlayer(t.app.database.db);
    const other = await createPlayer(t.app.database.db);
    const res = await getBySupabaseId(other.publicId, await playerCookie(t.app.database.db, me.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each(['pending', 'submitted', 'rejected', 'incomplete'] as const)(
    'answers 403 KYC_VERIFICATION_REQUIRED while KYC is %s',
    async (kycStatus) => {
      const me = await createPlayer(t.app.database.db, { kycStatus });
      const res = await getBySupabaseId(me.publicId, await playerCookie(t.app.database.db, me.id, 'onboarding'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'KYC_VERIFICATION_REQUIRED', details: { kycStatus } });
    },
  );

  it('answers 200 with the player for the own id once KYC is approved', async () => {
    const me = await createPlayer(t.app.database.db, { kycStatus: 'approved' });
    const res = await getBySupabaseId(me.publicId, await playerCookie(t.app.database.db, me.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.id, supabaseId: me.publicId, email: me.email, kycStatus: 'approved' });
  });
});

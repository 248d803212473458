import { and, eq } from 'drizzle-orm';
import { STAFF_DEACTIVATED_MESSAGE } from '@club/shared/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  getMe,
  PASSWORD,
  setCookie,
  signUp,
  signupBody,
  swapCookieName,
  uniqueTag,
} from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { fileApprovedKyc } from '../../../test/kyc';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { auditLog, players, staff } from '../../db/schema';
import { STAFF_COOKIE } from '../../plugins/auth';
import { hashPassword } from '../../auth/password';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

const staffSignIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/staff/auth/signin', payload: { email, password } });
const staffMe = (cookie?: string) => t.app.inject({ url: '/api/staff/auth/me', headers: cookie ? { cookie } : {} });
const decideKyc = (playerId: number, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/kyc/players/${playerId}`, headers: { cookie }, payload });

describe('staff sign-in, me and sign-out', () => {
  it('signs a staff member in with an HttpOnly cookie that reaches /api/staff/auth/me', async () => {
    const member = await createStaff(t.app.database.db, 'manager', { passwordHash });
    const res = await staffSignIn(member.email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      staff: { id: member.id, email: member.email, name: member.name, role: 'manager', mustChangePassword: false },
    });
    expect(setCookie(res, STAFF_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await staffMe(cookieFrom(res, STAFF_COOKIE));
    expect(me.statusCode).toBe(200);
    expect(me.json().staff).toMatchObject({ id: member.id, role: 'manager' });
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const member = await createStaff(t.app.database.db, 'cashier', { passwordHash });
    const answers = [
      await staffSignIn(`nobody-${uniqueTag()}@club.example`, PASSWORD),
      await staffSignIn(member.email, 'Wr0ngPassword'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0]!.json());
      expect(setCookie(res, STAFF_COOKIE)).toBeUndefined();
    }
    expect(answers[0]!.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('tells a deactivated account so only with the right password, and opens no session', async () => {
    const inactive = await createStaff(t.app.database.db, 'cashier', { passwordHash, isActive: false });
    const wrong = await staffSignIn(inactive.email, 'Wr0ngPassword');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const right = await staffSignIn(inactive.email, PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED', message: STAFF_DEACTIVATED_MESSAGE });
    expect(setCookie(right, STAFF_COOKIE)).toBeUndefined();
  });

  it('revokes the session on sign-out: the old cookie then gets 401', async () => {
    const member = await createStaff(t.app.database.db, 'admin', { passwordHash });
    const cookie = cookieFrom(await staffSignIn(member.email, PASSWORD), STAFF_COOKIE);
    const res = await t.app.inject({ method: 'POST', url: '/api/staff/auth/signout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res, STAFF_COOKIE)?.value).toBe('');
    expect((await staffMe(cookie)).statusCode).toBe(401);
  });

  it('stops a deactivated staff member at once', async () => {
    const member = await createStaff(t.app.database.db, 'gre');
    const cookie = await staffCookie(t.app.database.db, member.id);
    expect((await staffMe(cookie)).statusCode).toBe(200);
    await t.app.database.db.update(staff).set({ isActive: false }).where(eq(staff.id, member.id));
    expect((await staffMe(cookie)).statusCode).toBe(401);
  });

  it('refuses a player session on staff routes with 401', async () => {
    const player = await createPlayer(t.app.database.db);
    const cookie = await playerCookie(t.app.database.db, player.id);
    expect((await staffMe()).statusCode).toBe(401);
    const me = await staffMe(cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('UNAUTHENTICATED');
    // A player token sent under the staff cookie's name is no staff session either.
    expect((await staffMe(swapCookieName(cookie))).statusCode).toBe(401);
    expect((await decideKyc(player.id, swapCookieName(cookie), { status: 'approved' })).statusCode).toBe(401);
  });
});

describe('GET /api/staff/auth/session (issue 27, item 13)', () => {
  const session = (cookie?: string) =>
    t.app.inject({ url: '/api/staff/auth/session', headers: cookie ? { cookie } : {} });

  it('answers a signed-out console 200 with no member (a 401 is logged as an error on every console load)', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ staff: null });
    // A cookie that names no session is signed out too, not an error.
    expect((await session(`${STAFF_COOKIE}=not-a-session`)).json()).toEqual({ staff: null });
    // The earlier call keeps its 401.
    expect((await staffMe()).statusCode).toBe(401);
  });

  it('answers the signed-in member as /api/staff/auth/me does, and null once signed out', async () => {
    const member = await createStaff(t.app.database.db, 'cashier', { passwordHash });
    const cookie = await staffCookie(t.app.database.db, member.id);
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await staffMe(cookie)).json());
    expect(res.json().staff).toMatchObject({ id: member.id, role: 'cashier' });
    const out = await t.app.inject({ method: 'POST', url: '/api/staff/auth/signout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await session(cookie)).json()).toEqual({ staff: null });
  });
});

describe('staff KYC decision', () => {
  it('refuses a role without kycReview (cashier) with 403 and leaves the player pending', async () => {
    const cashier = await createStaff(t.app.database.db, 'cashier');
    const player = await createPlayer(t.app.database.db, { kycStatus: 'submitted' });
    const res = await decideKyc(player.id, await staffCookie(t.app.database.db, cashier.id), { status: 'approved' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const [row] = await t.app.database.db.select().from(players).where(eq(players.id, player.id));
    expect(row!.kycStatus).toBe('submitted');
  });

  it("lets a manager approve, which promotes the player's onboarding session to full", async () => {
    const manager = await createStaff(t.app.database.db, 'manager');
    const signedUp = await signUp(t.app, signupBody());
    const playerSession = cookieFrom(signedUp);
    const { id } = signedUp.json().player;
    expect((await getMe(t.app, playerSession)).json().scope).toBe('onboarding');
    await fileApprovedKyc(t.app.database.db, id);

    const res = await decideKyc(id, await staffCookie(t.app.database.db, manager.id), {
      status: 'approved',
      note: 'Seen at the desk',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      playerId: id,
      kycStatus: 'approved',
      note: 'Seen at the desk',
      pendingApproval: null,
    });

    const me = await getMe(t.app, playerSession);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ scope: 'full', player: { id, kycStatus: 'approved' } });
    const [row] = await t.app.database.db.select().from(players).where(eq(players.id, id));
    expect(
      (await t.app.inject({ url: `/api/players/supabase/${row!.publicId}`, headers: { cookie: playerSession } }))
        .statusCode,
    ).toBe(200);

    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.playerId, id), eq(auditLog.action, 'kyc.approved')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: manager.id,
      before: { kycStatus: 'pending' },
      after: { kycStatus: 'approved' },
    });
  });

  it('requires a note to reject, because the player sees it', async () => {
    const manager = await createStaff(t.app.database.db, 'manager');
    const player = await createPlayer(t.app.database.db, { kycStatus: 'submitted' });
    const res = await decideKyc(player.id, await staffCookie(t.app.database.db, manager.id), { status: 'rejected' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('sends an approved player back to onboarding when the approval is withdrawn', async () => {
    const manager = await createStaff(t.app.database.db, 'manager');
    const player = await createPlayer(t.app.database.db, { kycStatus: 'submitted' });
    await fileApprovedKyc(t.app.database.db, player.id);
    const playerSession = await playerCookie(t.app.database.db, player.id, 'onboarding');
    const managerSession = await staffCookie(t.app.database.db, manager.id);
    expect((await decideKyc(player.id, managerSession, { status: 'approved' })).statusCode).toBe(200);
    expect((await getMe(t.app, playerSession)).json().scope).toBe('full');

    const res = await decideKyc(player.id, managerSession, {
      status: 'incomplete',
      note: 'The address proof has expired',
    });
    expect(res.statusCode).toBe(200);
    const me = await getMe(t.app, playerSession);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ scope: 'onboarding', player: { kycStatus: 'incomplete' } });
  });

  it('answers 404 for a player who does not exist', async () => {
    const manager = await createStaff(t.app.database.db, 'manager');
    const res = await decideKyc(999_999, await staffCookie(t.app.database.db, manager.id), { status: 'approved' });
    expect(res.statusCode).toBe(404);
  });
});

describe('staff sign-ins from one address', () => {
  it('refuses attempts beyond RATE_LIMIT_STAFF_SIGNIN_PER_IP per 15 minutes with 429 and Retry-After, right passwords included', async () => {
    const limited = await createTestApp({ RATE_LIMIT_STAFF_SIGNIN_PER_IP: '3' });
    try {
      const member = await createStaff(limited.app.database.db, 'manager', { passwordHash });
      const signIn = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/staff/auth/signin',
          payload: { email: member.email, password: PASSWORD },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await signIn()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await signIn();
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    } finally {
      await limited.close();
    }
  });
});

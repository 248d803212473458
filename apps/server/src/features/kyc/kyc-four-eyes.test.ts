import { STAFF_ROLES, type StaffRole } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getMe } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, staffCookie } from '../../../test/fixtures';
import { submittedKycPlayer } from '../../../test/kyc';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { auditLog, clubSettings, players } from '../../db/schema';

// Four-eyes KYC approval (issue 18, docs/decisions/095): with the club's `kycSecondReviewer` on, an
// approval is approval 1 of 2 until a different reviewer confirms it.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const REVIEWERS = ['super_admin', 'admin', 'manager', 'gre'] as const;

const setSecondReviewer = (on: boolean) =>
  db().update(clubSettings).set({ kycSecondReviewer: on }).where(eq(clubSettings.id, 1));

beforeEach(async () => {
  // The settings row exists once anything read it; make sure it does before switching.
  await db().insert(clubSettings).values({ id: 1 }).onConflictDoNothing();
  await setSecondReviewer(true);
});

async function reviewer(role: StaffRole = 'manager') {
  const member = await createStaff(db(), role);
  return { member, cookie: await staffCookie(db(), member.id) };
}

const decide = (cookie: string, playerId: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/kyc/players/${playerId}`, headers: { cookie }, payload: body });
const getReview = (cookie: string, playerId: number) =>
  t.app.inject({ url: `/api/staff/kyc/players/${playerId}`, headers: { cookie } });

/** A submitted player whose three documents staff approved: ready for a player approval. */
async function approvablePlayer() {
  const { player, cookie, documentIds } = await submittedKycPlayer(t.app);
  const { cookie: staff } = await reviewer('admin');
  for (const id of documentIds) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/kyc/documents/${id}`,
      headers: { cookie: staff },
      payload: { status: 'approved' },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return { player, cookie };
}

const playerRow = async (id: number) => (await db().select().from(players).where(eq(players.id, id)))[0]!;
const auditsOf = (playerId: number, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'player'), eq(auditLog.entityId, String(playerId)), eq(auditLog.action, action)));

describe('approval 1 of 2', () => {
  it('keeps the player in review, shows who approved on the queue and the review, audits it, and does not tell the player', async () => {
    const { player, cookie: playerSession } = await approvablePlayer();
    const first = await reviewer('gre');
    const socket = await connectSocket(baseUrl, playerSession);
    let res: Awaited<ReturnType<typeof decide>>;
    try {
      const told = receivesWithin(socket, 'kyc_status_updated', 700);
      res = await decide(first.cookie, player.id, { status: 'approved', note: 'Documents match' });
      expect(await told).toBe(false);
    } finally {
      socket.close();
    }
    expect(res.statusCode, res.body).toBe(200);
    const pendingApproval = { staffId: first.member.id, staffName: first.member.name, approvedAt: expect.any(String) };
    expect(res.json()).toEqual({ playerId: player.id, kycStatus: 'submitted', note: null, pendingApproval });

    const row = await playerRow(player.id);
    expect(row).toMatchObject({ kycStatus: 'submitted', kycFirstApprovedBy: first.member.id });
    expect((await getMe(t.app, playerSession)).json()).toMatchObject({ scope: 'onboarding' });

    const other = await reviewer('manager');
    const queue = (await t.app.inject({ url: '/api/staff/kyc/queue', headers: { cookie: other.cookie } })).json();
    expect(queue.players.find((p: { playerId: number }) => p.playerId === player.id)).toMatchObject({
      kycStatus: 'submitted',
      pendingApproval,
    });
    expect((await getReview(other.cookie, player.id)).json()).toMatchObject({ pendingApproval });

    const [audit] = await auditsOf(player.id, 'kyc.first_approval');
    expect(audit).toMatchObject({
      staffId: first.member.id,
      playerId: player.id,
      before: { kycStatus: 'submitted' },
      after: { kycStatus: 'submitted', firstApprovedBy: first.member.id },
      note: 'Documents match',
    });
    expect(await auditsOf(player.id, 'kyc.approved')).toHaveLength(0);
  });

  it('is confirmed by a different reviewer: the player is approved (session promoted, told) and both steps are audited', async () => {
    const { player, cookie: playerSession } = await approvablePlayer();
    const first = await reviewer('manager');
    const second = await reviewer('super_admin');
    expect((await decide(first.cookie, player.id, { status: 'approved' })).statusCode).toBe(200);

    const socket = await connectSocket(baseUrl, playerSession);
    try {
      const heard = nextEvent<Record<string, unknown>>(socket, 'kyc_status_updated');
      const res = await decide(second.cookie, player.id, { status: 'approved', confirm: true, note: 'Confirmed' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        playerId: player.id,
        kycStatus: 'approved',
        note: 'Confirmed',
        pendingApproval: null,
      });
      expect(await heard).toMatchObject({ playerId: player.id, kycStatus: 'approved', scope: 'full' });
    } finally {
      socket.close();
    }
    expect((await getMe(t.app, playerSession)).json()).toMatchObject({ scope: 'full' });
    const row = await playerRow(player.id);
    expect(row).toMatchObject({ kycStatus: 'approved', kycFirstApprovedBy: null, kycFirstApprovedAt: null });
    const [approved] = await auditsOf(player.id, 'kyc.approved');
    expect(approved).toMatchObject({
      staffId: second.member.id,
      before: { kycStatus: 'submitted', firstApprovedBy: first.member.id },
      after: { kycStatus: 'approved' },
      note: 'Confirmed',
    });
    expect(await auditsOf(player.id, 'kyc.first_approval')).toHaveLength(1);
  });

  it('refuses the same reviewer confirming (409, the reason said) and a second first approval', async () => {
    const { player } = await approvablePlayer();
    const first = await reviewer('admin');
    expect((await decide(first.cookie, player.id, { status: 'approved' })).statusCode).toBe(200);

    const confirmed = await decide(first.cookie, player.id, { status: 'approved', confirm: true });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe('You gave approval 1 of 2: a different staff member must confirm it.');
    const again = await decide(first.cookie, player.id, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You gave approval 1 of 2: a different staff member must confirm it.');

    const other = await reviewer('gre');
    const secondFirst = await decide(other.cookie, player.id, { status: 'approved' });
    expect(secondFirst.statusCode).toBe(409);
    expect(secondFirst.json().message).toBe(
      `Approval 1 of 2 is already recorded by ${first.member.name}: a different staff member confirms it.`,
    );
    expect((await playerRow(player.id)).kycStatus).toBe('submitted');
  });

  it('still needs the documents approved at the first step', async () => {
    const player = await createPlayer(db(), { kycStatus: 'submitted' });
    const first = await reviewer();
    const res = await decide(first.cookie, player.id, { status: 'approved' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('This player cannot be approved yet');
    expect((await playerRow(player.id)).kycFirstApprovedBy).toBeNull();
  });

  it('answers 409 to a confirmation with no first approval to confirm', async () => {
    const { player } = await approvablePlayer();
    const staff = await reviewer();
    const res = await decide(staff.cookie, player.id, { status: 'approved', confirm: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'There is no first approval to confirm for this player (it was cleared by another decision).',
    );
  });

  it('validates: only an approval confirms', async () => {
    const { player } = await approvablePlayer();
    const staff = await reviewer();
    const res = await decide(staff.cookie, player.id, { status: 'rejected', note: 'No', confirm: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Only an approval confirms a first approval.');
  });
});

describe('rejecting or asking to resubmit needs one reviewer and clears a pending approval', () => {
  it.each(['rejected', 'incomplete'] as const)('%s by one reviewer', async (status) => {
    const { player, cookie: playerSession } = await approvablePlayer();
    const first = await reviewer('manager');
    const second = await reviewer('gre');
    expect((await decide(first.cookie, player.id, { status: 'approved' })).statusCode).toBe(200);
    const res = await decide(second.cookie, player.id, { status, note: 'The address is not current' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kycStatus: status, pendingApproval: null });
    expect(await playerRow(player.id)).toMatchObject({ kycStatus: status, kycFirstApprovedBy: null });
    const [audit] = await auditsOf(player.id, `kyc.${status}`);
    expect(audit).toMatchObject({
      staffId: second.member.id,
      before: { kycStatus: 'submitted', firstApprovedBy: first.member.id },
    });
    expect((await getMe(t.app, playerSession)).json()).toMatchObject({ scope: 'onboarding' });
  });

  it('a rejection without a pending approval is decided at once as before', async () => {
    const { player } = await approvablePlayer();
    const staff = await reviewer();
    const res = await decide(staff.cookie, player.id, { status: 'rejected', note: 'Fake ID' });
    expect(res.json()).toMatchObject({ kycStatus: 'rejected', pendingApproval: null });
  });
});

describe('concurrency', () => {
  it('two different reviewers confirming at once approve once', async () => {
    const { player, cookie: playerSession } = await approvablePlayer();
    const first = await reviewer('manager');
    expect((await decide(first.cookie, player.id, { status: 'approved' })).statusCode).toBe(200);
    const [a, b] = [await reviewer('admin'), await reviewer('gre')];
    const socket = await connectSocket(baseUrl, playerSession);
    let results: Awaited<ReturnType<typeof decide>>[];
    const statuses: unknown[] = [];
    try {
      socket.on('kyc_status_updated', (payload: { kycStatus: string }) => statuses.push(payload.kycStatus));
      results = await Promise.all([
        decide(a.cookie, player.id, { status: 'approved', confirm: true }),
        decide(b.cookie, player.id, { status: 'approved', confirm: true }),
      ]);
      await receivesWithin(socket, 'kyc_status_updated', 700);
    } finally {
      socket.close();
    }
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('This player is already approved.');
    expect(await auditsOf(player.id, 'kyc.approved')).toHaveLength(1);
    expect(statuses).toEqual(['approved']);
    expect((await playerRow(player.id)).kycStatus).toBe('approved');
  });

  it('two first approvals at once leave one pending approval', async () => {
    const { player } = await approvablePlayer();
    const [a, b] = [await reviewer('admin'), await reviewer('gre')];
    const results = await Promise.all([
      decide(a.cookie, player.id, { status: 'approved' }),
      decide(b.cookie, player.id, { status: 'approved' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const row = await playerRow(player.id);
    expect(row.kycStatus).toBe('submitted');
    expect(row.kycFirstApprovedBy).toBe(winner.pendingApproval.staffId);
    expect(await auditsOf(player.id, 'kyc.first_approval')).toHaveLength(1);
  });
});

describe('turning the setting off (decision 095)', () => {
  it('approves no one by itself; the pending approval is then confirmed by anyone, the first reviewer included', async () => {
    const { player } = await approvablePlayer();
    const first = await reviewer('manager');
    expect((await decide(first.cookie, player.id, { status: 'approved' })).statusCode).toBe(200);
    await setSecondReviewer(false);
    expect(await playerRow(player.id)).toMatchObject({ kycStatus: 'submitted', kycFirstApprovedBy: first.member.id });
    const res = await decide(first.cookie, player.id, { status: 'approved', confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kycStatus: 'approved', pendingApproval: null });
  });

  it('off: one approval approves at once', async () => {
    await setSecondReviewer(false);
    const { player } = await approvablePlayer();
    const staff = await reviewer();
    const res = await decide(staff.cookie, player.id, { status: 'approved' });
    expect(res.json()).toMatchObject({ kycStatus: 'approved', pendingApproval: null });
    expect(await auditsOf(player.id, 'kyc.first_approval')).toHaveLength(0);
  });
});

describe('roles', () => {
  it('a cashier cannot confirm (403), a visitor gets 401; every KYC role may confirm', async () => {
    const { player } = await approvablePlayer();
    const first = await reviewer('super_admin');
    expect((await decide(first.cookie, player.id, { status: 'approved' })).statusCode).toBe(200);
    const cashier = await reviewer('cashier');
    expect((await decide(cashier.cookie, player.id, { status: 'approved', confirm: true })).statusCode).toBe(403);
    expect((await decide('', player.id, { status: 'approved', confirm: true })).statusCode).toBe(401);
    expect((await playerRow(player.id)).kycStatus).toBe('submitted');
  });

  it.each(REVIEWERS)('%s may give the first approval and confirm another reviewer’s', async (role) => {
    const { player } = await approvablePlayer();
    const mine = await reviewer(role);
    const other = await reviewer(role === 'gre' ? 'manager' : 'gre');
    expect((await decide(mine.cookie, player.id, { status: 'approved' })).statusCode).toBe(200);
    const res = await decide(other.cookie, player.id, { status: 'approved', confirm: true });
    expect(res.json()).toMatchObject({ kycStatus: 'approved' });

    const next = await approvablePlayer();
    expect((await decide(other.cookie, next.player.id, { status: 'approved' })).statusCode).toBe(200);
    const confirmed = await decide(mine.cookie, next.player.id, { status: 'approved', confirm: true });
    expect(confirmed.json()).toMatchObject({ kycStatus: 'approved' });
  });
});

describe('every KYC desk hears approval 1 of 2', () => {
  it('reaches exactly the KYC roles’ consoles, and not the player', async () => {
    const { player, cookie: playerSession } = await approvablePlayer();
    const sockets = new Map<StaffRole, Socket>();
    for (const role of STAFF_ROLES) {
      const member = await createStaff(db(), role);
      sockets.set(role, await connectSocket(baseUrl, await staffCookie(db(), member.id)));
    }
    const playerSocket = await connectSocket(baseUrl, playerSession);
    try {
      const heard = STAFF_ROLES.map((role) =>
        (REVIEWERS as readonly string[]).includes(role)
          ? nextEvent(sockets.get(role)!, 'kyc_approval_pending').then((payload) => ({ role, payload }))
          : receivesWithin(sockets.get(role)!, 'kyc_approval_pending', 700).then((got) => ({ role, got })),
      );
      const playerHears = receivesWithin(playerSocket, 'kyc_approval_pending', 700);
      const first = await reviewer('gre');
      expect((await decide(first.cookie, player.id, { status: 'approved' })).statusCode).toBe(200);
      for (const result of await Promise.all(heard)) {
        if ('got' in result) expect(result.got, `${result.role} must not hear it`).toBe(false);
        else
          expect(result.payload).toEqual({
            playerId: player.id,
            pendingApproval: { staffId: first.member.id, staffName: first.member.name, approvedAt: expect.any(String) },
          });
      }
      expect(await playerHears).toBe(false);
    } finally {
      for (const socket of sockets.values()) socket.close();
      playerSocket.close();
    }
  });
});

describe('the club setting kycSecondReviewer', () => {
  const settingsUrl = '/api/staff/club/settings';

  it('is off by default, changed by a super admin (audited, every console told), and validated', async () => {
    await setSecondReviewer(false);
    const superAdmin = await reviewer('super_admin');
    const read = await t.app.inject({ url: settingsUrl, headers: { cookie: superAdmin.cookie } });
    expect(read.json()).toMatchObject({ kycSecondReviewer: false });

    const wrong = await t.app.inject({
      method: 'PATCH',
      url: settingsUrl,
      headers: { cookie: superAdmin.cookie },
      payload: { kycSecondReviewer: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Say true or false: does a KYC approval need a second reviewer?');

    const manager = await reviewer('manager');
    const refused = await t.app.inject({
      method: 'PATCH',
      url: settingsUrl,
      headers: { cookie: manager.cookie },
      payload: { kycSecondReviewer: true },
    });
    expect(refused.statusCode).toBe(403);

    const socket = await connectSocket(baseUrl, manager.cookie);
    try {
      const heard = nextEvent<{ kycSecondReviewer: boolean }>(socket, 'club_settings_updated');
      const res = await t.app.inject({
        method: 'PATCH',
        url: settingsUrl,
        headers: { cookie: superAdmin.cookie },
        payload: { kycSecondReviewer: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ kycSecondReviewer: true });
      expect((await heard).kycSecondReviewer).toBe(true);
    } finally {
      socket.close();
    }
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.update_settings'), eq(auditLog.staffId, superAdmin.member.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { kycSecondReviewer: false }, after: { kycSecondReviewer: true } });
  });
});

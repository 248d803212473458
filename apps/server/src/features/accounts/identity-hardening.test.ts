import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { fileApprovedKyc, freshPan, upload, uploadBody } from '../../../test/kyc';
import { auditLog, players, playerActivity } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const db = () => t.app.database.db;

async function approvedPlayer() {
  const player = await createPlayer(db(), { kycStatus: 'approved', panCardNumber: freshPan() });
  return { ...player, cookie: await playerCookie(db(), player.id) };
}
const reviewer = async () => staffCookie(db(), (await createStaff(db(), 'manager')).id);
const setPan = (playerId: number, cookie: string, panCardNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/players/${playerId}/pan-card`,
    headers: { cookie },
    payload: { panCardNumber },
  });
const updateProfile = (player: { id: number; cookie: string; phone: string }, body: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/players/${player.id}`,
    headers: { cookie: player.cookie },
    payload: { firstName: 'Test', lastName: 'Player', phone: player.phone, ...body },
  });
const currentRow = async (playerId: number) => (await db().select().from(players).where(eq(players.id, playerId)))[0]!;

describe('identity changes after KYC approval (decision 007)', () => {
  it('keeps the verified PAN in force and queues a new one for review', async () => {
    const player = await approvedPlayer();
    const newPan = freshPan();
    const answer = await setPan(player.id, player.cookie, newPan);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ panCardNumber: player.panCardNumber, pendingReview: true });
    expect((await currentRow(player.id)).panCardNumber).toBe(player.panCardNumber);

    const queue = await t.app.inject({ url: '/api/staff/kyc/change-requests', headers: { cookie: await reviewer() } });
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        playerId: player.id,
        old: expect.objectContaining({ panCardNumber: player.panCardNumber }),
        new: expect.objectContaining({ panCardNumber: newPan }),
      }),
    );
  });

  it('keeps the legal name in force and queues a new one; a phone change is saved and audited', async () => {
    const player = await approvedPlayer();
    const phone = String(8_000_000_000 + player.id);
    const answer = await updateProfile(player, { firstName: 'Renamed', lastName: 'Person', phone });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      firstName: player.firstName,
      lastName: player.lastName,
      phone,
      pendingIdentityChange: { firstName: 'Renamed', lastName: 'Person' },
    });
    expect(answer.json().message).toMatch(/review/);
    const row = await currentRow(player.id);
    expect([row.firstName, row.lastName, row.phone]).toEqual([player.firstName, player.lastName, phone]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.playerId, player.id), eq(auditLog.action, 'players.phone_changed')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toEqual({ phone: player.phone });
    expect(audits[0]!.after).toEqual({ phone });
  });

  it('saves name and PAN directly before approval', async () => {
    const player = await createPlayer(db(), { kycStatus: 'pending' });
    const cookie = await playerCookie(db(), player.id, 'onboarding');
    const pan = freshPan();
    expect((await setPan(player.id, cookie, pan)).json()).toMatchObject({ panCardNumber: pan, pendingReview: false });
    const named = await updateProfile({ ...player, cookie }, { firstName: 'New', lastName: 'Name' });
    expect(named.json()).toMatchObject({ firstName: 'New', lastName: 'Name', pendingIdentityChange: null });
  });

  it('applies an approved change, audits it, and keeps the old PAN reserved to the player', async () => {
    const player = await approvedPlayer();
    const oldPan = player.panCardNumber!;
    const newPan = freshPan();
    await setPan(player.id, player.cookie, newPan);
    await updateProfile(player, { firstName: 'Asha', lastName: 'Rao' });
    const staff = await reviewer();
    const [pending] = (await t.app.inject({ url: '/api/staff/kyc/change-requests', headers: { cookie: staff } }))
      .json()
      .filter((c: { playerId: number }) => c.playerId === player.id);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/staff/kyc/change-requests/${pending.id}/approve`,
      headers: { cookie: staff },
      payload: { note: 'Matches the new card' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      new: { firstName: 'Asha', lastName: 'Rao', panCardNumber: newPan },
    });
    const row = await currentRow(player.id);
    expect([row.firstName, row.lastName, row.panCardNumber]).toEqual(['Asha', 'Rao', newPan]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'kyc.identity_change_approved'));
    expect(audits.some((a) => a.playerId === player.id)).toBe(true);

    // The freed PAN cannot be taken by another account.
    const other = await createPlayer(db(), { kycStatus: 'pending' });
    const taken = await setPan(other.id, await playerCookie(db(), other.id, 'onboarding'), oldPan);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PAN_ALREADY_EXISTS' });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/staff/kyc/change-requests/${pending.id}/reject`,
      headers: { cookie: staff },
      payload: { note: null },
    });
    expect(again.statusCode).toBe(409);
  });

  it('leaves the old values after a rejected change', async () => {
    const player = await approvedPlayer();
    await updateProfile(player, { firstName: 'Not', lastName: 'Me' });
    const staff = await reviewer();
    const [pending] = (await t.app.inject({ url: '/api/staff/kyc/change-requests', headers: { cookie: staff } }))
      .json()
      .filter((c: { playerId: number }) => c.playerId === player.id);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/staff/kyc/change-requests/${pending.id}/reject`,
      headers: { cookie: staff },
      payload: { note: 'The name does not match the ID' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'The name does not match the ID' });
    expect((await currentRow(player.id)).firstName).toBe(player.firstName);
  });

  it('refuses the change-request desk to a cashier (403) and to players (401)', async () => {
    const cashier = await staffCookie(db(), (await createStaff(db(), 'cashier')).id);
    expect(
      (await t.app.inject({ url: '/api/staff/kyc/change-requests', headers: { cookie: cashier } })).statusCode,
    ).toBe(403);
    const player = await approvedPlayer();
    expect(
      (await t.app.inject({ url: '/api/staff/kyc/change-requests', headers: { cookie: player.cookie } })).statusCode,
    ).toBe(401);
  });

  it('reserves a PAN at KYC approval: another account cannot take it afterwards', async () => {
    const pan = freshPan();
    const player = await createPlayer(db(), { kycStatus: 'submitted' });
    await fileApprovedKyc(db(), player.id, pan);
    const staff = await reviewer();
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/staff/kyc/players/${player.id}`,
      headers: { cookie: staff },
      payload: { status: 'approved', note: null },
    });
    expect(decided.statusCode).toBe(200);
    // Even if the PAN left the player's row (as through an approved change), it stays theirs.
    await db().update(players).set({ panCardNumber: null }).where(eq(players.id, player.id));
    const other = await createPlayer(db(), { kycStatus: 'pending' });
    const taken = await setPan(other.id, await playerCookie(db(), other.id, 'onboarding'), pan);
    expect(taken.json()).toMatchObject({ code: 'PAN_ALREADY_EXISTS' });
  });
});

describe('documents cannot be probed', () => {
  it("answers another player's document and a missing one alike: 404", async () => {
    const owner = await createPlayer(db(), { kycStatus: 'pending' });
    const created = await upload(t.app, await playerCookie(db(), owner.id, 'onboarding'), uploadBody(owner.id));
    const documentId = created.json().document.id;
    const stranger = await createPlayer(db());
    const cookie = await playerCookie(db(), stranger.id);
    const theirs = await t.app.inject({ url: `/api/documents/view/${documentId}`, headers: { cookie } });
    const missing = await t.app.inject({ url: `/api/documents/view/${documentId + 100_000}`, headers: { cookie } });
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    // A cashier (no KYC permission) learns no more than a stranger.
    const cashier = await staffCookie(db(), (await createStaff(db(), 'cashier')).id);
    expect(
      (await t.app.inject({ url: `/api/documents/view/${documentId}`, headers: { cookie: cashier } })).statusCode,
    ).toBe(404);
    const owned = await t.app.inject({
      url: `/api/documents/view/${documentId}`,
      headers: { cookie: await playerCookie(db(), owner.id, 'onboarding') },
    });
    expect(owned.statusCode).toBe(200);
  });
});

describe('POST /api/auth/log-activity', () => {
  it("stores the session's player and e-mail whatever the body names, and only known actions", async () => {
    const player = await createPlayer(db());
    const victim = await createPlayer(db());
    const cookie = await playerCookie(db(), player.id);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/log-activity',
      headers: { cookie },
      payload: { action: 'logout', email: victim.email, userId: victim.id },
    });
    expect(forged.statusCode).toBe(200);
    const rows = await db().select().from(playerActivity).where(eq(playerActivity.playerId, player.id));
    expect(rows.map((r) => [r.action, r.email])).toEqual([['logout', player.email]]);
    expect(await db().select().from(playerActivity).where(eq(playerActivity.email, victim.email))).toHaveLength(0);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/log-activity',
      headers: { cookie },
      payload: { action: 'admin_granted' },
    });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/log-activity',
      payload: { action: 'logout' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/players/validate', () => {
  it('answers 60 checks per 5 minutes from one address, then 429 with Retry-After', async () => {
    const app = await createTestApp();
    try {
      const check = (i: number) =>
        app.app.inject({
          method: 'POST',
          url: '/api/players/validate',
          remoteAddress: '198.51.100.60',
          payload: { field: 'email', value: `probe-${i}@club.test` },
        });
      for (let i = 0; i < 60; i++) expect((await check(i)).statusCode).toBe(200);
      const refused = await check(60);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('has a lower ceiling per signed-in session (30), whatever the address', async () => {
    const player = await createPlayer(db());
    const cookie = await playerCookie(db(), player.id);
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/players/validate',
        remoteAddress: `198.51.100.${100 + (i % 50)}`,
        headers: { cookie },
        payload: { field: 'nickname', value: `probe${i}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /api/players/validate answers alike for a taken value and a free one', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  let address = 0;
  // A fresh address per check keeps every request under the 60-per-address limit; no cookie, no session limit.
  const check = (field: string, value: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/players/validate',
      remoteAddress: `10.77.${(++address >> 8) & 255}.${address & 255}`,
      payload: { field, value },
    });

  it('takes alike time for an existing e-mail, phone and nickname and a free one, and the bodies differ only in exists', async () => {
    const taken = await createPlayer(db());
    const values = {
      email: { taken: taken.email.toUpperCase(), free: (i: number) => `free-${i}-${taken.email}` },
      phone: { taken: taken.phone, free: (i: number) => String(7_000_000_000 + i) },
      nickname: { taken: taken.nickname.toUpperCase(), free: (i: number) => `free${i}${taken.nickname}` },
    };
    const ROUNDS = 60;
    const WARM_UP = 10;
    // What a real difference costs here: one indexed lookup of the same kind the check makes (a skipped query).
    const lookup: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await db()
        .select({ id: players.id })
        .from(players)
        .where(eq(players.email, `nobody-${i}@club.test`))
        .limit(1);
      lookup.push(performance.now() - started);
    }
    const queryCost = median(lookup.slice(WARM_UP));
    // One measurement: rounds of a taken and a free check back to back (the order alternating), and the
    // median of each round's difference. Paired, a burst of load on the machine falls on both halves of a
    // round and cancels; a real difference (a skipped query) is in every round.
    const measure = async (field: string, takenValue: string, free: (i: number) => string) => {
      const differences: number[] = [];
      const times = { taken: [] as number[], free: [] as number[] };
      for (let i = 0; i < ROUNDS + WARM_UP; i++) {
        const order = i % 2 ? (['taken', 'free'] as const) : (['free', 'taken'] as const);
        const took = { taken: 0, free: 0 };
        for (const kind of order) {
          const started = performance.now();
          const answer = await check(field, kind === 'taken' ? takenValue : free(i));
          took[kind] = performance.now() - started;
          expect(answer.statusCode).toBe(200);
          expect(answer.json()).toEqual({ exists: kind === 'taken' });
        }
        if (i < WARM_UP) continue;
        differences.push(took.taken - took.free);
        times.taken.push(took.taken);
        times.free.push(took.free);
      }
      return { taken: median(times.taken), free: median(times.free), difference: median(differences), queryCost };
    };
    const figures: Record<string, Array<Awaited<ReturnType<typeof measure>>>> = {};
    for (const [field, { taken: takenValue, free }] of Object.entries(values)) {
      // Alike: the median difference is under half the one lookup a shortcut for either kind would skip.
      // A noisy machine may blur one measurement; up to three are taken, and a real leak fails all three.
      figures[field] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const figure = await measure(field, takenValue, free);
        figures[field].push(figure);
        if (Math.abs(figure.difference) < queryCost / 2) break;
      }
    }
    console.info('players/validate medians (ms):', JSON.stringify(figures));
    for (const [field, measured] of Object.entries(figures)) {
      const last = measured.at(-1)?.difference ?? Number.POSITIVE_INFINITY;
      expect({ field, alike: Math.abs(last) < queryCost / 2 }).toEqual({ field, alike: true });
    }
    // The bodies and headers: the same status and header names, and bodies differing only in `exists`.
    const [yes, no] = [await check('email', taken.email), await check('email', `free-again-${taken.email}`)];
    expect(Object.keys(yes.headers).sort()).toEqual(Object.keys(no.headers).sort());
    expect([yes.body, no.body]).toEqual(['{"exists":true}', '{"exists":false}']);
  });
});

describe('indexes for the hot queries (migration 0003)', () => {
  it('has them', async () => {
    const result = await db().execute(sql`select indexname from pg_indexes where schemaname = 'public'`);
    const names = (result as unknown as { rows: Array<{ indexname: string }> }).rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'transactions_seat_idx',
        'seats_player_idx',
        'chat_sessions_player_idx',
        'chat_messages_player_idx',
        'players_kyc_status_idx',
        'food_orders_status_idx',
      ]),
    );
  });
});

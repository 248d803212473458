import { toPaise } from '@club/shared/money';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@club/shared/staff';
import type { TournamentClock } from '@club/shared/tournament-clock';
import type { PayoutTableView, TournamentPayouts } from '@club/shared/tournament-payouts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMatching, listeningTestApp } from '../../../../test/sockets';
import { signedInPlayer } from '../../../../test/tables';
import { createTournament, registerFundedPlayers } from '../../../../test/tournaments';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, tournamentPayoutTable } from '../../../db/schema';

// Issue 30: the club's payout table (super admin and admin edit it) and a tournament's payouts.
const t = listeningTestApp();
const TABLE_URL = '/api/staff/tournaments/payout-table';

const getTable = (cookie: string) => t.app.inject({ method: 'GET', url: TABLE_URL, headers: { cookie } });
const putTable = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: TABLE_URL, headers: { cookie }, payload: payload as object });
const getPayouts = (cookie: string, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/staff/tournaments/${id}/payouts`, headers: { cookie } });

const VALID = {
  ranges: [
    { minEntries: 2, maxEntries: 4, percents: [100] },
    { minEntries: 5, maxEntries: 8, percents: [62.5, 37.5] },
    { minEntries: 9, maxEntries: null, percents: [50, 30, 20] },
  ],
  roundingUnit: '500',
};

describe('the payout table', () => {
  it('starts with the defaults of decision 123, readable by the tournament roles and the cage', async () => {
    for (const role of STAFF_ROLES) {
      const staff = await signedInStaff(t.app, role);
      const res = await getTable(staff.cookie);
      if ((STAFF_PERMISSIONS.tournamentPayouts as readonly string[]).includes(role)) {
        expect(res.statusCode, role).toBe(200);
        expect(res.json<PayoutTableView>()).toMatchObject({ isDefault: true, roundingUnit: '100.00', updatedAt: null });
        expect(res.json<PayoutTableView>().ranges[0]).toEqual({ minEntries: 2, maxEntries: 5, percents: [100] });
      } else {
        expect(res.statusCode, role).toBe(403);
      }
    }
    const player = await signedInPlayer(t.app);
    expect([401, 403]).toContain((await getTable(player.cookie)).statusCode);
    expect((await t.app.inject({ method: 'GET', url: TABLE_URL })).statusCode).toBe(401);
  });

  it('is changed only by a super admin or an admin: the others get 403 before their body is read', async () => {
    for (const role of STAFF_ROLES) {
      const staff = await signedInStaff(t.app, role);
      const res = await putTable(staff.cookie, { ranges: 'not a table' });
      expect(res.statusCode, role).toBe(STAFF_PERMISSIONS.payoutTable.some((allowed) => allowed === role) ? 400 : 403);
    }
    const player = await signedInPlayer(t.app);
    expect([401, 403]).toContain((await putTable(player.cookie, VALID)).statusCode);
    expect(await t.app.database.db.select().from(tournamentPayoutTable)).toEqual([]);
  });

  it('refuses a table that breaks a rule with the rule in words, writing nothing', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const cases: Array<[unknown, string]> = [
      [
        {
          ...VALID,
          ranges: [
            { minEntries: 2, maxEntries: 4, percents: [100] },
            { ...VALID.ranges[2], minEntries: 6 },
          ],
        },
        'Entries 2–4: the next range must start at 5 entries',
      ],
      [
        { ...VALID, ranges: [{ minEntries: 2, maxEntries: null, percents: [40, 60] }] },
        'Entries 2+: a place cannot pay more than the place above it',
      ],
      [
        { ...VALID, ranges: [{ minEntries: 2, maxEntries: null, percents: [50, 40] }] },
        'Entries 2+: the places add up to 90%, not 100%',
      ],
      [
        { ...VALID, ranges: [{ minEntries: 2, maxEntries: null, percents: [60, 30, 10] }] },
        'Entries 2+: more places paid than the fewest entries',
      ],
      [
        { ...VALID, ranges: [{ minEntries: 2, maxEntries: 9, percents: [100] }] },
        'Entries 2–9: the last range has no upper end',
      ],
      [
        { ...VALID, ranges: [{ minEntries: 2, maxEntries: null, percents: [66.665, 33.335] }] },
        'A place’s share has at most two decimals',
      ],
      [{ ...VALID, roundingUnit: '100.50' }, 'The rounding unit is a whole number of rupees'],
      [{ ...VALID, roundingUnit: '20000' }, 'The rounding unit is at most ₹10,000'],
    ];
    for (const [body, message] of cases) {
      const res = await putTable(admin.cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ message: string }>().message, message).toContain(message);
    }
    expect(await t.app.database.db.select().from(tournamentPayoutTable)).toEqual([]);
    expect((await getTable(admin.cookie)).json<PayoutTableView>().isDefault).toBe(true);
  });

  it('saves a table, audits it, and pushes every open tournament’s clock with its new paid places', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const id = await createTournament(t.app, manager.cookie);
    await registerFundedPlayers(t.app, id, 9);
    const phone = await t.socketFor((await signedInPlayer(t.app)).cookie);
    // The entries' own clock pushes may still be arriving: the one to wait for pays the new table's places.
    const heard = eventMatching<TournamentClock>(
      phone,
      'tournament_clock',
      (clock) => clock.tournamentId === id && clock.paidPlaces.length === 3,
    );

    const superAdmin = await signedInStaff(t.app, 'super_admin');
    const res = await putTable(superAdmin.cookie, VALID);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PayoutTableView>()).toMatchObject({
      ranges: VALID.ranges,
      roundingUnit: '500.00',
      isDefault: false,
    });
    // 9 entries of ₹2,000 and ₹50,000 added: the third range, three places of a ₹68,000 pool in ₹500s,
    // what rounding leaves to first.
    expect((await heard).paidPlaces).toEqual([
      { place: 1, amount: '34500.00' },
      { place: 2, amount: '20000.00' },
      { place: 3, amount: '13500.00' },
    ]);
    const audits = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.payout_table.set'), eq(auditLog.staffId, superAdmin.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ roundingUnit: '500.00' });
  });
});

describe('a tournament’s payouts', () => {
  it('pays the range the entries fall in, rounded to the unit with the remainder to first, summing to the pool', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    expect((await putTable(admin.cookie, VALID)).statusCode).toBe(200);
    const manager = await signedInStaff(t.app, 'manager');
    const id = await createTournament(t.app, manager.cookie);
    const cashier = await signedInStaff(t.app, 'cashier');

    // Nobody in yet: the added money is first place's, nobody to bust before the money.
    const empty = (await getPayouts(cashier.cookie, id)).json<TournamentPayouts>();
    expect(empty).toMatchObject({
      entries: 0,
      prizePool: '50000.00',
      range: null,
      moreToTheMoney: 0,
      places: [{ place: 1, amount: '50000.00' }],
    });

    await registerFundedPlayers(t.app, id, 6);
    const res = await getPayouts(cashier.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    const payouts = res.json<TournamentPayouts>();
    expect(payouts).toMatchObject({
      tournamentId: id,
      prizePool: '62000.00',
      entries: 6,
      playersLeft: 6,
      roundingUnit: '500.00',
    });
    expect(payouts.range).toEqual({ minEntries: 5, maxEntries: 8 });
    expect(payouts.places.map((p) => p.place)).toEqual([1, 2]);
    const amounts = payouts.places.map((p) => toPaise(p.amount));
    expect(amounts.reduce((a, b) => a + b, 0n)).toBe(toPaise(payouts.prizePool));
    expect(amounts[1]! % 50_000n).toBe(0n);
    expect(amounts[0]!).toBeGreaterThanOrEqual(amounts[1]!);
    expect(payouts.moreToTheMoney).toBe(4);

    // The public clock carries the same places and the bubble.
    const clock = (await t.app.inject({ method: 'GET', url: `/api/tournaments/${id}/clock` })).json<TournamentClock>();
    expect(clock.paidPlaces).toEqual(payouts.places);
    expect(clock.moreToTheMoney).toBe(4);
  });

  it('moves with every entry: a registration pushes the clock with the new count and paid places', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const id = await createTournament(t.app, manager.cookie);
    await registerFundedPlayers(t.app, id, 4);
    const tv = await t.socketFor((await signedInPlayer(t.app)).cookie);
    const heard = eventMatching<TournamentClock>(
      tv,
      'tournament_clock',
      (clock) => clock.tournamentId === id && clock.entries === 5,
    );
    await registerFundedPlayers(t.app, id, 1);
    const pushed = await heard;
    expect(pushed).toMatchObject({ entries: 5, playersLeft: 5 });
    expect(pushed.paidPlaces).toEqual((await getPayouts(manager.cookie, id)).json<TournamentPayouts>().places);
  });

  it('is 404 for a tournament that does not exist, 403 for guest relations and the kitchen', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    expect((await getPayouts(admin.cookie, 999_999)).statusCode).toBe(404);
    const manager = await signedInStaff(t.app, 'manager');
    const id = await createTournament(t.app, manager.cookie);
    for (const role of ['gre', 'kitchen'] as const) {
      expect((await getPayouts((await signedInStaff(t.app, role)).cookie, id)).statusCode, role).toBe(403);
    }
  });
});

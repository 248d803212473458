import { randomUUID } from 'node:crypto';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@club/shared/staff';
import type { MySeatEvent, SeatingChange, TournamentSeating } from '@club/shared/tournament-seating';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, playerCookie } from '../../../../test/fixtures';
import { eventMatching, listeningTestApp, receivesWithin } from '../../../../test/sockets';
import { enterPaidUpPlayers, managedTournament } from '../../../../test/tournaments';
import { fundPlayer, signedInStaff } from '../../../../test/wallet';
import { auditLog, tournamentSeatDraws, tournamentTables } from '../../../db/schema';
import { breakTable } from './breaking';
import { drawSeats } from './draw';
import { drawFinalTable } from './final-table';
import { worstSeat } from './positions';
import type { SeatingState } from './seating-state';

// Issue 29, "Seats" (decision 132): the pure seating functions of decision 120 wired to storage, routes and pushes.

const t = listeningTestApp();
const db = () => t.app.database.db;

/** A tournament (upcoming, sample structure) run by a manager. */
async function newTournament() {
  const { id, manager } = await managedTournament(t.app);
  return { id, cookie: manager.cookie };
}

/** `n` players with a paid-up entry each (the money is the entries feature's, tested there). */
const enterPlayers = (id: number, n: number) => enterPaidUpPlayers(db(), id, n);

/** A tournament of `n` players with a paid-up entry each, drawn over tables 1 to `tables` of 9 seats. */
async function drawnTournament(n: number, tables: number) {
  const { id, cookie } = await newTournament();
  const players = await enterPlayers(id, n);
  const res = await draw(
    cookie,
    id,
    Array.from({ length: tables }, (_, index) => ({ number: index + 1, seats: 9 })),
  );
  expect(res.statusCode, res.body).toBe(200);
  return { id, cookie, players };
}

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const draw = (cookie: string, id: number, tables: { number: number; seats: number }[]) =>
  call(cookie, 'POST', `/api/staff/tournaments/${id}/draw`, { tables });
const seating = async (cookie: string, id: number) =>
  (await call(cookie, 'GET', `/api/staff/tournaments/${id}/seating`)).json<TournamentSeating>();
const patchTable = (cookie: string, id: number, number: number, body: object) =>
  call(cookie, 'PATCH', `/api/staff/tournaments/${id}/tables/${number}`, body);
const move = (cookie: string, id: number, body: object) =>
  call(cookie, 'POST', `/api/staff/tournaments/${id}/moves`, body);
const bust = (cookie: string, id: number, body: object) =>
  call(cookie, 'POST', `/api/staff/tournaments/${id}/eliminations`, body);

const sizes = (view: TournamentSeating) =>
  view.tables.filter((table) => !table.broken).map((table) => table.players.length);
const seatOf = (view: TournamentSeating, playerId: number) => {
  for (const table of view.tables) {
    const found = table.players.find((p) => p.playerId === playerId);
    if (found) return { table: table.number, seat: found.seat };
  }
  return null;
};
const toState = (view: TournamentSeating): SeatingState => ({
  tables: view.tables.map((table) => ({
    number: table.number,
    seats: table.seats,
    buttonSeat: table.buttonSeat,
    broken: table.broken,
    occupants: table.players.map((p) => ({ playerId: p.playerId, seat: p.seat })),
  })),
});

describe('the draw', () => {
  it('spreads every entered player evenly over the tables opened, stores and logs the seed, and replays from it', async () => {
    const { id, cookie } = await newTournament();
    const players = await enterPlayers(id, 20);
    const res = await draw(cookie, id, [
      { number: 1, seats: 9 },
      { number: 2, seats: 9 },
      { number: 3, seats: 9 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<SeatingChange>();
    expect(answer.seed).toMatch(/^[0-9a-f]{24}$/);
    expect(answer.moves).toHaveLength(20);
    expect(sizes(answer.seating).sort()).toEqual([6, 7, 7]);
    expect(answer.seating.counts).toMatchObject({ tables: 3, players: 20, seated: 20, unseated: 0, openSeats: 7 });

    const [logged] = await db().select().from(tournamentSeatDraws).where(eq(tournamentSeatDraws.tournamentId, id));
    expect(logged).toMatchObject({ kind: 'draw', seed: answer.seed });
    const stored = await db().select().from(tournamentTables).where(eq(tournamentTables.tournamentId, id));
    expect(stored.map((table) => table.seed)).toEqual([answer.seed, answer.seed, answer.seed]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.seating.draw'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ seed: answer.seed, seated: 20 });

    // The same seed gives the same seats, whatever order the players come in.
    const replay = drawSeats(
      [...players].reverse(),
      [3, 2, 1].map((number) => ({ number, seats: 9 })),
      answer.seed as string,
    );
    if (!replay.ok) throw new Error(replay.error.message);
    for (const seat of replay.seatings)
      expect(seatOf(answer.seating, seat.playerId)).toEqual({ table: seat.table, seat: seat.seat });

    // Nobody left to draw.
    const again = await draw(cookie, id, []);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Every player entered has a seat: nobody to draw');
  });

  it('refuses tables it cannot use, with the reason', async () => {
    const { id, cookie } = await newTournament();
    await enterPlayers(id, 5);
    const cases: [object[], number, string][] = [
      [[{ number: 1, seats: 11 }], 400, 'A table seats 2 to 10 players (body.tables.0.seats)'],
      [[{ number: 0, seats: 9 }], 400, 'A table number is a whole number from 1 (body.tables.0.number)'],
      [[], 400, 'Open at least one table for the draw'],
      [
        [
          { number: 1, seats: 9 },
          { number: 1, seats: 6 },
        ],
        400,
        'Table 1 is listed twice',
      ],
      [[{ number: 1, seats: 2 }], 409, '5 players do not fit the 2 seats of the tables opened'],
    ];
    for (const [tables, status, message] of cases) {
      const res = await call(cookie, 'POST', `/api/staff/tournaments/${id}/draw`, { tables });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    expect((await draw(cookie, 99_999_999, [{ number: 1, seats: 9 }])).statusCode).toBe(404);
  });

  it('seats a late entry at a table with the fewest players, and the phone shows it', async () => {
    const { id, cookie } = await drawnTournament(13, 2);
    const before = await seating(cookie, id);
    const short = before.tables.find((table) => table.players.length === 6)?.number;
    const late = await createPlayer(db());
    await fundPlayer(t.app, late.id, '5000');
    const cookieOfLate = await playerCookie(db(), late.id);
    const phone = await t.socketFor(cookieOfLate);
    const seated = eventMatching<MySeatEvent>(phone, 'tournament_my_seat', (e) => e.tournamentId === id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${id}/entries`,
      headers: { cookie: cookieOfLate, 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const notice = await seated;
    expect(notice).toMatchObject({ kind: 'late', table: short, from: null });
    const after = await seating(cookie, id);
    expect(sizes(after)).toEqual([7, 7]);
    const me = await t.app.inject({ url: `/api/tournaments/${id}/me`, headers: { cookie: cookieOfLate } });
    expect(me.json()).toMatchObject({ table: notice.table, seat: notice.seat, place: null });
    const [log] = await db()
      .select()
      .from(tournamentSeatDraws)
      .where(and(eq(tournamentSeatDraws.tournamentId, id), eq(tournamentSeatDraws.kind, 'late')));
    expect(log?.seatings).toEqual([{ playerId: late.id, table: notice.table, seat: notice.seat }]);
  });
});

describe('balancing, halting and breaking', () => {
  /** 18 players on two tables of 9, every seat taken, buttons at seat 1. */
  async function fullTwoTables() {
    const { id, cookie, players } = await drawnTournament(18, 2);
    for (const number of [1, 2]) expect((await patchTable(cookie, id, number, { buttonSeat: 1 })).statusCode).toBe(200);
    return { id, cookie, players };
  }
  const playerAt = (view: TournamentSeating, table: number, seat: number) =>
    view.tables.find((x) => x.number === table)?.players.find((p) => p.seat === seat)?.playerId as number;

  it('names the player who would be big blind next at the fullest table as the mover, to the worst seat; halts at 3 short', async () => {
    const { id, cookie } = await fullTwoTables();
    let view = await seating(cookie, id);
    // Table 1 loses two players (seats 5 and 6): short by 2 with two tables running, more than the threshold 1.
    for (const seat of [5, 6])
      expect((await bust(cookie, id, { playerId: playerAt(view, 1, seat) })).statusCode).toBe(200);
    view = await seating(cookie, id);
    expect(view.threshold).toBe(1);
    expect(view.halted).toEqual([]);
    // The button of table 2 is at seat 1: blinds at 2 and 3, so the next big blind is seat 4.
    const [first] = view.suggestedMoves;
    const table1 = toState(view).tables.find((x) => x.number === 1);
    expect(first).toMatchObject({ playerId: playerAt(view, 2, 4), from: { table: 2, seat: 4 }, to: { table: 1 } });
    expect(first?.to.seat).toBe(table1 ? worstSeat(table1) : -1);
    // Button 1 at table 1: blinds at 2 and 3; the first empty seat after the big blind is 5.
    expect(first?.to.seat).toBe(5);

    // A third bust: table 1 is 3 short of table 2 and halts (TDA 11-D).
    expect((await bust(cookie, id, { playerId: playerAt(view, 1, 9) })).statusCode).toBe(200);
    view = await seating(cookie, id);
    expect(view.halted).toEqual([1]);
    expect(view.tables.find((x) => x.number === 1)?.halted).toBe(true);

    // Applying the suggested moves balances the tables and clears the halt; the moved player's phone hears it.
    const moverId = view.suggestedMoves[0]?.playerId as number;
    const mover = await t.socketFor(await playerCookie(db(), moverId));
    const bystander = await t.socketFor(await playerCookie(db(), playerAt(view, 2, 9)));
    const heard = eventMatching<MySeatEvent>(mover, 'tournament_my_seat', (e) => e.tournamentId === id);
    const bystanderHears = receivesWithin(bystander, 'tournament_my_seat', 800);
    const applied = await move(cookie, id, { apply: 'suggested' });
    expect(applied.statusCode, applied.body).toBe(200);
    const result = applied.json<SeatingChange>();
    expect(result.moves.length).toBe(view.suggestedMoves.length);
    expect(sizes(result.seating)).toEqual([7, 8]);
    expect(result.seating.halted).toEqual([]);
    expect(result.seating.suggestedMoves).toEqual([]);
    expect(await heard).toMatchObject({ kind: 'move', from: { table: 2, seat: 4 }, table: 1, seat: 5 });
    expect(await bystanderHears).toBe(false);
    const balanced = await move(cookie, id, { apply: 'suggested' });
    expect(balanced.statusCode).toBe(409);
    expect(balanced.json().message).toBe('The tables are balanced: no move is suggested');
  });

  it('asks for the button before naming a mover', async () => {
    const { id, cookie } = await drawnTournament(18, 2);
    let view = await seating(cookie, id);
    for (const seat of [1, 2]) await bust(cookie, id, { playerId: playerAt(view, 1, seat) });
    view = await seating(cookie, id);
    expect(view.suggestedMoves).toEqual([]);
    expect(view.buttonNeeded).toEqual([2]);
    const res = await move(cookie, id, { apply: 'suggested' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Set the button at table 2 first: the mover is counted from it');
    const wrong = await patchTable(cookie, id, 2, { buttonSeat: 10 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Table 2 has 9 seats: the button is at seat 1 to 9');
  });

  it('breaks a table: its players redrawn over the open seats with a stored seed, the TV lists the moves', async () => {
    const { id, cookie } = await drawnTournament(18, 3);
    const before = await seating(cookie, id);
    expect(before.suggestion).toEqual({ kind: 'break', table: 3 });
    const manager = await signedInStaff(t.app, 'manager');
    const created = await call(manager.cookie, 'POST', '/api/staff/displays', { name: `TV ${id}` });
    const tv = await t.socketFor('', { displayKey: created.json<{ key: string }>().key });
    const tvHears = eventMatching<{ tournamentId: number; moves: unknown[]; kind: string }>(
      tv,
      'tournament_moves',
      (e) => e.tournamentId === id,
    );
    const res = await patchTable(cookie, id, 3, { broken: true });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<SeatingChange>();
    expect(answer.seating.tables.find((x) => x.number === 3)).toMatchObject({ broken: true, players: [] });
    expect(sizes(answer.seating)).toEqual([9, 9]);
    const replay = breakTable(toState(before), 3, answer.seed as string);
    if (!replay.ok) throw new Error(replay.error.message);
    expect(answer.moves.map(({ playerId, from, to }) => ({ playerId, from, to }))).toEqual(replay.moves);
    const [logged] = await db()
      .select()
      .from(tournamentSeatDraws)
      .where(and(eq(tournamentSeatDraws.tournamentId, id), eq(tournamentSeatDraws.kind, 'break')));
    expect(logged).toMatchObject({ seed: answer.seed, tableNumber: 3 });
    const shown = await tvHears;
    expect(shown).toMatchObject({ kind: 'break' });
    expect(shown.moves).toHaveLength(6);
    const again = await patchTable(cookie, id, 3, { broken: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Table 3 is already broken');
  });

  it('moves one player to the open seat the floor chooses, and refuses a taken or missing seat', async () => {
    const { id, cookie, players } = await drawnTournament(10, 2);
    const view = await seating(cookie, id);
    const who = players[0] as number;
    const from = seatOf(view, who);
    const table = view.tables.find((x) => x.number !== from?.table);
    const open = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((s) => !table?.players.some((p) => p.seat === s)) as number;
    const taken = table?.players[0]?.seat as number;
    const phone = await t.socketFor(await playerCookie(db(), who));
    const heard = eventMatching<MySeatEvent>(phone, 'tournament_my_seat', (e) => e.tournamentId === id);
    const res = await move(cookie, id, { playerId: who, table: table?.number, seat: open });
    expect(res.statusCode, res.body).toBe(200);
    expect(seatOf(res.json<SeatingChange>().seating, who)).toEqual({ table: table?.number, seat: open });
    expect(await heard).toMatchObject({ kind: 'move', from, table: table?.number, seat: open });
    const refused = await move(cookie, id, { playerId: who, table: table?.number, seat: taken });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message: `Table ${table?.number}, seat ${taken} is taken`,
    });
    expect((await move(cookie, id, { playerId: who, table: 7, seat: 1 })).statusCode).toBe(404);
    expect((await move(cookie, id, { playerId: who, table: 1, seat: 10 })).json().message).toBe('Table 1 has 9 seats');
    expect((await move(cookie, id, { playerId: who })).json().message).toBe(
      'Send { playerId, table, seat } or { "apply": "suggested" } (body)',
    );
  });
});

describe('the final table (RP-9)', () => {
  it('redraws every player left over the table named, breaks the others and leaves the button to be drawn', async () => {
    const { id, cookie } = await drawnTournament(8, 2);
    expect((await patchTable(cookie, id, 1, { buttonSeat: 3 })).statusCode).toBe(200);
    const before = await seating(cookie, id);
    expect(before.suggestion).toEqual({ kind: 'final_table', size: 9 });
    const wrong = await call(cookie, 'POST', `/api/staff/tournaments/${id}/draw`, {
      tables: [],
      finalTable: { number: 1, seats: 8 },
    });
    expect({ status: wrong.statusCode, message: wrong.json().message }).toEqual({
      status: 400,
      message: 'Table 1 has 9 seats',
    });
    const res = await call(cookie, 'POST', `/api/staff/tournaments/${id}/draw`, {
      tables: [],
      finalTable: { number: 1, seats: 9 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<SeatingChange>();
    expect(answer.seating.tables.find((x) => x.number === 2)).toMatchObject({ broken: true, players: [] });
    expect(answer.seating.tables.find((x) => x.number === 1)).toMatchObject({ buttonSeat: null });
    expect(sizes(answer.seating)).toEqual([8]);
    const replay = drawFinalTable(toState(before), { number: 1, seats: 9 }, answer.seed as string);
    if (!replay.ok) throw new Error(replay.error.message);
    for (const m of replay.moves) expect(seatOf(answer.seating, m.playerId)).toEqual(m.to);
    const [logged] = await db()
      .select()
      .from(tournamentSeatDraws)
      .where(and(eq(tournamentSeatDraws.tournamentId, id), eq(tournamentSeatDraws.kind, 'final')));
    expect(logged).toMatchObject({ seed: answer.seed, tableNumber: 1 });
  });
});

describe('who may seat', () => {
  it('lets the roles that run tournaments in and refuses every other role before validating', async () => {
    const { id } = await newTournament();
    const allowed = STAFF_PERMISSIONS.content as readonly string[];
    for (const role of STAFF_ROLES) {
      const { cookie } = await signedInStaff(t.app, role);
      const answers = [
        (await call(cookie, 'POST', `/api/staff/tournaments/${id}/draw`, { tables: 'x' })).statusCode,
        (await call(cookie, 'GET', `/api/staff/tournaments/${id}/seating`)).statusCode,
        (await call(cookie, 'PATCH', `/api/staff/tournaments/${id}/tables/1`, { buttonSeat: 'x' })).statusCode,
        (await call(cookie, 'POST', `/api/staff/tournaments/${id}/moves`, { apply: 'x' })).statusCode,
        (await call(cookie, 'POST', `/api/staff/tournaments/${id}/eliminations`, { playerId: 'x' })).statusCode,
        (await call(cookie, 'DELETE', `/api/staff/tournaments/${id}/eliminations/1`, { reason: '' })).statusCode,
      ];
      const expected = allowed.includes(role) ? [400, 200, 400, 400, 400, 400] : [403, 403, 403, 403, 403, 403];
      expect({ role, answers }).toEqual({ role, answers: expected });
    }
    const player = await createPlayer(db());
    const res = await call(await playerCookie(db(), player.id), 'GET', `/api/staff/tournaments/${id}/seating`);
    expect(res.statusCode).toBe(401);
  });
});

describe('socket delivery of a draw', () => {
  it('tells each seated player their own seat only, the consoles the seating, and nobody else', async () => {
    const { id, cookie } = await newTournament();
    const players = await enterPlayers(id, 4);
    const phones = await Promise.all(players.map(async (p) => t.socketFor(await playerCookie(db(), p))));
    const outsider = await t.socketFor(await playerCookie(db(), (await createPlayer(db())).id));
    const console_ = await t.socketFor(cookie, { as: 'staff' });
    const cashier = await signedInStaff(t.app, 'cashier');
    const cage = await t.socketFor(cashier.cookie, { as: 'staff' });
    const heard = phones.map((phone) =>
      eventMatching<MySeatEvent>(phone, 'tournament_my_seat', (e) => e.tournamentId === id),
    );
    const consoleHears = eventMatching<TournamentSeating>(console_, 'tournament_seating', (e) => e.tournamentId === id);
    const outsiderHears = receivesWithin(outsider, 'tournament_my_seat', 800);
    const cageHears = receivesWithin(cage, 'tournament_seating', 800);
    const res = await draw(cookie, id, [{ number: 5, seats: 6 }]);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<SeatingChange>().seating;
    const notices = await Promise.all(heard);
    players.forEach((playerId, i) => {
      expect(notices[i]).toMatchObject({ kind: 'draw', from: null, ...seatOf(view, playerId) });
    });
    expect((await consoleHears).counts.seated).toBe(4);
    expect(await outsiderHears).toBe(false);
    expect(await cageHears).toBe(false);
  });
});

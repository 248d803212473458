import { randomUUID } from 'node:crypto';
import type { TournamentClock } from '@club/shared/tournament-clock';
import type { MyTournamentEntry } from '@club/shared/tournament-entries';
import type { MySeatEvent, SeatingChange, TournamentSeating } from '@club/shared/tournament-seating';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, playerCookie } from '../../../../test/fixtures';
import { eventMatching, listeningTestApp } from '../../../../test/sockets';
import { clockAction, createTournament, putStructure, sampleStructure } from '../../../../test/tournaments';
import { fundPlayer, signedInStaff } from '../../../../test/wallet';
import { auditLog, tournamentEntries } from '../../../db/schema';

// Issue 29, "Eliminations" (decision 132): a bust's place, shared in a hand-for-hand hand, undone with a reason.

const t = listeningTestApp();
const db = () => t.app.database.db;

/** A tournament with `n` players who entered through the phone's route (paid from their balance), drawn over 2 tables. */
async function drawnTournament(n: number) {
  const manager = await signedInStaff(t.app, 'manager');
  const id = await createTournament(t.app, manager.cookie);
  expect((await putStructure(t.app, manager.cookie, id, sampleStructure())).statusCode).toBe(200);
  const players: { id: number; cookie: string }[] = [];
  for (let i = 0; i < n; i += 1) {
    const row = await createPlayer(db(), { firstName: `B${i}`, lastName: `Bust${i}` });
    await fundPlayer(t.app, row.id, '10000');
    const cookie = await playerCookie(db(), row.id);
    const res = await enter(cookie, id, 'entry');
    expect(res.statusCode, res.body).toBe(200);
    players.push({ id: row.id, cookie });
  }
  const draw = await call(manager.cookie, 'POST', `/api/staff/tournaments/${id}/draw`, {
    tables: [
      { number: 1, seats: 9 },
      { number: 2, seats: 9 },
    ],
  });
  expect(draw.statusCode, draw.body).toBe(200);
  return { id, cookie: manager.cookie, players };
}

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const enter = (cookie: string, id: number, kind: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/entries`,
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { kind },
  });
const bust = (cookie: string, id: number, body: object) =>
  call(cookie, 'POST', `/api/staff/tournaments/${id}/eliminations`, body);
const undo = (cookie: string, id: number, playerId: number, reason: string) =>
  call(cookie, 'DELETE', `/api/staff/tournaments/${id}/eliminations/${playerId}`, { reason });
const me = async (cookie: string, id: number) =>
  (await t.app.inject({ url: `/api/tournaments/${id}/me`, headers: { cookie } })).json<MyTournamentEntry>();
const clock = async (id: number) =>
  (await t.app.inject({ url: `/api/tournaments/${id}/clock` })).json<TournamentClock>();
const seatedIds = (view: TournamentSeating) => view.tables.flatMap((table) => table.players.map((p) => p.playerId));

describe('a bust', () => {
  it('places the player by the players left, frees the seat, busts the entry and updates the clock and the phone', async () => {
    const { id, cookie, players } = await drawnTournament(6);
    const [ana, ben] = players as [{ id: number; cookie: string }, { id: number; cookie: string }];
    expect((await me(ana.cookie, id)).table).not.toBeNull();
    expect((await clock(id)).playersLeft).toBe(6);
    const phone = await t.socketFor(ana.cookie);
    const told = eventMatching<MyTournamentEntry>(phone, 'tournament_my_entry', (e) => e.tournamentId === id);
    const res = await bust(cookie, id, { playerId: ana.id, eliminatorId: ben.id });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ elimination: { place: number; sharedPlaces: number[] }; seating: TournamentSeating }>();
    expect(answer.elimination).toMatchObject({ place: 6, sharedPlaces: [6], eliminatorId: ben.id });
    expect(seatedIds(answer.seating)).not.toContain(ana.id);
    expect(answer.seating.counts).toMatchObject({ players: 5, seated: 5 });
    expect(await told).toMatchObject({ status: 'busted', place: 6, table: null, seat: null });
    expect(await me(ana.cookie, id)).toMatchObject({ status: 'busted', place: 6, table: null });
    expect((await clock(id)).playersLeft).toBe(5);
    const [entry] = await db()
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.playerId, ana.id)));
    expect(entry?.status).toBe('busted');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.elimination'), eq(auditLog.playerId, ana.id)));
    expect(audits).toHaveLength(1);
    // The next bust takes the next place; a busted player cannot bust again.
    expect((await bust(cookie, id, { playerId: ben.id })).json().elimination.place).toBe(5);
    const again = await bust(cookie, id, { playerId: ana.id });
    expect(again.statusCode).toBe(404);
  });

  it('lets the busted player re-enter, into a seat drawn from the pool', async () => {
    const { id, cookie, players } = await drawnTournament(5);
    const [ana] = players as [{ id: number; cookie: string }];
    expect((await bust(cookie, id, { playerId: ana.id })).statusCode).toBe(200);
    const phone = await t.socketFor(ana.cookie);
    const seated = eventMatching<MySeatEvent>(phone, 'tournament_my_seat', (e) => e.tournamentId === id);
    const res = await enter(ana.cookie, id, 'reentry');
    expect(res.statusCode, res.body).toBe(200);
    const notice = await seated;
    expect(notice).toMatchObject({ kind: 'late', from: null });
    expect(await me(ana.cookie, id)).toMatchObject({
      status: 'active',
      place: null,
      table: notice.table,
      seat: notice.seat,
    });
  });

  it('refuses what makes no sense, with the reason', async () => {
    const { id, cookie, players } = await drawnTournament(3);
    const [ana, ben, cy] = players as [
      { id: number; cookie: string },
      { id: number; cookie: string },
      { id: number; cookie: string },
    ];
    const self = await bust(cookie, id, { playerId: ana.id, eliminatorId: ana.id });
    expect({ status: self.statusCode, message: self.json().message }).toEqual({
      status: 400,
      message: 'A player cannot eliminate themselves',
    });
    expect((await bust(cookie, id, { playerId: 99_999_999 })).statusCode).toBe(404);
    const notHfh = await bust(cookie, id, { playerId: ana.id, sameHand: true });
    expect({ status: notHfh.statusCode, message: notHfh.json().message }).toEqual({
      status: 409,
      message: 'Busts share a place only in hand-for-hand: turn hand-for-hand on first',
    });
    expect((await bust(cookie, id, { playerId: ana.id })).statusCode).toBe(200);
    expect((await bust(cookie, id, { playerId: ben.id })).statusCode).toBe(200);
    const last = await bust(cookie, id, { playerId: cy.id });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('The last player in cannot bust: one player must be left');
  });
});

describe('hand-for-hand and undo', () => {
  it('gives busts of one hand-for-hand hand the best of their places, and undoes one with a reason', async () => {
    const { id, cookie, players } = await drawnTournament(6);
    expect((await clockAction(t.app, cookie, id, { action: 'start' })).statusCode).toBe(200);
    expect((await clockAction(t.app, cookie, id, { action: 'hand_for_hand', on: true })).statusCode).toBe(200);
    const [a, b, c] = players as [{ id: number; cookie: string }, { id: number; cookie: string }, { id: number }];
    expect((await bust(cookie, id, { playerId: a.id })).json().elimination.place).toBe(6);
    const second = await bust(cookie, id, { playerId: b.id, sameHand: true });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().elimination).toMatchObject({ place: 5, sharedPlaces: [5, 6] });
    let view = second.json<{ seating: TournamentSeating }>().seating;
    expect(view.eliminations.map((e) => [e.playerId, e.place])).toEqual([
      [b.id, 5],
      [a.id, 5],
    ]);
    expect((await me(a.cookie, id)).place).toBe(5);
    // A new hand: the next bust is 4th.
    expect((await bust(cookie, id, { playerId: c.id })).json().elimination.place).toBe(4);

    const noReason = await undo(cookie, id, b.id, '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Say why the bust is undone (3 characters or more) (body.reason)');
    const res = await undo(cookie, id, b.id, 'Wrong player called');
    expect(res.statusCode, res.body).toBe(200);
    const change = res.json<SeatingChange>();
    view = change.seating;
    expect(seatedIds(view)).toContain(b.id);
    expect(change.moves).toHaveLength(1);
    expect(view.eliminations.find((e) => e.playerId === a.id)).toMatchObject({ place: 6 });
    expect(await me(b.cookie, id)).toMatchObject({ status: 'active', place: null });
    expect((await clock(id)).playersLeft).toBe(4);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.elimination.undo'), eq(auditLog.playerId, b.id)));
    expect(audit?.note).toBe('Wrong player called');
    expect((await undo(cookie, id, b.id, 'again please')).statusCode).toBe(404);
  });
});

import type { TournamentClock } from '@club/shared/tournament-clock';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMatching, listeningTestApp, nextEvent } from '../../../../test/sockets';
import { signedInPlayer } from '../../../../test/tables';
import { clockAction, createTournament, putStructure, sampleStructure } from '../../../../test/tournaments';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, tournamentClocks } from '../../../db/schema';
import { startClockTimer } from './clock-timer';
import { advanceDueClocks } from './clock.service';

const t = listeningTestApp();
const MIN = 60_000;
const quiet = { warn: () => {} };

const audits = (id: number, action: string) =>
  t.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity, 'tournament'), eq(auditLog.entityId, String(id))));
const storedClock = async (id: number) =>
  (await t.app.database.db.select().from(tournamentClocks).where(eq(tournamentClocks.tournamentId, id)))[0]!;
const publicClock = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/tournaments/${id}/clock` })).json<TournamentClock>();

/** A tournament with the sample structure and a manager to run it. */
async function tournamentWithStructure() {
  const manager = await signedInStaff(t.app, 'manager');
  const id = await createTournament(t.app, manager.cookie);
  expect((await putStructure(t.app, manager.cookie, id, sampleStructure())).statusCode).toBe(200);
  const act = async (body: Record<string, unknown>) => {
    const res = await clockAction(t.app, manager.cookie, id, body);
    return {
      status: res.statusCode,
      clock: res.json<TournamentClock>(),
      message: res.json<{ message?: string }>().message,
    };
  };
  return { manager, id, act };
}

describe('who may run and read the clock', () => {
  it('lets the tournament roles run it (a bad body then 400); cashiers and guest relations 403; players 401/403; anyone reads it', async () => {
    const { id } = await tournamentWithStructure();
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await clockAction(t.app, staff.cookie, id, { action: 'dance' })).statusCode, role).toBe(400);
    }
    for (const role of ['cashier', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await clockAction(t.app, staff.cookie, id, { action: 'start' })).statusCode, role).toBe(403);
    }
    const player = await signedInPlayer(t.app);
    expect([401, 403]).toContain((await clockAction(t.app, player.cookie, id, { action: 'start' })).statusCode);
    expect((await t.app.inject({ method: 'POST', url: `/api/staff/tournaments/${id}/clock` })).statusCode).toBe(401);
    expect((await storedClock(id)).status).toBe('not_started');

    const signedOut = await t.app.inject({ method: 'GET', url: `/api/tournaments/${id}/clock` });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json<TournamentClock>()).toMatchObject({
      state: 'not_started',
      levelIndex: 0,
      levelNumber: 1,
      secondsLeft: 1200,
      level: { kind: 'level', smallBlind: 100, bigBlind: 200 },
      nextLevel: { kind: 'level', bigBlind: 400 },
      lateRegistrationOpen: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/tournaments/999999/clock' })).statusCode).toBe(404);
  });
});

describe('running the clock', () => {
  it('starts the clock and the tournament, audits both, and pushes to the lobby, the TVs and the tournament staff', async () => {
    const { manager, id, act } = await tournamentWithStructure();
    const player = await signedInPlayer(t.app);
    const phone = await t.socketFor(player.cookie);
    const console_ = await t.socketFor(manager.cookie, { as: 'staff' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/displays',
      headers: { cookie: manager.cookie },
      payload: { name: `TV ${id}` },
    });
    const tv = await t.socketFor('', { displayKey: created.json<{ key: string }>().key });
    {
      const heard = [phone, console_, tv].map((socket) =>
        eventMatching<TournamentClock>(socket, 'tournament_clock', (clock) => clock.tournamentId === id),
      );
      const lobbyHearsStart = nextEvent<{ id: number; status: string }>(phone, 'tournament_updated');
      const before = Date.now();
      const { status, clock } = await act({ action: 'start' });
      expect(status).toBe(200);
      expect(clock).toMatchObject({ state: 'running', levelIndex: 0, levelNumber: 1, handForHand: false });
      expect(new Date(clock.levelEndsAt!).getTime()).toBeGreaterThanOrEqual(before + 20 * MIN);
      for (const pushed of await Promise.all(heard))
        expect(pushed).toMatchObject({ tournamentId: id, version: clock.version });
      expect(await lobbyHearsStart).toMatchObject({ id, status: 'running' });
      expect(await audits(id, 'tournament.clock.start')).toHaveLength(1);
      expect(await audits(id, 'tournament.status.running')).toHaveLength(1);
      const stored = await storedClock(id);
      expect(stored).toMatchObject({ status: 'running', levelIndex: 0, remainingMs: null });
      expect(stored.levelEndsAt?.toISOString()).toBe(clock.levelEndsAt);
    }
  });

  it('pauses, resumes, moves levels, adds and removes time and runs hand-for-hand, each audited', async () => {
    const { id, act } = await tournamentWithStructure();
    await act({ action: 'start' });
    const paused = await act({ action: 'pause' });
    expect(paused.clock).toMatchObject({ state: 'paused', levelEndsAt: null });
    expect(paused.clock.secondsLeft).toBeGreaterThan(1190);
    expect((await storedClock(id)).remainingMs).toBe(Math.round(paused.clock.secondsLeft * 1000));
    expect((await act({ action: 'resume' })).clock.state).toBe('running');
    const next = await act({ action: 'next_level' });
    expect(next.clock).toMatchObject({
      levelIndex: 1,
      levelNumber: 2,
      level: { bigBlind: 400, anteKind: 'big_blind' },
    });
    const onBreak = await act({ action: 'next_level' });
    expect(onBreak.clock).toMatchObject({ state: 'on_break', levelIndex: 2, levelNumber: null, secondsLeft: 600 });
    expect(onBreak.clock.level).toEqual({ kind: 'break', minutes: 10, colorUp: 'Race off the 100s' });
    expect((await act({ action: 'previous_level' })).clock).toMatchObject({ levelIndex: 1, secondsLeft: 1200 });
    const added = await act({ action: 'add_seconds', seconds: 90 });
    expect(added.clock.secondsLeft).toBeGreaterThan(1280);
    const removed = await act({ action: 'add_seconds', seconds: -300 });
    expect(removed.clock.secondsLeft).toBeLessThan(1000);
    const h4h = await act({ action: 'hand_for_hand', on: true });
    expect(h4h.clock).toMatchObject({ state: 'paused', handForHand: true });
    const resumeRefused = await act({ action: 'resume' });
    expect(resumeRefused).toMatchObject({ status: 409, message: 'Hand-for-hand is on: turn it off to run the clock' });
    expect((await act({ action: 'hand_for_hand', on: false })).clock).toMatchObject({
      state: 'running',
      handForHand: false,
    });
    for (const action of ['pause', 'resume', 'next_level', 'previous_level', 'add_seconds', 'hand_for_hand']) {
      expect((await audits(id, `tournament.clock.${action}`)).length, action).toBeGreaterThanOrEqual(1);
    }
    const [addAudit] = await audits(id, 'tournament.clock.add_seconds');
    expect(addAudit).toMatchObject({ staffId: expect.any(Number), note: '{"seconds":90}' });
    expect(await publicClock(id)).toMatchObject({ state: 'running', levelIndex: 1, version: 11 });
  });

  it('refuses what does not fit the clock with the reason, changing nothing and auditing nothing', async () => {
    const { id, act } = await tournamentWithStructure();
    expect(await act({ action: 'pause' })).toMatchObject({
      status: 409,
      message: 'The clock has not started yet: start it first',
    });
    const unknown = await act({ action: 'rewind' });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain('Unknown action: use one of start, pause, resume');
    expect((await act({ action: 'add_seconds' })).status).toBe(400);
    expect((await act({ action: 'hand_for_hand' })).message).toContain('Send on: true or false');
    await act({ action: 'start' });
    const version = (await storedClock(id)).version;
    const tooMuch = await act({ action: 'add_seconds', seconds: -1300 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.message).toMatch(/^Only \d+:\d\d is left in this level: removing 21:40 would leave less than zero$/);
    const overAnHour = await act({ action: 'add_seconds', seconds: 3700 });
    expect(overAnHour.status).toBe(409);
    expect(overAnHour.message).toContain('A level may run at most an hour over its length');
    expect((await act({ action: 'previous_level' })).status).toBe(409);
    expect((await storedClock(id)).version).toBe(version);
    expect(await audits(id, 'tournament.clock.add_seconds')).toHaveLength(0);
  });

  it('refuses to start without a structure, and any action on a finished tournament', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const bare = await createTournament(t.app, manager.cookie);
    const res = await clockAction(t.app, manager.cookie, bare, { action: 'start' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('Set the structure before starting the clock');

    const { id, act } = await tournamentWithStructure();
    await act({ action: 'start' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/tournaments/${id}`,
      headers: { cookie: manager.cookie },
      payload: { status: 'finished' },
    });
    expect(await act({ action: 'pause' })).toMatchObject({
      status: 409,
      message: 'The tournament is finished: its clock cannot change',
    });
    expect(await publicClock(id)).toMatchObject({ state: 'finished', levelEndsAt: null });
    expect((await clockAction(t.app, manager.cookie, 999_999, { action: 'start' })).statusCode).toBe(404);
  });
});

describe('the level-end timer', () => {
  it('moves the clock at the level’s end and pushes it once, however many timers act at once', async () => {
    const { manager, id, act } = await tournamentWithStructure();
    const { clock } = await act({ action: 'start' });
    const end = new Date(clock.levelEndsAt!);
    const console_ = await t.socketFor(manager.cookie, { as: 'staff' });
    const pushes: TournamentClock[] = [];
    console_.on('tournament_clock', (pushed: TournamentClock) => {
      if (pushed.tournamentId === id) pushes.push(pushed);
    });
    const first = eventMatching<TournamentClock>(console_, 'tournament_clock', (pushed) => pushed.tournamentId === id);
    // Other tests' clocks may be due at this time too: only this tournament's moves are counted.
    await Promise.all([
      advanceDueClocks(t.app.useCase, new Date(end.getTime() + 1000)),
      advanceDueClocks(t.app.useCase, new Date(end.getTime() + 1000)),
      advanceDueClocks(t.app.useCase, new Date(end.getTime() + 1000)),
    ]);
    expect(await first).toMatchObject({
      tournamentId: id,
      levelIndex: 1,
      state: 'running',
      version: clock.version + 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pushes).toHaveLength(1);
    expect(await audits(id, 'tournament.clock.level_end')).toHaveLength(1);
    const stored = await storedClock(id);
    expect(stored).toMatchObject({ levelIndex: 1, version: clock.version + 1 });
    expect(stored.levelEndsAt?.getTime()).toBe(end.getTime() + 20 * MIN);
  });

  it('after a restart, finds the clock where it should be: across a level and into the break', async () => {
    const { id, act } = await tournamentWithStructure();
    const { clock } = await act({ action: 'start' });
    const end = new Date(clock.levelEndsAt!).getTime();
    let now = new Date(end - MIN);
    const before = startClockTimer(t.app.useCase, { log: quiet, now: () => now, intervalMs: 60_000 });
    await before.tick();
    await before.stop();
    expect((await storedClock(id)).levelIndex).toBe(0);

    now = new Date(end + 25 * MIN); // down through level 2's end: 5 minutes into the break
    const afterA = startClockTimer(t.app.useCase, { log: quiet, now: () => now, intervalMs: 60_000 });
    const afterB = startClockTimer(t.app.useCase, { log: quiet, now: () => now, intervalMs: 60_000 });
    await Promise.all([afterA.tick(), afterB.tick()]);
    await Promise.all([afterA.stop(), afterB.stop()]);
    const stored = await storedClock(id);
    expect(stored).toMatchObject({ status: 'running', levelIndex: 2, version: clock.version + 1 });
    expect(stored.levelEndsAt?.getTime()).toBe(end + 30 * MIN);
    expect(await audits(id, 'tournament.clock.level_end')).toHaveLength(1);
  });

  it('schedules a pass at the level’s end when it is nearer than the interval', async () => {
    const { id, act } = await tournamentWithStructure();
    const { clock } = await act({ action: 'start' });
    const end = new Date(clock.levelEndsAt!).getTime();
    let now = new Date(end - 200);
    const timer = startClockTimer(t.app.useCase, { log: quiet, now: () => now, intervalMs: 60_000 });
    await timer.tick();
    now = new Date(end);
    await expect.poll(async () => (await storedClock(id)).levelIndex, { timeout: 3000 }).toBe(1);
    await timer.stop();
  });
});

import { type ClockAction, PLAY_OVER_MESSAGE, type TournamentClock } from '@club/shared/tournament-clock';
import { AppError, notFound } from '../../../app-error';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { clearHandsDone } from '../seating/seating.repo';
import { findStructure, toStructure } from '../structures/structures.repo';
import { entryFigures, lockTournament, startTournament, toTournament } from '../tournaments.repo';
import { applyClockAction, type StoredClock, settleClock } from './clock';
import { publishTournamentClock, publishTournamentStarted } from './clock.events';
import { pushPlayOver } from '../entries/entries.service';
import { isTournamentPlayOver, stopClockIfPlayOver } from './clock-end.service';
import { lockClock, lockDueClocks, nextLevelEnd, saveClock } from './clock.repo';
import { readTournamentClock } from './clock-view.service';

/** What the audit keeps of a clock: its stored fields, dates as ISO. */
const auditClock = (clock: StoredClock) => ({
  ...clock,
  levelEndsAt: clock.levelEndsAt?.toISOString() ?? null,
});

/**
 * A director's action on the clock (issue 28, decision 110): one transaction locks the tournament and its
 * clock, applies the pure clock's rule at `now`, stores the result and audits it; the push follows the
 * commit. Starting the clock of an upcoming tournament starts the tournament.
 */
export async function runClockAction(
  ctx: UseCaseContext,
  input: { staffId: number; tournamentId: number; action: ClockAction; now?: Date },
): Promise<TournamentClock> {
  const now = input.now ?? new Date();
  const started = await ctx.db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, input.tournamentId);
    if (!tournament) throw notFound('Tournament');
    if (tournament.status === 'finished' || tournament.status === 'cancelled') {
      throw new AppError('INVALID_STATE', `The tournament is ${tournament.status}: its clock cannot change`);
    }
    // Once play is over the clock has stopped for good (issue 38 item 5); an undone last bust reopens it.
    if (await isTournamentPlayOver(tx, input.tournamentId)) throw new AppError('INVALID_STATE', PLAY_OVER_MESSAGE);
    const structure = await findStructure(tx, input.tournamentId);
    const rows = structure ? toStructure(structure).levels : [];
    const { clock, version } = await lockClock(tx, input.tournamentId);
    const outcome = applyClockAction(clock, rows, input.action, now);
    if (!outcome.ok) throw new AppError('INVALID_STATE', outcome.reason);
    if ((await saveClock(tx, input.tournamentId, outcome.clock, version)) === null) {
      throw new AppError('CONFLICT', 'The clock changed meanwhile: try again');
    }
    // Turning hand-for-hand on or off starts from no table done.
    if (input.action.action === 'hand_for_hand') await clearHandsDone(tx, input.tournamentId);
    const { action, ...details } = input.action;
    await writeAudit(tx, {
      staffId: input.staffId,
      action: `tournament.clock.${action}`,
      entity: 'tournament',
      entityId: input.tournamentId,
      before: auditClock(clock),
      after: auditClock(outcome.clock),
      note: Object.keys(details).length > 0 ? JSON.stringify(details) : null,
    });
    if (action !== 'start' || tournament.status !== 'upcoming') return null;
    const running = await startTournament(tx, input.tournamentId);
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'tournament.status.running',
      entity: 'tournament',
      entityId: input.tournamentId,
      before: { status: tournament.status },
      after: { status: running.status },
      note: 'The clock started',
    });
    return toTournament(running, await entryFigures(tx, input.tournamentId));
  });
  const view = await readTournamentClock(ctx.db, input.tournamentId, now);
  publishTournamentClock(ctx, view);
  if (started) publishTournamentStarted(ctx, started);
  return view;
}

const DUE_BATCH = 50;

/**
 * The level-end timer's pass: moves every running clock whose row has ended to where it is at `now`
 * (across several rows if the process was down) and pushes each. Two instances at once: the row locks
 * (SKIP LOCKED) and the version in the update let exactly one move a clock and push it. Answers how many
 * clocks moved.
 */
export async function advanceDueClocks(ctx: UseCaseContext, now: Date): Promise<number> {
  const ended: number[] = [];
  const moved = await ctx.db.transaction(async (tx) => {
    const due = await lockDueClocks(tx, now, DUE_BATCH);
    const ids: number[] = [];
    for (const { tournamentId, clock, version } of due) {
      const structure = await findStructure(tx, tournamentId);
      const settled = settleClock(clock, structure ? toStructure(structure).levels : [], now);
      if ((await saveClock(tx, tournamentId, settled, version)) === null) continue;
      await writeAudit(tx, {
        staffId: null,
        action: 'tournament.clock.level_end',
        entity: 'tournament',
        entityId: tournamentId,
        before: auditClock(clock),
        after: auditClock(settled),
      });
      ids.push(tournamentId);
      // The level that ended may have closed late registration with one player left: play is over, and the
      // clock stops as on the last bust (issue 38 item 5).
      if (await stopClockIfPlayOver(tx, { tournamentId, staffId: null, now })) ended.push(tournamentId);
    }
    return ids;
  });
  for (const tournamentId of moved) {
    publishTournamentClock(ctx, await readTournamentClock(ctx.db, tournamentId, now));
  }
  for (const tournamentId of ended) pushPlayOver(ctx, tournamentId);
  return moved.length;
}

export const nextClockDue = (ctx: UseCaseContext) => nextLevelEnd(ctx.db);

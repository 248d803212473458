import type { HandDoneAnswer } from '@club/shared/tournament-seating';
import { AppError, notFound } from '../../../app-error';
import type { UseCaseContext } from '../../../use-case';
import { handForHandSeconds } from '../../club/club.service';
import { writeAudit } from '../../staff/audit.service';
import { completeHandForHandHand } from '../clock/clock';
import { publishTournamentClock } from '../clock/clock.events';
import { lockClock, saveClock } from '../clock/clock.repo';
import { readTournamentClock } from '../clock/clock-view.service';
import { findStructure, toStructure } from '../structures/structures.repo';
import { findTable } from './seating-state';
import { publishSeatingChange } from './seating.events';
import { clearHandsDone, handForHandProgress, updateTable } from './seating.repo';
import { lockSeating, refuseFinished } from './seating.service';
import { readSeating } from './seating-view.service';

/**
 * POST /api/staff/tournaments/{id}/tables/{number}/hand-done (TDA RP-8, decision 110): while hand-for-hand is
 * on, the floor marks each table's hand done. The tap that makes every table playing done takes the club's
 * hand-for-hand seconds off the level (the pure `completeHandForHandHand`) and clears the marks for the next
 * hand, in the same transaction; the tournament's lock makes two last taps at once count the hand once.
 * Then the consoles get the seating and every clock screen the clock.
 */
export async function markHandDone(
  ctx: UseCaseContext,
  input: { tournamentId: number; staffId: number; number: number; done: boolean; now?: Date },
): Promise<HandDoneAnswer> {
  const now = input.now ?? new Date();
  const handCompleted = await ctx.db.transaction(async (tx) => {
    const { tournament, loaded } = await lockSeating(tx, input.tournamentId);
    refuseFinished(tournament.status);
    const { clock, version } = await lockClock(tx, tournament.id);
    if (!clock.handForHand) {
      throw new AppError('INVALID_STATE', 'Hand-for-hand is off: turn it on from the clock first');
    }
    const table = findTable(loaded.state, input.number);
    const row = loaded.tables.find((t) => t.number === input.number);
    if (!table || !row) throw notFound(`Table ${input.number}`);
    if (table.broken) throw new AppError('INVALID_STATE', `Table ${input.number} is broken`);
    if (table.occupants.length === 0) {
      throw new AppError('INVALID_STATE', `Table ${input.number} has no players: it plays no hand`);
    }
    if (row.handDone === input.done) {
      throw new AppError(
        'INVALID_STATE',
        input.done
          ? `Table ${input.number}'s hand is already marked done`
          : `Table ${input.number}'s hand is not marked done`,
      );
    }
    await updateTable(tx, tournament.id, input.number, { handDone: input.done });
    const progress = await handForHandProgress(tx, tournament.id);
    const completes = input.done && progress.done === progress.playing;
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'tournament.hand_for_hand.table',
      entity: 'tournament',
      entityId: tournament.id,
      before: { table: input.number, handDone: row.handDone },
      after: { tournamentName: tournament.name, table: input.number, handDone: input.done, ...progress },
    });
    if (!completes) return false;
    const structure = await findStructure(tx, tournament.id);
    const seconds = await handForHandSeconds(tx);
    const outcome = completeHandForHandHand(clock, structure ? toStructure(structure).levels : [], seconds);
    if (!outcome.ok) throw new AppError('INVALID_STATE', outcome.reason);
    if ((await saveClock(tx, tournament.id, outcome.clock, version)) === null) {
      throw new AppError('CONFLICT', 'The clock changed meanwhile: try again');
    }
    await clearHandsDone(tx, tournament.id);
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'tournament.hand_for_hand.hand',
      entity: 'tournament',
      entityId: tournament.id,
      before: { levelIndex: clock.levelIndex, remainingMs: clock.remainingMs },
      after: {
        tournamentName: tournament.name,
        tables: progress.playing,
        secondsOff: seconds,
        levelIndex: outcome.clock.levelIndex,
        remainingMs: outcome.clock.remainingMs,
      },
    });
    return true;
  });
  const seating = await readSeating(ctx.db, input.tournamentId);
  publishSeatingChange(ctx, { seating, seats: [], display: null });
  const clock = await readTournamentClock(ctx.db, input.tournamentId, now);
  publishTournamentClock(ctx, clock);
  return { handCompleted, clock };
}

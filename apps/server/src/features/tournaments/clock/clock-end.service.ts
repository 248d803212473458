import type { DbOrTx, Tx } from '../../../db/client';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { findStructure, toStructure } from '../structures/structures.repo';
import { findTournamentRow } from '../tournaments.repo';
import { applyClockAction } from './clock';
import { publishTournamentClock } from './clock.events';
import { lockClock, saveClock } from './clock.repo';
import { readTournamentClock } from './clock-view.service';

/** Whether play of a running tournament is over: one player left, or a confirmed deal that ended it. */
export async function isTournamentPlayOver(db: DbOrTx, tournamentId: number, now = new Date()): Promise<boolean> {
  const tournament = await findTournamentRow(db, tournamentId);
  if (tournament?.status !== 'running') return false;
  // The clock's view decides it (isPlayOver, with whether an entry can still come), so both always agree.
  return (await readTournamentClock(db, tournamentId, now)).state === 'finished';
}

/**
 * Inside the transaction that ended play (the last bust, a deal that settles every place, registration closing
 * at the desk or at the end of the clock's late levels with one player left; issue 38 item 5):
 * a running clock is paused where it stands, audited as `tournament.clock.ended`, so the level-end timer
 * leaves it alone and an undone last bust finds it paused with the time it had. Answers whether play is over.
 */
export async function stopClockIfPlayOver(
  tx: Tx,
  input: { tournamentId: number; staffId: number | null; now: Date },
): Promise<boolean> {
  if (!(await isTournamentPlayOver(tx, input.tournamentId, input.now))) return false;
  const { clock, version } = await lockClock(tx, input.tournamentId);
  if (clock.status !== 'running') return true;
  const structure = await findStructure(tx, input.tournamentId);
  const outcome = applyClockAction(
    clock,
    structure ? toStructure(structure).levels : [],
    { action: 'pause' },
    input.now,
  );
  if (!outcome.ok) return true;
  if ((await saveClock(tx, input.tournamentId, outcome.clock, version)) === null) {
    throw new Error('The clock changed while its tournament was locked');
  }
  await writeAudit(tx, {
    staffId: input.staffId,
    action: 'tournament.clock.ended',
    entity: 'tournament',
    entityId: input.tournamentId,
    before: {
      status: clock.status,
      levelIndex: clock.levelIndex,
      levelEndsAt: clock.levelEndsAt?.toISOString() ?? null,
    },
    after: {
      status: outcome.clock.status,
      levelIndex: outcome.clock.levelIndex,
      remainingMs: outcome.clock.remainingMs,
    },
    note: 'Play is over',
  });
  return true;
}

/** After the commit: every clock screen (phones, TVs, consoles) shows the clock stopped. */
export function pushClockAfterCommit(ctx: UseCaseContext, tournamentId: number) {
  ctx.afterCommit(async () => {
    publishTournamentClock(ctx, await readTournamentClock(ctx.db, tournamentId, new Date()));
  });
}

import { fromPaise, toPaise } from '@club/shared/money';
import type { PayoutTableInput, PayoutTableView, TournamentPayouts } from '@club/shared/tournament-payouts';
import { AppError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { publishTournamentClock } from '../clock/clock.events';
import { readTournamentClock } from '../clock/clock-view.service';
import { listAllTournaments } from '../tournaments.repo';
import { type ClubPayoutTable, clubPayoutTable, payoutsFor } from './paid-places';
import { findPayoutTable, savePayoutTable } from './payout-table.repo';
import { payoutTableProblem } from './payouts';

/** Basis points as the console shows them: percent with up to two decimals. */
const toView = (table: ClubPayoutTable): PayoutTableView => ({
  ranges: table.ranges.map((range) => ({
    minEntries: range.minEntries,
    maxEntries: range.maxEntries,
    percents: range.basisPoints.map((share) => share / 100),
  })),
  roundingUnit: fromPaise(table.unitPaise),
  isDefault: table.isDefault,
  updatedAt: table.updatedAt?.toISOString() ?? null,
});

export const readPayoutTableView = async (db: DbOrTx) => toView(await clubPayoutTable(db));

/**
 * Saves the club's payout table (super admin, admin): 400 with the rule a range breaks, nothing written.
 * Every tournament not yet over shows its paid places under the new table at once (its clock is pushed).
 */
export async function setPayoutTable(
  ctx: UseCaseContext,
  input: { staffId: number; table: PayoutTableInput },
): Promise<PayoutTableView> {
  const ranges = input.table.ranges.map((range) => ({
    minEntries: range.minEntries,
    maxEntries: range.maxEntries,
    basisPoints: range.percents.map((percent) => Math.round(percent * 100)),
  }));
  const problem = payoutTableProblem(ranges);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  const roundingUnitPaise = toPaise(input.table.roundingUnit);
  await ctx.db.transaction(async (tx) => {
    const before = await findPayoutTable(tx);
    await savePayoutTable(tx, { ranges, roundingUnitPaise, staffId: input.staffId });
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'tournament.payout_table.set',
      entity: 'payout_table',
      entityId: 1,
      before: before ? { ranges: before.ranges, roundingUnit: fromPaise(before.roundingUnitPaise) } : null,
      after: { ranges, roundingUnit: fromPaise(roundingUnitPaise) },
    });
  });
  ctx.afterCommit(async () => {
    const now = new Date();
    const open = (await listAllTournaments(ctx.db)).filter((t) => t.status === 'upcoming' || t.status === 'running');
    for (const tournament of open) publishTournamentClock(ctx, await readTournamentClock(ctx.db, tournament.id, now));
  });
  return readPayoutTableView(ctx.db);
}

/** GET /api/staff/tournaments/{id}/payouts: the pool as the clock computes it, paid place by place. */
export async function readTournamentPayouts(
  db: DbOrTx,
  tournamentId: number,
  now = new Date(),
): Promise<TournamentPayouts> {
  const clock = await readTournamentClock(db, tournamentId, now);
  const table = await clubPayoutTable(db);
  return {
    tournamentId,
    prizePool: clock.prizePool,
    entries: clock.entries,
    playersLeft: clock.playersLeft,
    roundingUnit: fromPaise(table.unitPaise),
    ...payoutsFor(table, toPaise(clock.prizePool), clock.entries, clock.playersLeft),
  };
}

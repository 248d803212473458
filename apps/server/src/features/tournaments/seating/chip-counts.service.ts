import type { TournamentSeating } from '@club/shared/tournament-seating';
import { AppError } from '../../../app-error';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { pushMyEntry } from '../entries/entries.service';
import { publishSeatingChange } from './seating.events';
import { setCountedChips } from './seating.repo';
import { lockSeating, refuseFinished } from './seating.service';
import { readSeating } from './seating-view.service';

/**
 * PUT /api/staff/tournaments/{id}/chip-counts (issue 29, "chip counts where entered"): the floor's counts of
 * players still in, each on the player's live entry with the time, in one transaction with its audit row;
 * then the consoles get the seating and each counted player their entry. A player not in (busted, refunded, never entered) refuses the whole set.
 */
export async function recordChipCounts(
  ctx: UseCaseContext,
  input: { tournamentId: number; staffId: number; counts: { playerId: number; chips: number }[]; now?: Date },
): Promise<TournamentSeating> {
  const now = input.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const { tournament, loaded } = await lockSeating(tx, input.tournamentId);
    refuseFinished(tournament.status);
    const entryOf = new Map(loaded.entries.map((e) => [e.playerId, e]));
    const outside = input.counts.find((c) => !entryOf.has(c.playerId));
    if (outside) {
      throw new AppError('INVALID_STATE', `Player #${outside.playerId} is not in this tournament: nothing to count`);
    }
    for (const count of input.counts) {
      await setCountedChips(tx, entryOf.get(count.playerId)?.entryId as number, count.chips, now);
    }
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'tournament.chip_counts',
      entity: 'tournament',
      entityId: tournament.id,
      before: {
        counts: input.counts.map((c) => ({
          playerId: c.playerId,
          chips: entryOf.get(c.playerId)?.countedChips ?? null,
        })),
      },
      after: { tournamentName: tournament.name, counts: input.counts },
    });
  });
  const seating = await readSeating(ctx.db, input.tournamentId);
  publishSeatingChange(ctx, { seating, seats: [], display: null });
  // Each counted player's phone shows the count on the tournament's page.
  ctx.afterCommit(async () => {
    for (const count of input.counts) await pushMyEntry(ctx, input.tournamentId, count.playerId);
  });
  return seating;
}

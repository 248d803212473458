import { stillThere } from '../../db/rows';
import { staffRoomsOf } from '@club/shared/events';
import type { UseCaseContext } from '../../use-case';
import type { PlayerTournament } from '@club/shared/tournaments';
import { AppError, notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { tournamentInterests } from '../../db/schema';
import { enterTournament } from './entries/entries.service';
import { findTournamentForPlayer, lockTournament } from './tournaments.repo';

/** Records that the player is interested; asking twice is fine. Only upcoming tournaments take interest. */
async function markInterest(db: Db, input: { playerId: number; tournamentId: number }): Promise<PlayerTournament> {
  await db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, input.tournamentId);
    if (!tournament) throw notFound('Tournament');
    if (tournament.status !== 'upcoming') {
      throw new AppError('INVALID_STATE', 'Interest can be registered only for upcoming tournaments');
    }
    await tx
      .insert(tournamentInterests)
      .values({ tournamentId: tournament.id, playerId: input.playerId })
      .onConflictDoNothing();
  });
  return stillThere(await findTournamentForPlayer(db, input.playerId, input.tournamentId), 'Tournament');
}

/**
 * The spec's register (POST /api/tournaments/register) is an entry paid from the cash balance (decision
 * 130), with the spec's answer: the tournament as this player now sees it.
 */
export async function registerForTournament(ctx: UseCaseContext, input: { playerId: number; tournamentId: number }) {
  await enterTournament(ctx, { ...input, kind: 'entry', payment: 'balance', staff: null, idempotencyKey: null });
  return stillThere(await findTournamentForPlayer(ctx.db, input.playerId, input.tournamentId), 'Tournament');
}

/** Interest changes no seat count: only the content consoles hear of it, to reread the entries. */
export async function registerInterest(ctx: UseCaseContext, input: Parameters<typeof markInterest>[1]) {
  const tournament = await markInterest(ctx.db, input);
  ctx.publish(staffRoomsOf('tournament_entries_changed'), 'tournament_entries_changed', { id: tournament.id });
  return tournament;
}

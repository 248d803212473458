import { publishTournamentClock } from './clock/clock.events';
import { readTournamentClock } from './clock/clock-view.service';
import { stillThere } from '../../db/rows';
import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { UseCaseContext } from '../../use-case';
import { TOURNAMENT_MESSAGES, type PlayerTournament } from '@club/shared/tournaments';
import { AppError, notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { tournamentInterests, tournamentRegistrations } from '../../db/schema';
import { countRegistrations, findTournamentForPlayer, isRegistered, lockTournament } from './tournaments.repo';

/**
 * Registers the player once for an upcoming tournament with a free seat. The tournament row is locked
 * first, so concurrent registrations for the last seat run one after another and the count each one
 * reads is true: exactly max_players registrations can succeed.
 */
async function register(db: Db, input: { playerId: number; tournamentId: number }): Promise<PlayerTournament> {
  await db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, input.tournamentId);
    if (!tournament) throw notFound('Tournament');
    if (tournament.status !== 'upcoming') throw new AppError('INVALID_STATE', TOURNAMENT_MESSAGES.notUpcoming);
    if (!tournament.registrationOpen) {
      throw new AppError('REGISTRATION_CLOSED', TOURNAMENT_MESSAGES.registrationClosed);
    }
    if (await isRegistered(tx, tournament.id, input.playerId)) {
      throw new AppError('ALREADY_REGISTERED', TOURNAMENT_MESSAGES.alreadyRegistered);
    }
    if ((await countRegistrations(tx, tournament.id)) >= tournament.maxPlayers) {
      throw new AppError('TOURNAMENT_FULL', TOURNAMENT_MESSAGES.full);
    }
    await tx.insert(tournamentRegistrations).values({ tournamentId: tournament.id, playerId: input.playerId });
  });
  return stillThere(await findTournamentForPlayer(db, input.playerId, input.tournamentId), 'Tournament');
}

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

/** The lobby's copy carries no player's own flags. */
const publicPart = ({ is_registered: _r, is_interested: _i, ...tournament }: PlayerTournament) => tournament;

/** A registration changes the count every lobby shows, and the clock's entries and paid places. */
export async function registerForTournament(ctx: UseCaseContext, input: Parameters<typeof register>[1]) {
  const tournament = await register(ctx.db, input);
  ctx.publish(ROOMS.lobby, 'tournament_updated', publicPart(tournament));
  ctx.publish(staffRoomsOf('tournament_entries_changed'), 'tournament_entries_changed', { id: tournament.id });
  ctx.afterCommit(async () =>
    publishTournamentClock(ctx, await readTournamentClock(ctx.db, tournament.id, new Date())),
  );
  return tournament;
}

/** Interest changes no seat count: only the content consoles hear of it, to reread the entries. */
export async function registerInterest(ctx: UseCaseContext, input: Parameters<typeof markInterest>[1]) {
  const tournament = await markInterest(ctx.db, input);
  ctx.publish(staffRoomsOf('tournament_entries_changed'), 'tournament_entries_changed', { id: tournament.id });
  return tournament;
}

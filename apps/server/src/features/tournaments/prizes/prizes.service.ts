import { fromPaise, toPaise } from '@club/shared/money';
import type { TournamentPrize, TournamentPrizes } from '@club/shared/tournament-prizes';
import { notFound } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { cageSettings } from '../../club/club.service';
import { findTournamentRow, type TournamentRow } from '../tournaments.repo';
import { dealShares, latestDeal, remainingPlayers } from './deals.repo';
import { prizePlaces } from './prize-places';
import { findBustsWithNames, findPrizes, type PrizeRow } from './prizes.repo';
import { readTournamentPayouts } from './payouts.service';

export interface PlayerName {
  firstName: string;
  lastName: string;
  playerCode: string;
}

/**
 * Every finish of a tournament with its prize (decision 133): the payouts' places, the standing busts, the
 * players still in and a confirmed deal, through `prizePlaces`. Also the places still being played for.
 */
export async function readFinishes(db: DbOrTx, tournamentId: number) {
  const payouts = await readTournamentPayouts(db, tournamentId);
  // One after another: inside the pay transaction these share one connection.
  const busts = await findBustsWithNames(db, tournamentId);
  const stillIn = await remainingPlayers(db, tournamentId);
  const deal = await latestDeal(db, tournamentId);
  const confirmed =
    deal?.status === 'confirmed'
      ? { shares: await dealShares(db, deal.id), playedForPaise: deal.playedForPaise }
      : null;
  const result = prizePlaces({
    places: payouts.places.map((p) => toPaise(p.amount)),
    busts,
    stillIn: stillIn.map((p) => p.playerId),
    deal: confirmed,
  });
  const names = new Map<number, PlayerName>([
    ...busts.map((b) => [b.playerId, b] as const),
    ...stillIn.map((p) => [p.playerId, p] as const),
  ]);
  const lastBust = busts.at(-1)?.createdAt ?? null;
  const endedAt = result.placesStillPlaying.length > 0 ? null : ((confirmed ? deal?.decidedAt : null) ?? lastBust);
  return { ...result, names, payouts, endedAt };
}

export type Finishes = Awaited<ReturnType<typeof readFinishes>>;

const nameOf = (finishes: Finishes, playerId: number) => {
  const name = finishes.names.get(playerId);
  return {
    name: name ? `${name.firstName} ${name.lastName}` : `Player ${playerId}`,
    playerCode: name?.playerCode ?? '',
  };
};

/**
 * The prizes as they stand: once any was recorded the stored amounts hold (paid or pending), else the
 * finishes computed now (unpaid).
 */
export function prizesView(
  tournament: TournamentRow,
  finishes: Finishes,
  stored: ReadonlyArray<{ prize: PrizeRow; requestedByName: string | null }>,
  thresholdPaise: bigint,
): TournamentPrizes {
  const byPlayer = new Map(stored.map((s) => [s.prize.playerId, s]));
  const prizes: TournamentPrize[] = [];
  const sum = { total: 0n, paid: 0n, pending: 0n };
  const add = (prize: TournamentPrize, amountPaise: bigint) => {
    prizes.push(prize);
    sum.total += amountPaise;
    if (prize.status === 'paid') sum.paid += amountPaise;
    if (prize.status === 'pending') sum.pending += amountPaise;
  };
  if (stored.length > 0) {
    for (const { prize, requestedByName } of stored) {
      const finish = finishes.finishes.find((f) => f.playerId === prize.playerId);
      add(
        {
          playerId: prize.playerId,
          ...nameOf(finishes, prize.playerId),
          place: prize.place,
          sharedBy: finish?.sharedBy ?? 1,
          fromDeal: finish?.fromDeal ?? false,
          amount: fromPaise(prize.amountPaise),
          status: prize.status,
          requestedBy: prize.status === 'pending' ? requestedByName : null,
          transactionId: prize.transactionId,
          paidAt: prize.paidAt?.toISOString() ?? null,
        },
        prize.amountPaise,
      );
    }
  } else {
    for (const finish of finishes.finishes) {
      if (finish.amountPaise <= 0n || byPlayer.has(finish.playerId)) continue;
      add(
        {
          playerId: finish.playerId,
          ...nameOf(finishes, finish.playerId),
          place: finish.place,
          sharedBy: finish.sharedBy,
          fromDeal: finish.fromDeal,
          amount: fromPaise(finish.amountPaise),
          status: 'unpaid',
          requestedBy: null,
          transactionId: null,
          paidAt: null,
        },
        finish.amountPaise,
      );
    }
  }
  return {
    tournamentId: tournament.id,
    tournamentName: tournament.name,
    ready: finishes.placesStillPlaying.length === 0 && prizes.length > 0,
    placesStillPlaying: finishes.placesStillPlaying,
    prizes,
    total: fromPaise(sum.total),
    paid: fromPaise(sum.paid),
    pending: fromPaise(sum.pending),
    threshold: fromPaise(thresholdPaise),
  };
}

/** GET /api/staff/tournaments/{id}/prizes */
export async function readTournamentPrizes(db: DbOrTx, tournamentId: number): Promise<TournamentPrizes> {
  const tournament = await findTournamentRow(db, tournamentId);
  if (!tournament) throw notFound('Tournament');
  const [finishes, stored, settings] = await Promise.all([
    readFinishes(db, tournamentId),
    findPrizes(db, tournamentId),
    cageSettings(db),
  ]);
  return prizesView(tournament, finishes, stored, settings.largeOperationThresholdPaise);
}

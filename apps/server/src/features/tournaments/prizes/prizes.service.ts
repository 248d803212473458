import { fromPaise, toPaise } from '@club/shared/money';
import type { TournamentPrize, TournamentPrizes } from '@club/shared/tournament-prizes';
import { notFound } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { cageSettings } from '../../club/club.service';
import { findTournamentRow, type TournamentRow } from '../tournaments.repo';
import { type BountyAward, bountyAwards } from './bounties';
import { dealShares, latestDeal, remainingPlayers } from './deals.repo';
import { prizePlaces, prizesToRecord } from './prize-places';
import { findBountyEntries, findBustsWithNames, findPrizes, type PrizeRow } from './prizes.repo';
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
  // Over once someone holds 1st: the last player in, or the chip leader of a deal that ended it.
  const over = result.finishes.some((finish) => finish.place === 1);
  // A knockout's bounties are known once the tournament is over: each at the player's best place.
  const bestPlace = new Map<number, number>();
  for (const finish of result.finishes) {
    bestPlace.set(finish.playerId, Math.min(finish.place, bestPlace.get(finish.playerId) ?? finish.place));
  }
  const bounties = over
    ? bountyAwards(await findBountyEntries(db, tournamentId), busts)
    : { awards: [] as BountyAward[], unnamed: [] as number[] };
  const bountyAwardsAt = bounties.awards.map((award) => ({ ...award, place: bestPlace.get(award.playerId) ?? 0 }));
  return { ...result, names, payouts, endedAt, over, bounties: bountyAwardsAt, unnamedBounties: bounties.unnamed };
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
 * finishes computed now (unpaid), and a knockout's bounties once the tournament is over (decision 134).
 */
export function prizesView(
  tournament: TournamentRow,
  finishes: Finishes,
  stored: ReadonlyArray<{ prize: PrizeRow; requestedByName: string | null }>,
  thresholdPaise: bigint,
): TournamentPrizes {
  const prizes: TournamentPrize[] = [];
  const sum = { total: 0n, paid: 0n, pending: 0n, bounties: 0n };
  const add = (prize: Omit<TournamentPrize, 'name' | 'playerCode' | 'amount'>, amountPaise: bigint) => {
    prizes.push({ ...prize, ...nameOf(finishes, prize.playerId), amount: fromPaise(amountPaise) });
    sum.total += amountPaise;
    if (prize.kind === 'bounty') sum.bounties += amountPaise;
    if (prize.status === 'paid') sum.paid += amountPaise;
    if (prize.status === 'pending') sum.pending += amountPaise;
  };
  const unpaid = { status: 'unpaid' as const, requestedBy: null, transactionId: null, paidAt: null };
  if (stored.length > 0) {
    for (const { prize, requestedByName } of stored) {
      const finish = prize.kind === 'prize' ? finishes.finishes.find((f) => f.playerId === prize.playerId) : undefined;
      add(
        {
          kind: prize.kind,
          playerId: prize.playerId,
          place: prize.place,
          sharedBy: finish?.sharedBy ?? 1,
          fromDeal: finish?.fromDeal ?? false,
          bounties: prize.bounties,
          status: prize.status,
          requestedBy: prize.status === 'pending' ? requestedByName : null,
          transactionId: prize.transactionId,
          paidAt: prize.paidAt?.toISOString() ?? null,
        },
        prize.amountPaise,
      );
    }
  } else {
    // One line per player, as the payment records it: a re-entered player's two paid places in one prize.
    for (const { playerId, place, amountPaise } of prizesToRecord(finishes.finishes)) {
      const best = finishes.finishes.find((f) => f.playerId === playerId && f.place === place);
      const { sharedBy = 1, fromDeal = false } = best ?? {};
      add({ kind: 'prize', playerId, place, sharedBy, fromDeal, bounties: null, ...unpaid }, amountPaise);
    }
    for (const award of finishes.bounties) {
      const { playerId, place, count } = award;
      add(
        { kind: 'bounty', playerId, place, sharedBy: 1, fromDeal: false, bounties: count, ...unpaid },
        award.amountPaise,
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
    bounties: fromPaise(sum.bounties),
    unnamedBounties: finishes.unnamedBounties.length,
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

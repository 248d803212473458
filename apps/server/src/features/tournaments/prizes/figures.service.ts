import { fromPaise, toPaise } from '@club/shared/money';
import { csvCell } from '@club/shared/reports';
import { ordinal, type PrizeKind, type TournamentFigures, type TournamentResult } from '@club/shared/tournament-prizes';
import { notFound } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { findTournamentRow } from '../tournaments.repo';
import { findClockStart, findEntryMoney, findPlayerResults, findPrizes, sumTournamentLedger } from './prizes.repo';
import { readFinishes } from './prizes.service';

/**
 * GET /api/staff/tournaments/{id}/figures (decision 133): the entries, the money, the places and the ledger
 * check. Every ledger row of the tournament (buy-ins and fees as negatives, refunds and prizes as positives)
 * plus the house's fees, less the added money the house put in, is zero once every prize is paid.
 */
export async function readTournamentFigures(db: DbOrTx, tournamentId: number): Promise<TournamentFigures> {
  const tournament = await findTournamentRow(db, tournamentId);
  if (!tournament) throw notFound('Tournament');
  const [entries, finishes, stored] = await Promise.all([
    findEntryMoney(db, tournamentId),
    readFinishes(db, tournamentId),
    findPrizes(db, tournamentId),
  ]);
  const entriesByKind = { entry: 0, reentry: 0, rebuy: 0, addon: 0 };
  let buyIns = 0n;
  let fees = 0n;
  let bounties = 0n;
  let refunded = 0;
  const paidIds: number[] = [];
  for (const entry of entries) {
    for (const id of [entry.buyInTransactionId, entry.feeTransactionId]) if (id !== null) paidIds.push(id);
    if (entry.status === 'refunded') {
      refunded += 1;
      continue;
    }
    entriesByKind[entry.kind] += 1;
    buyIns += entry.buyInPaise;
    fees += entry.feePaise;
    bounties += entry.bountyPaise;
  }
  const paid = stored.filter((s) => s.prize.status === 'paid');
  const total = (kind: PrizeKind, status: 'paid' | 'pending') =>
    stored
      .filter((s) => s.prize.kind === kind && s.prize.status === status)
      .reduce((sum, s) => sum + s.prize.amountPaise, 0n);
  const prizesPaid = total('prize', 'paid');
  const bountiesPaid = total('bounty', 'paid');
  const ledgerRows = await sumTournamentLedger(
    db,
    paidIds,
    paid.flatMap((s) => (s.prize.transactionId === null ? [] : [s.prize.transactionId])),
  );
  const check = ledgerRows + fees - tournament.addedMoneyPaise;
  const storedBy = (kind: PrizeKind) =>
    new Map(stored.filter((s) => s.prize.kind === kind).map((s) => [s.prize.playerId, s.prize.amountPaise]));
  const storedPrizes = storedBy('prize');
  const storedBounties = storedBy('bounty');
  const bountiesWon = new Map(finishes.bounties.map((award) => [award.playerId, award.amountPaise]));
  // A player's bounties are said once, at their best place (a re-entry's earlier bust gets none).
  const bountyShown = new Set<number>();
  const places = finishes.finishes.map((finish) => {
    const name = finishes.names.get(finish.playerId);
    const prize = storedPrizes.get(finish.playerId) ?? (finish.amountPaise > 0n ? finish.amountPaise : null);
    const won = bountyShown.has(finish.playerId)
      ? undefined
      : (storedBounties.get(finish.playerId) ?? bountiesWon.get(finish.playerId));
    bountyShown.add(finish.playerId);
    return {
      place: finish.place,
      name: name ? `${name.firstName} ${name.lastName}` : `Player ${finish.playerId}`,
      playerCode: name?.playerCode ?? '',
      prize: prize === null ? null : fromPaise(prize),
      bounties: won === undefined ? null : fromPaise(won),
    };
  });
  // The clock's first start; a tournament run without the clock counts from its scheduled start.
  const startedAt = (await findClockStart(db, tournamentId)) ?? tournament.startTime;
  const endedAt = finishes.endedAt ?? null;
  return {
    tournamentId,
    tournamentName: tournament.name,
    status: tournament.status,
    entriesByKind,
    refundedEntries: refunded,
    buyIns: fromPaise(buyIns),
    fees: fromPaise(fees),
    addedMoney: fromPaise(tournament.addedMoneyPaise),
    prizePool: finishes.payouts.prizePool,
    prizesPaid: fromPaise(prizesPaid),
    prizesPending: fromPaise(total('prize', 'pending')),
    bounties: fromPaise(bounties),
    bountiesPaid: fromPaise(bountiesPaid),
    bountiesPending: fromPaise(total('bounty', 'pending')),
    places,
    startedAt: startedAt.toISOString(),
    endedAt: endedAt?.toISOString() ?? null,
    durationMinutes: endedAt ? Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000)) : null,
    ledgerRows: fromPaise(ledgerRows),
    ledgerCheck: fromPaise(check),
    balanced: check === 0n && toPaise(finishes.payouts.prizePool) === prizesPaid && bounties === bountiesPaid,
  };
}

/** The figures as CSV: one figure per row, then the places (a spreadsheet reads both). */
export function figuresCsv(figures: TournamentFigures): { csv: string; filename: string } {
  const rows: unknown[][] = [
    ['Figure', 'Value'],
    ['Tournament', figures.tournamentName],
    ['Entries', figures.entriesByKind.entry],
    ['Re-entries', figures.entriesByKind.reentry],
    ['Rebuys', figures.entriesByKind.rebuy],
    ['Add-ons', figures.entriesByKind.addon],
    ['Refunded entries', figures.refundedEntries],
    ['Buy-ins', figures.buyIns],
    ['Fees (the house)', figures.fees],
    ['Added money', figures.addedMoney],
    ['Prize pool', figures.prizePool],
    ['Prizes paid', figures.prizesPaid],
    ['Prizes pending', figures.prizesPending],
    ['Bounties', figures.bounties],
    ['Bounties paid', figures.bountiesPaid],
    ['Bounties pending', figures.bountiesPending],
    ['Started', figures.startedAt],
    ['Ended', figures.endedAt],
    ['Duration (minutes)', figures.durationMinutes],
    ['Ledger rows', figures.ledgerRows],
    ['Ledger check', figures.ledgerCheck],
    ['Balanced', figures.balanced ? 'yes' : 'no'],
    [],
    ['Place', 'Player', 'Code', 'Prize', 'Bounties'],
    ...figures.places.map((p) => [ordinal(p.place), p.name, p.playerCode, p.prize, p.bounties]),
  ];
  const csv = `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
  return { csv, filename: `tournament-${figures.tournamentId}-figures.csv` };
}

/** GET /api/player/{playerId}/tournament-results: the player's own finishes with their prizes, newest first. */
export async function readPlayerResults(db: DbOrTx, playerId: number): Promise<TournamentResult[]> {
  const { busts, prizes } = await findPlayerResults(db, playerId);
  const results = new Map<number, TournamentResult & { at: Date }>();
  for (const bust of busts) {
    if (results.has(bust.tournamentId)) continue;
    results.set(bust.tournamentId, {
      tournamentId: bust.tournamentId,
      tournamentName: bust.tournamentName,
      date: bust.startTime.toISOString(),
      place: bust.place,
      prize: null,
      status: null,
      bounties: null,
      at: bust.at,
    });
  }
  for (const prize of prizes) {
    const known = results.get(prize.tournamentId);
    const base = known ?? {
      tournamentId: prize.tournamentId,
      tournamentName: prize.tournamentName,
      date: prize.startTime.toISOString(),
      place: prize.place,
      prize: null,
      status: null,
      bounties: null,
      at: prize.at,
    };
    results.set(
      prize.tournamentId,
      prize.kind === 'bounty'
        ? { ...base, bounties: fromPaise(prize.amountPaise) }
        : { ...base, place: prize.place, prize: fromPaise(prize.amountPaise), status: prize.status },
    );
  }
  return [...results.values()].sort((a, b) => b.at.getTime() - a.at.getTime()).map(({ at: _at, ...result }) => result);
}

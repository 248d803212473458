import { fromPaise, toPaise } from '@club/shared/money';
import type { PrizeDueStatus } from '@club/shared/tournament-entries';
import type { DbOrTx } from '../../../db/client';
import { cageSettings } from '../../club/club.service';
import { isTournamentPlayOver } from '../clock/clock-end.service';
import { findPrizes } from '../prizes/prizes.repo';
import { prizesView, readFinishes } from '../prizes/prizes.service';
import type { TournamentRow } from '../tournaments.repo';

export interface MyFinish {
  place: number | null;
  prize: string | null;
  prizeStatus: PrizeDueStatus | null;
}

/**
 * The player's finish as soon as it is known (issue 38 item 5), not only once the cage pays: the place (a
 * bust's, or 1st or a deal's place once play is over) and what is due for it, prize or deal share and
 * bounties together, with where the money stands: due at the cage, pending four-eyes, or paid.
 */
export async function readMyFinish(
  db: DbOrTx,
  tournament: TournamentRow,
  playerId: number,
  bustPlace: number | null,
): Promise<MyFinish> {
  const none: MyFinish = { place: bustPlace, prize: null, prizeStatus: null };
  if (tournament.status !== 'running' && tournament.status !== 'finished') return none;
  // Without a bust, a place only once play is over: a lone player of a late field holds no 1st yet.
  if (bustPlace === null && tournament.status === 'running' && !(await isTournamentPlayOver(db, tournament.id))) {
    return none;
  }
  const finishes = await readFinishes(db, tournament.id);
  const finish = finishes.finishes.find((f) => f.playerId === playerId);
  const place = bustPlace ?? finish?.place ?? null;
  if (place === null) return none;
  const [stored, settings] = await Promise.all([findPrizes(db, tournament.id), cageSettings(db)]);
  const mine = prizesView(tournament, finishes, stored, settings.largeOperationThresholdPaise).prizes.filter(
    (prize) => prize.playerId === playerId,
  );
  if (mine.length === 0) return { ...none, place };
  const total = mine.reduce((sum, prize) => sum + toPaise(prize.amount), 0n);
  const status: PrizeDueStatus = mine.every((prize) => prize.status === 'paid')
    ? 'paid'
    : mine.some((prize) => prize.status === 'pending')
      ? 'pending'
      : 'due';
  return { place, prize: fromPaise(total), prizeStatus: status };
}

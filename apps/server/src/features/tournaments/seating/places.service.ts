import { AppError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { entryFigures } from '../tournaments.repo';
import { findBustsInOrder, updateElimination } from './eliminations.repo';
import { placesFromBusts } from './places';

/**
 * Every standing bust's place, derived again from the order of the busts over all the tournament's entries
 * (`placesFromBusts`, decision 135) and written where it changed. Called inside the transaction of every change
 * that moves places, under the tournament's lock: a bust, an undone bust, an entry or re-entry, a refunded
 * entry. Answers the players whose place changed (their phones are told).
 */
export async function rePlaceBusts(tx: DbOrTx, tournamentId: number): Promise<number[]> {
  // Entries and re-entries not refunded: the clock's entries, the payouts' count.
  const { entries } = await entryFigures(tx, tournamentId);
  const busts = await findBustsInOrder(tx, tournamentId);
  const result = placesFromBusts(entries, busts);
  if (!result.ok) throw new AppError('INVALID_STATE', result.error.message);
  const placeOf = new Map(result.places.map((placed) => [placed.id, placed.place]));
  const moved: number[] = [];
  for (const bust of busts) {
    const place = placeOf.get(bust.id);
    if (place === undefined || place === bust.place) continue;
    await updateElimination(tx, bust.id, { place });
    moved.push(bust.playerId);
  }
  return moved;
}

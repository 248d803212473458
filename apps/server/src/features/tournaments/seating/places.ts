import { refuse, type SeatingOutcome } from './seating-state';

/**
 * A bust's place (issue 29; TDA recommended procedure 8): a player busted with `playersLeft` players still in
 * (the busted ones included) finishes in place `playersLeft`. Players busted in the same hand-for-hand hand
 * share the places they cover and all take the best of them: 52 left and 3 busted in one hand share places
 * 50, 51 and 52, and each is placed 50th (their prizes are split in part 3).
 */
export interface BustPlace {
  place: number;
  /** The places the busts of the hand share, best first (one place for a single bust). */
  sharedPlaces: number[];
}

export function placeOfBust(playersLeft: number, bustsInSameHand = 1): SeatingOutcome<BustPlace> {
  if (!Number.isInteger(playersLeft) || !Number.isInteger(bustsInSameHand) || bustsInSameHand < 1) {
    return refuse('invalid_count', 'Players left and busts are whole numbers, with at least one bust');
  }
  if (bustsInSameHand >= playersLeft) {
    return refuse(
      'invalid_count',
      `${bustsInSameHand} of ${playersLeft} players cannot bust in one hand: one player must be left`,
    );
  }
  const place = playersLeft - bustsInSameHand + 1;
  const sharedPlaces = Array.from({ length: bustsInSameHand }, (_, index) => place + index);
  return { ok: true, place, sharedPlaces };
}

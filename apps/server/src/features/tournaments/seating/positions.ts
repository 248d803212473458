import { isOccupied, type SeatingTable, seatsClockwiseAfter } from './seating-state';

/**
 * Where the blinds are, from a table's button seat and its occupied seats (TDA 8-A and 11-A; decision 120).
 * The button seat is the button of the hand being played or last dealt, so the next hand's big blind is the
 * third occupied seat clockwise after it, as issue 29 counts. Busted players' seats are empty, and the big
 * blind moves on one player a hand (TDA's dead button rule): the next big blind is the first player after
 * this hand's big blind, and this hand's big blind posts the next small blind.
 */
export interface Blinds {
  smallBlind: number;
  bigBlind: number;
}

const occupiedClockwiseAfter = (table: SeatingTable, seat: number) =>
  seatsClockwiseAfter(table.seats, seat).filter((s) => isOccupied(table, s));

/**
 * This hand's blinds: the first two players clockwise after the button; heads-up (two players, one on the
 * button) the button posts the small blind and the other player the big blind. Null without a button or
 * with fewer than two players.
 */
export function currentBlinds(table: SeatingTable): Blinds | null {
  if (table.buttonSeat === null) return null;
  const order = occupiedClockwiseAfter(table, table.buttonSeat);
  const [first, second] = order;
  if (first === undefined || second === undefined) return null;
  const headsUp = order.length === 2 && isOccupied(table, table.buttonSeat);
  return headsUp ? { smallBlind: table.buttonSeat, bigBlind: first } : { smallBlind: first, bigBlind: second };
}

/** The seat of the player who would be big blind in the next hand: the first player after this hand's big blind. */
export function nextBigBlindSeat(table: SeatingTable): number | null {
  const blinds = currentBlinds(table);
  if (!blinds) return null;
  return occupiedClockwiseAfter(table, blinds.bigBlind)[0] ?? null;
}

/**
 * The worst position at a table for a player moved in to balance (TDA 11-A): the seat that would be big blind
 * in the next hand, i.e. the first empty seat clockwise after this hand's big blind. When no seat is empty
 * between this big blind and the next player, it is the empty seat the big blind reaches first. It is never
 * the next small blind (this hand's big blind's own seat, which is taken). With fewer than two players the
 * blinds are unknown and it is the first empty seat after the button (or after the last seat without one).
 * Null when the table is full, or when two or more players sit and the button is not set.
 */
export function worstSeat(table: SeatingTable): number | null {
  const blinds = currentBlinds(table);
  if (!blinds && table.occupants.length >= 2) return null;
  const after = blinds ? blinds.bigBlind : (table.buttonSeat ?? table.seats);
  return seatsClockwiseAfter(table.seats, after).find((seat) => !isOccupied(table, seat)) ?? null;
}

/**
 * Whether a player given `seat` (a late entry, an alternate, a re-entry, or a player from a broken table)
 * waits for the button before being dealt in (TDA 8-A, 10-A): the seat lies between the next hand's button
 * and small blind. By the dead button rule those are this hand's small and big blinds, so the seat waits
 * when it is strictly between them clockwise. The player's own seat is left out of the table first, so the
 * answer is the same before and after they are seated. False without a button or other players' blinds.
 */
export function waitsForButton(table: SeatingTable, seat: number): boolean {
  const others = { ...table, occupants: table.occupants.filter((o) => o.seat !== seat) };
  const blinds = currentBlinds(others);
  if (!blinds) return false;
  const between = seatsClockwiseAfter(table.seats, blinds.smallBlind);
  return between.indexOf(seat) < between.indexOf(blinds.bigBlind);
}

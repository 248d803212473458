import { pickOne, type Random, shuffle } from './seeded-random';
import { openSeats, type SeatingTable } from './seating-state';

/**
 * The seat cards of a draw (TDA 7, 8-A, 10-B; decision 120). One card at a time is drawn from the pool of open
 * seats at the tables with the fewest players, every seat of the pool equally likely, so each card keeps the
 * tables as even as their seats allow. Then the cards and the players are each shuffled and dealt in pairs:
 * the software's two-step ("double-blind") draw.
 */
export interface SeatCard {
  table: number;
  seat: number;
}

/** A table as the draw sees it: how many sit there and which seats are open. */
interface Room {
  table: number;
  players: number;
  open: number[];
}

const roomOf = (table: SeatingTable): Room => ({
  table: table.number,
  players: table.occupants.length,
  open: openSeats(table),
});

/** The pool a seat card is drawn from: the open seats of the tables with the fewest players that have one. */
function seatPool(rooms: readonly Room[]): SeatCard[] {
  const withRoom = rooms.filter((room) => room.open.length > 0);
  const fewest = Math.min(...withRoom.map((room) => room.players));
  return withRoom
    .filter((room) => room.players === fewest)
    .flatMap((room) => room.open.map((seat) => ({ table: room.table, seat })));
}

const take = (rooms: readonly Room[], card: SeatCard): Room[] =>
  rooms.map((room) =>
    room.table === card.table
      ? { ...room, players: room.players + 1, open: room.open.filter((seat) => seat !== card.seat) }
      : room,
  );

/**
 * `count` seat cards over the given (running) tables, taken in order of number so that a seed replays the same
 * cards whatever order the tables came in; the caller checks that the tables have the room.
 */
export function drawSeatCards(random: Random, tables: readonly SeatingTable[], count: number): SeatCard[] {
  let rooms = [...tables].sort((x, y) => x.number - y.number).map(roomOf);
  const cards: SeatCard[] = [];
  while (cards.length < count) {
    const card = pickOne(random, seatPool(rooms));
    cards.push(card);
    rooms = take(rooms, card);
  }
  return cards;
}

/**
 * The players and the cards each shuffled, then the first player takes the first card, and so on. The
 * players are put in order of `idOf` first, so a seed replays the same deal whatever order they came in.
 */
export function dealSeatCards<P>(
  random: Random,
  players: readonly P[],
  idOf: (player: P) => number,
  cards: readonly SeatCard[],
) {
  const playerOrder = shuffle(
    random,
    [...players].sort((a, b) => idOf(a) - idOf(b)),
  );
  const cardOrder = shuffle(random, cards);
  return playerOrder.map((player, index) => ({ player, card: cardOrder[index] as SeatCard }));
}

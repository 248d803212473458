import type { FloorSeat, FloorTable } from '@club/shared/floor';

/**
 * A floor table as GET /api/staff/floor answers it, for the floor's unit tests: the club's usual numbers,
 * with what a test is about given.
 */
export function floorTable(given: Pick<FloorTable, 'id' | 'name'> & Partial<FloorTable>): FloorTable {
  return {
    gameId: 1,
    gameType: "No Limit Hold'em",
    stakes: '₹25/₹50',
    smallBlind: '25.00',
    bigBlind: '50.00',
    minBuyIn: '2000.00',
    maxBuyIn: '10000.00',
    maxPlayers: 9,
    status: 'active',
    gameStartedAt: null,
    timingRules: { minPlayMinutes: 2, callTimeMinutes: 2, cashOutWindowMinutes: 2, isDefault: true },
    seats: [],
    waitlist: [],
    ...given,
  };
}

/** `count` seated players in seats 1, 2, …, each paid in full, with the ids and names `who` gives seat i. */
export function seatedPlayers(
  count: number,
  who: (i: number) => Pick<FloorSeat, 'seatId' | 'playerId' | 'playerName' | 'nickname'>,
): FloorSeat[] {
  return Array.from({ length: count }, (_, i) => ({
    seatNumber: i + 1,
    buyIn: '5000.00',
    buyInPaid: '5000.00',
    sessionStartTime: '2026-11-25T09:00:00.000Z',
    callTimeStartedAt: null,
    cashOutRequestedAt: null,
    barred: false,
    request: null,
    guestId: null,
    guestPhone: null,
    buyInCash: false,
    ...who(i),
  }));
}

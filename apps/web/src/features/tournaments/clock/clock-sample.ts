import type { TournamentClock } from '@club/shared/tournament-clock';

/**
 * A tournament clock as the server pushes it, for the unit tests: the first level running with ten
 * minutes left, no structure, no players and nothing in the pool, with what a test is about given.
 */
export function sampleClock(given: Partial<TournamentClock> = {}): TournamentClock {
  return {
    tournamentId: 1,
    version: 1,
    state: 'running',
    levelIndex: 0,
    levelNumber: 1,
    level: null,
    nextLevel: null,
    levelSeconds: 1200,
    secondsLeft: 600,
    levelEndsAt: null,
    secondsToNextBreak: null,
    serverTime: '2026-11-27T20:00:00.000Z',
    handForHand: false,
    handForHandTables: null,
    playersLeft: 0,
    entries: 0,
    averageStack: null,
    averageStackBigBlinds: null,
    chipsInPlay: 0,
    prizePool: '0.00',
    fees: '0.00',
    bounty: '0.00',
    lateRegistrationEndsAt: null,
    lateRegistrationOpen: false,
    paidPlaces: [],
    moreToTheMoney: 0,
    ...given,
  };
}

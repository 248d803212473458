import { tournamentsContract } from '@club/shared/contracts/tournaments';
import type { TournamentClock } from '@club/shared/tournament-clock';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/api';
import { registerSocketHandler } from '../../../lib/socket';
import { type HeldClock, holdClock, isLevelChange, newerClock } from './clock-time';
import { playClockChime } from './clock-sound';

export const tournamentClockKey = (tournamentId: number) => ['tournament-clock', tournamentId] as const;

/**
 * One tournament's clock, for the phone and the console (the TV reads the same route with its own
 * socket). The first read comes from the public route; every change after it arrives as
 * `tournament_clock` (registerClockSocketEvents), so nothing here polls.
 */
export function useTournamentClock(tournamentId: number | undefined) {
  return useQuery({
    queryKey: tournamentClockKey(tournamentId ?? 0),
    enabled: tournamentId !== undefined,
    queryFn: async (): Promise<HeldClock> =>
      holdClock(await callApi(tournamentsContract.getTournamentsByIdClock, { params: { id: tournamentId ?? 0 } })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Stores a pushed or answered reading under its tournament, keeping the newer of the two. */
export function storeTournamentClock(queryClient: QueryClient, clock: TournamentClock) {
  queryClient.setQueryData<HeldClock>(tournamentClockKey(clock.tournamentId), (held) =>
    newerClock(held, holdClock(clock)),
  );
}

/** The `tournament_clock` push applied to the cache, whichever screen is open. */
export function registerClockSocketEvents(): () => void {
  return registerSocketHandler('tournament_clock', (clock, queryClient) => storeTournamentClock(queryClient, clock));
}

/** Sounds the room's chime when the shown clock moves to a new level or a break ends (the browser permitting). */
export function useLevelChangeChime(clock: TournamentClock | undefined) {
  const previous = useRef<TournamentClock | undefined>(undefined);
  useEffect(() => {
    if (!clock) return;
    if (isLevelChange(previous.current, clock)) playClockChime();
    previous.current = clock;
  }, [clock]);
}

import { routeUrl } from '@club/shared/contract';
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
 * The server's clock on this screen's monotonic clock (server ms minus `performance.now()`), from the last
 * clock read. A reading is then held from the moment the server took it, not from when this page got round
 * to it: a busy page (a phone rendering, a TV under load) would otherwise show its clock late by its delay,
 * and two screens would disagree (issue 28 asks for the same second everywhere).
 */
let serverOffset: number | undefined;
/** A push is never held as older than this: a stale offset (a phone that slept) cannot move it further. */
const MAX_RECEIPT_LAG_MS = 2_000;

/** When a reading was taken, on this screen's monotonic clock. */
function receiptOf(clock: TournamentClock, now = performance.now()): number {
  if (serverOffset === undefined) return now;
  return Math.min(now, Math.max(now - MAX_RECEIPT_LAG_MS, Date.parse(clock.serverTime) - serverOffset));
}

/**
 * Reads the clock and learns the server's offset: the answer's time is taken as the moment its first byte
 * arrived (Resource Timing), or the middle of the request where the browser does not tell.
 */
async function readClock(tournamentId: number): Promise<HeldClock> {
  const route = tournamentsContract.getTournamentsByIdClock;
  const params = { id: tournamentId };
  const sentAt = performance.now();
  const clock = await callApi(route, { params });
  const arrivedAt = performance.now();
  const entries = performance.getEntriesByName?.(new URL(routeUrl(route, { params }), window.location.origin).href) as
    | PerformanceResourceTiming[]
    | undefined;
  const timing = entries?.at(-1);
  const answeredAt =
    timing && timing.startTime >= sentAt - 1 && timing.responseStart > 0
      ? timing.responseStart
      : (sentAt + arrivedAt) / 2;
  serverOffset = Date.parse(clock.serverTime) - answeredAt;
  return holdClock(clock, Math.min(arrivedAt, answeredAt));
}

/**
 * One tournament's clock, for the phone and the console (the TV reads the same route with its own
 * socket). The first read comes from the public route; every change after it arrives as
 * `tournament_clock` (registerClockSocketEvents), so nothing here polls.
 */
export function useTournamentClock(tournamentId: number | undefined) {
  return useQuery({
    queryKey: tournamentClockKey(tournamentId ?? 0),
    enabled: tournamentId !== undefined,
    queryFn: () => readClock(tournamentId ?? 0),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Stores a pushed or answered reading under its tournament, keeping the newer of the two. */
export function storeTournamentClock(queryClient: QueryClient, clock: TournamentClock) {
  queryClient.setQueryData<HeldClock>(tournamentClockKey(clock.tournamentId), (held) =>
    newerClock(held, holdClock(clock, receiptOf(clock))),
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

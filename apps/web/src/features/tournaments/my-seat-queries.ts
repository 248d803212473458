import { tournamentsContract } from '@club/shared/contracts/tournaments';
import type { MySeatEvent } from '@club/shared/tournament-seating';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callApi } from '../../lib/api';
import { registerSocketHandler } from '../../lib/socket';
import { playClockChime } from './clock/clock-sound';

const mySeatKey = (id: number) => ['tournaments', id, 'my-seat'] as const;

/** The player's seat, the floor's last count of the stack and the place in one tournament (GET /api/tournaments/{id}/me), kept by the pushes. */
export const useMySeat = (id: number) =>
  useQuery({
    queryKey: mySeatKey(id),
    queryFn: () => callApi(tournamentsContract.getTournamentsByIdMe, { params: { id } }),
    select: (mine) => ({
      status: mine.status,
      table: mine.table,
      seat: mine.seat,
      place: mine.place,
      prize: mine.prize,
      prizeStatus: mine.prizeStatus,
      countedChips: mine.countedChips,
      countedAt: mine.countedAt,
    }),
  });

// The latest seat or move the floor sent, kept outside React so its dialog shows whatever screen is open.
let current: MySeatEvent | null = null;
const listeners = new Set<() => void>();
function setCurrent(event: MySeatEvent | null) {
  current = event;
  for (const listener of listeners) listener();
}

/** "I'm seated" (or Escape): the dialog closes. */
export const closeSeatNotice = () => setCurrent(null);

/** The notice the dialog shows now, or null. */
export const currentSeatNotice = () => current;

export const useSeatNotice = () =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentSeatNotice);

/**
 * The floor drew or moved the player's seat (decision 132): the dialog opens with a sound, and the seat on
 * the tournament's page is read again. The entry's own push (a bust, a re-entry) also rereads it.
 */
export function registerMySeatSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('tournament_my_seat', (event, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: mySeatKey(event.tournamentId) });
      setCurrent(event);
      playClockChime();
    }),
    registerSocketHandler('tournament_my_entry', ({ tournamentId }, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: mySeatKey(tournamentId) });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

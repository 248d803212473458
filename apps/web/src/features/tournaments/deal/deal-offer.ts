import type { TournamentDeal } from '@club/shared/tournament-deals';
import { useSyncExternalStore } from 'react';

// The newest deal pushed to this player, kept outside React so its notice shows whatever screen is open
// (issue 38 item 9), as the seat notice does.
let current: TournamentDeal | null = null;
const listeners = new Set<() => void>();

/** A deal pushed: a proposal opens the notice; its answer or decision (or a newer deal) replaces it. */
export function noteDeal(deal: TournamentDeal) {
  if (current && current.tournamentId === deal.tournamentId && current.id > deal.id) return;
  current = deal;
  for (const listener of listeners) listener();
}

/** "Later" (or Escape): the notice closes; the deal stays on the tournament's page. */
export function closeDealOffer() {
  current = null;
  for (const listener of listeners) listener();
}

export const currentDealOffer = () => current;

export const useDealOffer = () =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentDealOffer);

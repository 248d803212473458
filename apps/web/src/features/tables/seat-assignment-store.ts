import { SEAT_ASSIGNMENT_REDIRECT_MS } from '@club/shared/tables';
import type { SeatAssignedEvent } from '@club/shared/tables-events';
import { useSyncExternalStore } from 'react';

// The latest seat assignment and its pending move to the table, kept outside React so the dialog
// survives the move to the table view.
let current: SeatAssignedEvent | null = null;
let moveTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(event: SeatAssignedEvent | null) {
  clearTimeout(moveTimer);
  moveTimer = undefined;
  current = event;
  for (const listener of listeners) listener();
}

/**
 * The floor seated the player: the dialog opens, and after 2 s (spec section 4) it closes and `move`
 * takes the player to the table, unless the player dismissed it or chose View Table first.
 */
export function showSeatAssignment(event: SeatAssignedEvent, move: () => void) {
  set(event);
  moveTimer = setTimeout(() => {
    set(null);
    move();
  }, SEAT_ASSIGNMENT_REDIRECT_MS);
}

/** Dismiss (or View Table, which moves at once): the dialog closes and the pending move is cancelled. */
export function closeSeatAssignment() {
  set(null);
}

export function useSeatAssignment(): SeatAssignedEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

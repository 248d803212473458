import type { SeatAssignedEvent } from '@club/shared/tables-events';
import { useSyncExternalStore } from 'react';

// The latest seat assignment, kept outside React so the dialog survives the move to the table view.
let current: SeatAssignedEvent | null = null;
const listeners = new Set<() => void>();

export function showSeatAssignment(event: SeatAssignedEvent | null) {
  current = event;
  for (const listener of listeners) listener();
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

import { useEffect, useId, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../accounts/current-user-query';
import { LiveSessionLauncher } from './live-session-launcher';
import { PageCall } from './page-call';
import { SeatAssignmentDialog } from './seat-assignment-dialog';
import { useSeatAssignedNavigation } from './tables-socket-events';

// Several screens mount the layer (game tab, session tab, table view, and the dashboard frame if it
// does); only the first mounted one renders, so there is one dialog, one button, one set of handlers.
const owners: string[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function useIsOwner(id: string) {
  useEffect(() => {
    owners.push(id);
    notify();
    return () => {
      owners.splice(owners.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => owners[0] === id,
  );
}

function LayerContent() {
  useSeatAssignedNavigation(useCurrentUser().data?.player.id);
  return (
    <>
      <SeatAssignmentDialog />
      <LiveSessionLauncher />
      <PageCall />
    </>
  );
}

/**
 * What must follow the player across the dashboard and the table view: table events applied to the
 * cache, the table-assignment dialog with its move to the table, the live session button and modal, and the
 * full-screen call when the floor pages the player.
 */
export function TablesLiveLayer() {
  return useIsOwner(useId()) ? <LayerContent /> : null;
}

import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './online-status';

/** Whether the phone is online (online-status.ts); online while prerendering. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

import { useSyncExternalStore } from 'react';
import { readSessionValue, type SessionKey, sessionListeners } from './session-store';

export {
  readSessionValue,
  removeSessionValues,
  SESSION_KEYS,
  type SessionKey,
  writeSessionValue,
} from './session-store';

/** Re-renders when this tab changes the value through the functions above. */
export function useSessionValue(key: SessionKey): string | null {
  return useSyncExternalStore(
    (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    () => readSessionValue(key),
    // The prerendered sign-in screen (prerender.tsx) is made with nothing stored.
    () => null,
  );
}

import { useCallback, useSyncExternalStore } from 'react';

/** One clock per interval, shared by every component that shows a time: one timer, one tick for all of them. */
interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
}

const clocks = new Map<number, Clock>();

function clockOf(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), timer: null };
    clocks.set(intervalMs, clock);
  }
  return clock;
}

function subscribe(clock: Clock, intervalMs: number, listener: () => void) {
  clock.listeners.add(listener);
  if (clock.timer === null) {
    // Idle until now: the first one to look reads the time afresh.
    clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      for (const notify of clock.listeners) notify();
    }, intervalMs);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer !== null) {
      clearInterval(clock.timer);
      clock.timer = null;
    }
  };
}

/**
 * The clock, ticking every `intervalMs`: seat timers are computed from stored timestamps, never counted. Call it in
 * the small component that shows the time, not above a whole screen: a tick re-renders only its callers (a floor of
 * 150 tables re-rendered whole every second spent a fifth of a core on it).
 */
export function useNow(intervalMs = 1000): number {
  const clock = clockOf(intervalMs);
  const listen = useCallback((listener: () => void) => subscribe(clock, intervalMs, listener), [clock, intervalMs]);
  return useSyncExternalStore(listen, () => clock.now);
}

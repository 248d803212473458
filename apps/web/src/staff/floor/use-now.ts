import { useEffect, useState } from 'react';

/** The clock, ticking every `intervalMs`: seat timers are computed from stored timestamps, never counted. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

import { useEffect, useState } from 'react';
import { type HeldClock, secondsLeftAt, secondsToBreakAt } from './clock-time';

/** Re-renders a few times a second while the clock runs, reading the time left from the held answer. */
export function useTickingSeconds(held: HeldClock | undefined) {
  const [now, setNow] = useState(() => performance.now());
  const running = held?.clock.state === 'running' || held?.clock.state === 'on_break';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  if (!held) return { secondsLeft: null, secondsToBreak: null };
  const at = Math.max(now, held.receivedAt);
  return { secondsLeft: secondsLeftAt(held, at), secondsToBreak: secondsToBreakAt(held, at) };
}

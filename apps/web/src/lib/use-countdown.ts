import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, ticking each second; `restart` sets a new deadline.
 * The deadline is a timestamp, so a tab that was asleep shows the true remainder on waking.
 */
export function useCountdown(initialDeadline: number | null = null) {
  const [deadline, setDeadline] = useState(initialDeadline);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const restart = useCallback((seconds: number) => {
    setNow(Date.now());
    setDeadline(Date.now() + seconds * 1000);
  }, []);

  return { secondsLeft, restart };
}

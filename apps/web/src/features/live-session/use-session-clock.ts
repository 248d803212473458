import type { LiveSessionDetail } from '@club/shared/live-session';
import { computeSessionPhase, type PhaseState } from '@club/shared/tables-phase';
import { useEffect, useState } from 'react';

/**
 * The session's phase now, recomputed every second from the stored timestamps the server sent (decision
 * 020): the phase changes on screen exactly at its boundary with no request, and the elapsed timer ticks.
 * `clockOffsetMs` corrects a device clock that differs from the server's.
 */
export function useSessionClock(session: LiveSessionDetail | null | undefined, clockOffsetMs: number) {
  const [now, setNow] = useState(() => Date.now() + clockOffsetMs);
  useEffect(() => {
    if (!session) return;
    setNow(Date.now() + clockOffsetMs);
    const timer = setInterval(() => setNow(Date.now() + clockOffsetMs), 1000);
    return () => clearInterval(timer);
  }, [session, clockOffsetMs]);
  if (!session) return null;
  const state: PhaseState = computeSessionPhase(
    {
      now,
      sessionStartAt: Date.parse(session.sessionStartTime),
      callTimeStartedAt: session.callTimeStartedAt ? Date.parse(session.callTimeStartedAt) : null,
      cashOutRequestedAt: session.cashOutRequestedAt ? Date.parse(session.cashOutRequestedAt) : null,
    },
    session.timingRules,
  );
  return { now, state, elapsedSeconds: Math.max(0, Math.floor((now - Date.parse(session.sessionStartTime)) / 1000)) };
}

export const formatClock = (totalSeconds: number) => {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
};

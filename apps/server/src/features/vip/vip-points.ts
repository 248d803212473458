import { fromPaise } from '@club/shared/money';
import {
  CLUB_TIME_ZONE,
  MAX_COUNTED_SESSION_HOURS,
  POINTS_PER_HOUR_PLAYED,
  POINTS_PER_VISIT_DAY,
} from '@club/shared/vip';

const HOUR_MS = 3_600_000;
/** ₹1 = 100 paise earns 0.1 points, so one point per 1000 paise (dashboard.md section 9, in rupees). */
const PAISE_PER_BUY_IN_POINT = 1_000n;

export interface PlayHistory {
  /** The sum of the player's table_buy_in ledger rows, as a positive amount. */
  buyInPaise: bigint;
  buyInCount: number;
  /** Every seat the player had: a seat is a session from seating to cash-out (still open: ended null). */
  sessions: Array<{ startAt: Date; endedAt: Date | null }>;
}

export interface PointsEarned {
  totalVipPoints: number;
  buyInPoints: number;
  totalBuyIn: string;
  buyInCount: number;
  avgBuyIn: string;
  hoursPlayedPoints: number;
  totalHoursPlayed: number;
  frequencyPoints: number;
  visitFrequency: number;
}

const clubDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * How long a session counts: from its start to its end, or to now while it is open; at most
 * MAX_COUNTED_SESSION_HOURS, and nothing for a start in the future (docs/decisions/031).
 */
export function countedSessionMs(session: { startAt: Date; endedAt: Date | null }, now: Date): number {
  const end = Math.min((session.endedAt ?? now).getTime(), now.getTime());
  const played = end - session.startAt.getTime();
  return Math.min(Math.max(played, 0), MAX_COUNTED_SESSION_HOURS * HOUR_MS);
}

/**
 * VIP points = buy-in (rupees) × 0.1 + hours played × 3 + visit days × 5. Each part is rounded down to
 * whole points, so points are never given for play that has not happened yet (docs/decisions/031).
 */
export function computePointsEarned(history: PlayHistory, now: Date): PointsEarned {
  const buyInPoints = Number(history.buyInPaise / PAISE_PER_BUY_IN_POINT);
  const playedMs = history.sessions.reduce((sum, session) => sum + countedSessionMs(session, now), 0);
  const hoursPlayedPoints = Math.floor((playedMs * POINTS_PER_HOUR_PLAYED) / HOUR_MS);
  const days = new Set(
    history.sessions.filter((s) => s.startAt.getTime() <= now.getTime()).map((s) => clubDay.format(s.startAt)),
  );
  const frequencyPoints = days.size * POINTS_PER_VISIT_DAY;
  const avgPaise = history.buyInCount > 0 ? history.buyInPaise / BigInt(history.buyInCount) : 0n;
  return {
    totalVipPoints: buyInPoints + hoursPlayedPoints + frequencyPoints,
    buyInPoints,
    totalBuyIn: fromPaise(history.buyInPaise),
    buyInCount: history.buyInCount,
    avgBuyIn: fromPaise(avgPaise),
    hoursPlayedPoints,
    totalHoursPlayed: Math.round((playedMs / HOUR_MS) * 100) / 100,
    frequencyPoints,
    visitFrequency: days.size,
  };
}

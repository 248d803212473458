import { formatClubTime } from '../../lib/format';
import { BADGE_CAP } from '@club/shared/notifications';

/** dashboard.md: Just now, Nm ago, Nh ago, otherwise a date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return formatClubTime(iso, 'dayTime');
}

/** The badge text: the count, capped at 99+. */
export const badgeText = (count: number, cap = BADGE_CAP) => (count > cap ? `${cap}+` : String(count));

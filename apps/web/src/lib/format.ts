import { DEFAULT_CLUB_TIME_ZONE } from '@club/shared/accounts-constants';

// Dates and times are shown in the club's time zone (club settings), not the device's: a player
// whose phone is set to another zone still reads the club's clock, as the floor and the TV do.

const STYLES = {
  /** 9:05 pm */
  time: { hour: 'numeric', minute: '2-digit' },
  /** 25 Nov 2026 */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 25 Nov, 9:05 pm */
  dayTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** Wed, 25 Nov, 9:05 pm */
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** 25 Nov 2026, 9:05 pm */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

let clubTimeZone = DEFAULT_CLUB_TIME_ZONE;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The club settings name the time zone; every date shown from then on uses it. */
export function setClubTimeZone(timeZone: string) {
  if (timeZone === clubTimeZone) return;
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone });
  } catch {
    return; // A zone this browser does not know: keep the one in use.
  }
  clubTimeZone = timeZone;
  formats.clear();
}

/** A server time (ISO text or a Date) as people at the club read it. */
export function formatClubTime(when: string | Date, style: DateStyle): string {
  let format = formats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { ...STYLES[style], timeZone: clubTimeZone });
    formats.set(style, format);
  }
  return format.format(typeof when === 'string' ? new Date(when) : when);
}

/** Whole numbers (points, counts) with Indian digit grouping: 1,00,000. */
export const formatCount = (value: number, maximumFractionDigits = 0) =>
  value.toLocaleString('en-IN', { maximumFractionDigits });

/** The day in the club's time zone as YYYY-MM-DD (the staff filters' dates). */
export const formatClubDay = (when: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: clubTimeZone,
  }).format(when);

/** A time as the value of a datetime-local field, on the club's clock: YYYY-MM-DDTHH:mm. */
export function toClubInputValue(when: string | Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: clubTimeZone,
  }).formatToParts(typeof when === 'string' ? new Date(when) : when);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A datetime-local value read on the club's clock, as an ISO time; null when it is not one. */
export function fromClubInputValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const asUtc = Date.parse(`${value}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The club's offset at that moment (twice: a daylight-saving change may sit in between).
  const offsetAt = (instant: number) => Date.parse(`${toClubInputValue(new Date(instant))}:00Z`) - instant;
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first)).toISOString();
}

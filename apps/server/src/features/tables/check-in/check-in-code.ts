import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_WINDOW_SECONDS } from '@club/shared/check-in';

// The room's rotating check-in code (decision 064): HMAC-SHA256 of the club's secret over the number of the
// current 3-minute window, truncated to six digits as HOTP does (RFC 4226). Every instance computes the same
// code from the shared secret and the clock; nothing is stored per window.

const WINDOW_MS = CHECK_IN_WINDOW_SECONDS * 1000;

/** The window a time falls in. */
export const checkInWindow = (now: Date) => Math.floor(now.getTime() / WINDOW_MS);

/** The six-digit code of one window. */
export function checkInCodeFor(secret: string, window: number): string {
  const digest = createHmac('sha256', secret).update(`check-in:${window}`).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** The code to show at `now`, and when it changes. */
export function currentCheckInCode(secret: string, now: Date): { code: string; changesAt: Date } {
  const window = checkInWindow(now);
  return { code: checkInCodeFor(secret, window), changesAt: new Date((window + 1) * WINDOW_MS) };
}

/** Whether a typed code is the current window's or the previous one's (a code read just before it changed). */
export function isValidCheckInCode(secret: string, code: string, now: Date): boolean {
  const window = checkInWindow(now);
  const given = Buffer.from(code);
  return [window, window - 1].some((w) => {
    const expected = Buffer.from(checkInCodeFor(secret, w));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

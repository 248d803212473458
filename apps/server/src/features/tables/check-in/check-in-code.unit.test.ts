import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkInCodeFor, checkInWindow, currentCheckInCode, isValidCheckInCode } from './check-in-code';

const SECRET = 'a-test-secret-of-the-club';
const WINDOW_MS = 180_000;

describe('the room’s check-in code', () => {
  it('is six digits, the same for one window on every call and different for another secret', () => {
    const code = checkInCodeFor(SECRET, 1000);
    expect(code).toMatch(/^\d{6}$/);
    expect(checkInCodeFor(SECRET, 1000)).toBe(code);
    expect(checkInCodeFor('another-secret', 1000)).not.toBe(code);
  });

  it('is the HMAC-SHA256 of the window, truncated as HOTP does', () => {
    const digest = createHmac('sha256', SECRET).update('check-in:42').digest();
    const offset = (digest.at(-1) ?? 0) & 0x0f;
    const expected = String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
    expect(checkInCodeFor(SECRET, 42)).toBe(expected);
  });

  it('changes every 3 minutes, and says when', () => {
    const start = new Date(5000 * WINDOW_MS);
    const first = currentCheckInCode(SECRET, start);
    expect(first.changesAt.getTime()).toBe(5001 * WINDOW_MS);
    expect(currentCheckInCode(SECRET, new Date(start.getTime() + WINDOW_MS - 1)).code).toBe(first.code);
    const codes = new Set(Array.from({ length: 50 }, (_, i) => checkInCodeFor(SECRET, 5000 + i)));
    expect(codes.size).toBeGreaterThan(45);
    expect(checkInWindow(new Date(start.getTime() + WINDOW_MS))).toBe(5001);
  });

  it('accepts the current and the previous window’s code, and nothing older or wrong', () => {
    const now = new Date(7000 * WINDOW_MS + 10_000);
    expect(isValidCheckInCode(SECRET, checkInCodeFor(SECRET, 7000), now)).toBe(true);
    expect(isValidCheckInCode(SECRET, checkInCodeFor(SECRET, 6999), now)).toBe(true);
    const old = checkInCodeFor(SECRET, 6998);
    const recent = [checkInCodeFor(SECRET, 7000), checkInCodeFor(SECRET, 6999)];
    if (!recent.includes(old)) expect(isValidCheckInCode(SECRET, old, now)).toBe(false);
    const next = checkInCodeFor(SECRET, 7001);
    if (!recent.includes(next)) expect(isValidCheckInCode(SECRET, next, now)).toBe(false);
    expect(isValidCheckInCode(SECRET, '12345', now)).toBe(false);
    expect(isValidCheckInCode(SECRET, '', now)).toBe(false);
  });
});

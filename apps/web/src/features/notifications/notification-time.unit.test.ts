import { describe, expect, it } from 'vitest';
import { badgeText, relativeTime } from './notification-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('says Just now under a minute, then minutes, then hours, then a date', () => {
    expect(relativeTime(ago(30_000), now)).toBe('Just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5m ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59m ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3h ago');
    const older = relativeTime(ago(72 * 3_600_000), now);
    expect(older).toMatch(/Mar/);
    expect(older).not.toMatch(/ago/);
  });
});

describe('badgeText', () => {
  it('caps the count at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

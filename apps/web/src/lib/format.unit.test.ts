import { formatRupees } from '@club/shared/money';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatClubDay,
  formatClubTime,
  formatCount,
  fromClubInputValue,
  setClubTimeZone,
  toClubInputValue,
} from './format';

// 2026-11-25 15:30 UTC is 21:00 at the club (Asia/Kolkata), already 26 Nov 05:15 in Chatham.
const AFTERNOON_UTC = '2026-11-25T15:30:00.000Z';

describe('dates in the club time zone', () => {
  afterEach(() => setClubTimeZone('Asia/Kolkata'));

  it('runs in a process time zone far from the club', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Pacific/Chatham');
  });

  it("shows the club's clock, not the device's", () => {
    expect(formatClubTime(AFTERNOON_UTC, 'time')).toBe('9:00 pm');
    expect(formatClubTime(AFTERNOON_UTC, 'date')).toBe('25 Nov 2026');
    expect(formatClubTime(AFTERNOON_UTC, 'dayTime')).toBe('25 Nov, 9:00 pm');
    expect(formatClubTime(AFTERNOON_UTC, 'weekdayTime')).toBe('Wed, 25 Nov, 9:00 pm');
  });

  it("names the club's day for the staff filters, not the device's", () => {
    expect(formatClubDay(new Date(AFTERNOON_UTC))).toBe('2026-11-25');
    setClubTimeZone('Pacific/Chatham');
    expect(formatClubDay(new Date(AFTERNOON_UTC))).toBe('2026-11-26');
  });

  it("fills and reads a date-time field on the club's clock, not the device's", () => {
    expect(toClubInputValue(AFTERNOON_UTC)).toBe('2026-11-25T21:00');
    expect(fromClubInputValue('2026-11-25T21:00')).toBe(AFTERNOON_UTC);
    setClubTimeZone('Europe/London');
    expect(fromClubInputValue('2026-07-01T20:00')).toBe('2026-07-01T19:00:00.000Z');
    expect(fromClubInputValue('not a time')).toBeNull();
  });

  it('follows the time zone the club settings name', () => {
    setClubTimeZone('Europe/London');
    expect(formatClubTime(AFTERNOON_UTC, 'time')).toBe('3:30 pm');
  });

  it('keeps the zone in use when the settings name one this browser does not know', () => {
    setClubTimeZone('Mars/Olympus_Mons');
    expect(formatClubTime(AFTERNOON_UTC, 'date')).toBe('25 Nov 2026');
  });
});

describe('amounts and counts', () => {
  it('writes rupees and counts with Indian digit grouping', () => {
    expect(formatRupees('1234567.5')).toBe('₹12,34,567.50');
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(12.3456, 2)).toBe('12.35');
  });
});

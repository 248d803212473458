import { describe, expect, it } from 'vitest';
import { computePointsEarned, countedSessionMs } from './vip-points';

const at = (iso: string) => new Date(iso);
const NOW = at('2025-03-01T12:00:00Z');
const none = { buyInPaise: 0n, buyInCount: 0, sessions: [] };

describe('VIP points = buy-in × 0.1 + hours × 3 + visit days × 5', () => {
  it('counts buy-ins in rupees and rounds each part down to whole points', () => {
    // ₹8,500.50 → 850.05 points → 850; 1 h 59 min → 5.95 → 5; one day → 5.
    const points = computePointsEarned(
      {
        buyInPaise: 850_050n,
        buyInCount: 3,
        sessions: [{ startAt: at('2025-02-10T10:00:00Z'), endedAt: at('2025-02-10T11:59:00Z') }],
      },
      NOW,
    );
    expect(points).toEqual({
      totalVipPoints: 860,
      buyInPoints: 850,
      totalBuyIn: '8500.50',
      buyInCount: 3,
      avgBuyIn: '2833.50',
      hoursPlayedPoints: 5,
      totalHoursPlayed: 1.98,
      frequencyPoints: 5,
      visitFrequency: 1,
    });
  });

  it('is zero without play', () => {
    expect(computePointsEarned(none, NOW)).toMatchObject({ totalVipPoints: 0, avgBuyIn: '0.00', visitFrequency: 0 });
  });

  it('counts the open session up to now', () => {
    const open = { startAt: at('2025-03-01T10:00:00Z'), endedAt: null };
    expect(countedSessionMs(open, NOW)).toBe(2 * 3_600_000);
    expect(computePointsEarned({ ...none, sessions: [open] }, NOW).hoursPlayedPoints).toBe(6);
  });

  it('counts one session at most 24 hours, and a start in the future not at all', () => {
    const forgotten = { startAt: at('2025-02-20T12:00:00Z'), endedAt: null };
    expect(countedSessionMs(forgotten, NOW)).toBe(24 * 3_600_000);
    const future = { startAt: at('2025-03-01T13:00:00Z'), endedAt: null };
    expect(countedSessionMs(future, NOW)).toBe(0);
    expect(computePointsEarned({ ...none, sessions: [future] }, NOW).visitFrequency).toBe(0);
  });

  it('counts visit days by the calendar in India, once per day', () => {
    const points = computePointsEarned(
      {
        ...none,
        sessions: [
          // 23:00 and 23:50 IST on 10 Feb: one day, though UTC and the test's own zone split them differently.
          { startAt: at('2025-02-10T17:30:00Z'), endedAt: at('2025-02-10T18:00:00Z') },
          { startAt: at('2025-02-10T18:20:00Z'), endedAt: at('2025-02-10T18:40:00Z') },
          // 00:10 IST on 11 Feb (still 10 Feb in UTC): a second day.
          { startAt: at('2025-02-10T18:40:00Z'), endedAt: at('2025-02-10T19:00:00Z') },
        ],
      },
      NOW,
    );
    expect(points).toMatchObject({ visitFrequency: 2, frequencyPoints: 10 });
  });
});

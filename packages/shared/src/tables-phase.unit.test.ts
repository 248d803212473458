import { describe, expect, it } from 'vitest';
import { computeSessionPhase, effectiveTimingRules, estimateWaitMinutes, type StoredTimingRules } from './tables-phase';

const MIN = 60_000;
const START = Date.UTC(2025, 0, 15, 18, 0, 0);
/** A table with its own rules: 60 min minimum play, 15 min call time, 10 min cash-out window. */
const RULES: StoredTimingRules = { minPlayMinutes: 60, callTimeMinutes: 15, cashOutWindowMinutes: 10 };
const NO_RULES: StoredTimingRules = { minPlayMinutes: null, callTimeMinutes: null, cashOutWindowMinutes: null };

const at = (
  minutesFromStart: number,
  seat: { callTimeAt?: number; cashOutAt?: number } = {},
  rules: StoredTimingRules = RULES,
) =>
  computeSessionPhase(
    {
      now: START + minutesFromStart * MIN,
      sessionStartAt: START,
      callTimeStartedAt: seat.callTimeAt === undefined ? null : START + seat.callTimeAt * MIN,
      cashOutRequestedAt: seat.cashOutAt === undefined ? null : START + seat.cashOutAt * MIN,
    },
    rules,
  );

describe('computeSessionPhase: minimum play', () => {
  it('is MINIMUM_PLAY from the start until just before start + minimum play, with the time left', () => {
    expect(at(0)).toMatchObject({ phase: 'MINIMUM_PLAY', minPlayRemaining: 3600, canStartCallTime: false });
    expect(at(59.99)).toMatchObject({ phase: 'MINIMUM_PLAY', minPlayRemaining: 1, canCashOut: false });
    expect(at(0).phaseEndsAt).toBe(START + 60 * MIN);
  });

  it('turns CALL_TIME_AVAILABLE exactly at start + minimum play and stays there with no call time', () => {
    expect(at(60)).toMatchObject({ phase: 'CALL_TIME_AVAILABLE', canStartCallTime: true, phaseEndsAt: null });
    expect(at(60).minPlayRemaining).toBe(0);
    expect(at(600)).toMatchObject({ phase: 'CALL_TIME_AVAILABLE', canStartCallTime: true, canCashOut: false });
  });
});

describe('computeSessionPhase: call time and the cash-out window', () => {
  const seat = { callTimeAt: 70 };

  it('is CALL_TIME_ACTIVE from the moment call time starts for the call-time length', () => {
    expect(at(70, seat)).toMatchObject({ phase: 'CALL_TIME_ACTIVE', callTimeRemaining: 900, canStartCallTime: false });
    expect(at(84.99, seat)).toMatchObject({ phase: 'CALL_TIME_ACTIVE', callTimeRemaining: 1, canCashOut: false });
    expect(at(70, seat).phaseEndsAt).toBe(START + 85 * MIN);
  });

  it('opens the CASH_OUT_WINDOW exactly when call time ends, for the window length, allowing a cash-out', () => {
    expect(at(85, seat)).toMatchObject({ phase: 'CASH_OUT_WINDOW', canCashOut: true, cashOutTimeRemaining: 600 });
    expect(at(94.99, seat)).toMatchObject({ phase: 'CASH_OUT_WINDOW', canCashOut: true, cashOutTimeRemaining: 1 });
    expect(at(85, seat).phaseEndsAt).toBe(START + 95 * MIN);
  });

  it('returns to CALL_TIME_AVAILABLE exactly when a window passes unused', () => {
    expect(at(95, seat)).toMatchObject({ phase: 'CALL_TIME_AVAILABLE', canStartCallTime: true, canCashOut: false });
    expect(at(200, seat).phase).toBe('CALL_TIME_AVAILABLE');
  });

  it('keeps a requested cash-out in the window, once, until the cashier ends the seat', () => {
    const requested = { callTimeAt: 70, cashOutAt: 90 };
    expect(at(90, requested)).toMatchObject({ phase: 'CASH_OUT_WINDOW', cashOutRequested: true, canCashOut: false });
    expect(at(95, requested)).toMatchObject({ phase: 'CASH_OUT_WINDOW', phaseEndsAt: null, canStartCallTime: false });
  });

  it('ignores a cash-out timestamp from outside the window (an earlier round)', () => {
    expect(at(130, { callTimeAt: 120, cashOutAt: 90 })).toMatchObject({ phase: 'CALL_TIME_ACTIVE' });
    expect(at(135, { callTimeAt: 120, cashOutAt: 90 })).toMatchObject({ phase: 'CASH_OUT_WINDOW', canCashOut: true });
  });

  it('ignores a call time stored before the minimum play ended', () => {
    expect(at(30, { callTimeAt: 10 }).phase).toBe('MINIMUM_PLAY');
    expect(at(61, { callTimeAt: 10 }).phase).toBe('CALL_TIME_AVAILABLE');
  });

  it('follows the current rules when staff change them mid-session', () => {
    const shorter = { ...RULES, callTimeMinutes: 5 };
    expect(at(75, seat, shorter)).toMatchObject({ phase: 'CASH_OUT_WINDOW', cashOutTimeRemaining: 600 });
  });
});

describe('computeSessionPhase: a table without rules uses 2 minutes each', () => {
  it('walks MINIMUM_PLAY → CALL_TIME_AVAILABLE at 2 min → ACTIVE 2 min → WINDOW 2 min → AVAILABLE', () => {
    expect(at(1.99, {}, NO_RULES).phase).toBe('MINIMUM_PLAY');
    expect(at(2, {}, NO_RULES).phase).toBe('CALL_TIME_AVAILABLE');
    const seat = { callTimeAt: 3 };
    expect(at(3, seat, NO_RULES)).toMatchObject({ phase: 'CALL_TIME_ACTIVE', callTimeRemaining: 120 });
    expect(at(4.99, seat, NO_RULES).phase).toBe('CALL_TIME_ACTIVE');
    expect(at(5, seat, NO_RULES)).toMatchObject({ phase: 'CASH_OUT_WINDOW', cashOutTimeRemaining: 120 });
    expect(at(6.99, seat, NO_RULES).phase).toBe('CASH_OUT_WINDOW');
    expect(at(7, seat, NO_RULES).phase).toBe('CALL_TIME_AVAILABLE');
  });

  it('fills each missing rule on its own and says whether all are defaults', () => {
    expect(effectiveTimingRules(NO_RULES)).toEqual({
      minPlayMinutes: 2,
      callTimeMinutes: 2,
      cashOutWindowMinutes: 2,
      isDefault: true,
    });
    expect(effectiveTimingRules({ ...NO_RULES, callTimeMinutes: 9 })).toMatchObject({
      minPlayMinutes: 2,
      callTimeMinutes: 9,
      isDefault: false,
    });
  });
});

describe('estimateWaitMinutes', () => {
  const base = { freeSeats: 0, occupiedSeats: 6, defaultTurnoverMinutes: 20, minimumMinutes: 5 };

  it('gives a player within the free seats only the floor’s minimum', () => {
    expect(estimateWaitMinutes({ ...base, position: 2, freeSeats: 3, recentSessionMinutes: [] })).toBe(5);
  });

  it('uses the stated default turnover per player ahead when the table has no history', () => {
    expect(estimateWaitMinutes({ ...base, position: 1, recentSessionMinutes: [] })).toBe(20);
    expect(estimateWaitMinutes({ ...base, position: 3, recentSessionMinutes: [] })).toBe(60);
  });

  it('reads the average session length over the seated players, rounded to 5 minutes', () => {
    // Sessions of 120 min on average at a table of 6: a seat about every 20 min.
    expect(estimateWaitMinutes({ ...base, position: 1, recentSessionMinutes: [90, 150] })).toBe(20);
    // 100 min / 6 seats = 16.7 min per seat; two ahead = 33.3 → 35; one ahead = 16.7 → 15.
    expect(estimateWaitMinutes({ ...base, position: 2, recentSessionMinutes: [100] })).toBe(35);
    expect(estimateWaitMinutes({ ...base, position: 1, recentSessionMinutes: [100] })).toBe(15);
  });

  it('never answers under the minimum', () => {
    expect(estimateWaitMinutes({ ...base, position: 1, recentSessionMinutes: [6] })).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { FOCUS_HOLD_MS, focusTurnDelay } from './focus-hold';

describe('focusTurnDelay', () => {
  it('turns at once to a change when the last turn is older than the hold', () => {
    expect(focusTurnDelay({ targetPage: 2, currentPage: 0, lastTurnAt: 1_000, now: 1_000 + FOCUS_HOLD_MS })).toBe(0);
    expect(focusTurnDelay({ targetPage: 2, currentPage: 0, lastTurnAt: Number.NEGATIVE_INFINITY, now: 0 })).toBe(0);
  });

  it('keeps a page turned to for a change on screen for the hold before another change turns it away', () => {
    expect(focusTurnDelay({ targetPage: 2, currentPage: 0, lastTurnAt: 1_000, now: 2_500 })).toBe(
      FOCUS_HOLD_MS - 1_500,
    );
  });

  it('shows a change on the page already on screen at once, held or not', () => {
    expect(focusTurnDelay({ targetPage: 1, currentPage: 1, lastTurnAt: 1_000, now: 1_001 })).toBe(0);
  });
});

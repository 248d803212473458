/**
 * A page the board turned to for a change stays on screen at least this long before another change
 * turns it to another page: the players at the first table read their line, and a burst of changes
 * across the room (timers ending holds at several tables at once) does not flick the TV from page to page.
 */
export const FOCUS_HOLD_MS = 6_000;

/**
 * When a change's page may be shown: at once if it is the page on screen or the last turn is older than
 * the hold, else after the hold's rest (the newest change waiting then wins).
 */
export function focusTurnDelay(input: { targetPage: number; currentPage: number; lastTurnAt: number; now: number }) {
  if (input.targetPage === input.currentPage) return 0;
  return Math.max(0, input.lastTurnAt + FOCUS_HOLD_MS - input.now);
}

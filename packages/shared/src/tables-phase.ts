/**
 * The live session's phase (DESIGN.md section 7): a pure function of the clock, the seat's stored
 * timestamps and the table's timing rules. Server and client run this same code, so the client can
 * re-render at each boundary from the timestamps it received, without asking again (decision 020).
 */

export const SESSION_PHASES = ['MINIMUM_PLAY', 'CALL_TIME_AVAILABLE', 'CALL_TIME_ACTIVE', 'CASH_OUT_WINDOW'] as const;
export type SessionPhase = (typeof SESSION_PHASES)[number];

/** The spec's defaults for a table without its own rules: 2 minutes each (dashboard.md section 9). */
export const DEFAULT_MIN_PLAY_MINUTES = 2;
export const DEFAULT_CALL_TIME_MINUTES = 2;
export const DEFAULT_CASH_OUT_WINDOW_MINUTES = 2;

const MINUTE_MS = 60_000;

export interface StoredTimingRules {
  minPlayMinutes: number | null;
  callTimeMinutes: number | null;
  cashOutWindowMinutes: number | null;
}

export interface EffectiveTimingRules {
  minPlayMinutes: number;
  callTimeMinutes: number;
  cashOutWindowMinutes: number;
  isDefault: boolean;
}

export function effectiveTimingRules(rules: StoredTimingRules): EffectiveTimingRules {
  return {
    minPlayMinutes: rules.minPlayMinutes ?? DEFAULT_MIN_PLAY_MINUTES,
    callTimeMinutes: rules.callTimeMinutes ?? DEFAULT_CALL_TIME_MINUTES,
    cashOutWindowMinutes: rules.cashOutWindowMinutes ?? DEFAULT_CASH_OUT_WINDOW_MINUTES,
    isDefault: rules.minPlayMinutes === null && rules.callTimeMinutes === null && rules.cashOutWindowMinutes === null,
  };
}

export interface SessionClock {
  /** Milliseconds since the epoch for each. */
  now: number;
  sessionStartAt: number;
  callTimeStartedAt: number | null;
  cashOutRequestedAt: number | null;
}

export interface PhaseState {
  phase: SessionPhase;
  /** When this phase ends by itself, or null when only the player or staff can end it. */
  phaseEndsAt: number | null;
  minPlayEndsAt: number;
  callTimeEndsAt: number | null;
  cashOutWindowEndsAt: number | null;
  canStartCallTime: boolean;
  canCashOut: boolean;
  cashOutRequested: boolean;
  /** Whole seconds, never negative. */
  minPlayRemaining: number;
  callTimeRemaining: number;
  cashOutTimeRemaining: number;
}

const secondsUntil = (deadline: number | null, now: number) =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * Every interval is half-open: a phase begins at its boundary and ends just before the next one.
 * A cash-out requested inside the window keeps the session in CASH_OUT_WINDOW until the cashier ends
 * the seat (the request was made; the window has done its job), with no second request allowed.
 */
export function computeSessionPhase(clock: SessionClock, stored: StoredTimingRules): PhaseState {
  const rules = effectiveTimingRules(stored);
  const { now } = clock;
  const minPlayEndsAt = clock.sessionStartAt + rules.minPlayMinutes * MINUTE_MS;
  // A call time stored from before the minimum play ended cannot count (the service never stores one).
  const callTimeStartedAt =
    clock.callTimeStartedAt !== null && clock.callTimeStartedAt >= minPlayEndsAt ? clock.callTimeStartedAt : null;
  const callTimeEndsAt = callTimeStartedAt === null ? null : callTimeStartedAt + rules.callTimeMinutes * MINUTE_MS;
  const cashOutWindowEndsAt = callTimeEndsAt === null ? null : callTimeEndsAt + rules.cashOutWindowMinutes * MINUTE_MS;
  const cashOutRequested =
    clock.cashOutRequestedAt !== null &&
    callTimeEndsAt !== null &&
    cashOutWindowEndsAt !== null &&
    clock.cashOutRequestedAt >= callTimeEndsAt &&
    clock.cashOutRequestedAt < cashOutWindowEndsAt;

  const state = (phase: SessionPhase, phaseEndsAt: number | null): PhaseState => ({
    phase,
    phaseEndsAt,
    minPlayEndsAt,
    callTimeEndsAt,
    cashOutWindowEndsAt,
    canStartCallTime: phase === 'CALL_TIME_AVAILABLE',
    canCashOut: phase === 'CASH_OUT_WINDOW' && !cashOutRequested,
    cashOutRequested,
    minPlayRemaining: secondsUntil(minPlayEndsAt, now),
    callTimeRemaining: phase === 'CALL_TIME_ACTIVE' ? secondsUntil(callTimeEndsAt, now) : 0,
    cashOutTimeRemaining: phase === 'CASH_OUT_WINDOW' ? secondsUntil(cashOutWindowEndsAt, now) : 0,
  });

  if (now < minPlayEndsAt) return state('MINIMUM_PLAY', minPlayEndsAt);
  if (callTimeEndsAt === null || cashOutWindowEndsAt === null) return state('CALL_TIME_AVAILABLE', null);
  if (now < callTimeEndsAt) return state('CALL_TIME_ACTIVE', callTimeEndsAt);
  if (now < cashOutWindowEndsAt) return state('CASH_OUT_WINDOW', cashOutWindowEndsAt);
  if (cashOutRequested) return state('CASH_OUT_WINDOW', null);
  // The window passed unused: call time may be started again.
  return state('CALL_TIME_AVAILABLE', null);
}

/** Whole minutes left, rounded up: "1 min" until the last second passes (the answer's minute fields). */
export const minutesLeft = (seconds: number) => Math.ceil(seconds / 60);

export interface WaitEstimateInput {
  /** 1-based place among the table's waiting entries. */
  position: number;
  freeSeats: number;
  occupiedSeats: number;
  /** Lengths in minutes of the table's most recent finished sessions (may be empty). */
  recentSessionMinutes: number[];
  defaultTurnoverMinutes: number;
  minimumMinutes: number;
}

/**
 * Beyond the spec (decision 021): the wait for a seat. Players within the free seats wait only for the
 * floor to call them. Beyond that, with k players seated and sessions lasting T minutes on average, a
 * seat frees up about every T / k minutes; with no finished sessions a stated default is used. Rounded
 * to 5 minutes: it is an estimate, and saying "about 7 min" would claim a precision it lacks.
 */
export function estimateWaitMinutes(input: WaitEstimateInput): number {
  const ahead = input.position - input.freeSeats;
  if (ahead <= 0) return input.minimumMinutes;
  const history = input.recentSessionMinutes.filter((m) => Number.isFinite(m) && m > 0);
  const interval =
    history.length > 0 && input.occupiedSeats > 0
      ? history.reduce((sum, m) => sum + m, 0) / history.length / input.occupiedSeats
      : input.defaultTurnoverMinutes;
  const minutes = Math.round((ahead * interval) / 5) * 5;
  return Math.max(input.minimumMinutes, minutes);
}

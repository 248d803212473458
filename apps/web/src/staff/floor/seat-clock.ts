import type { FloorSeat, FloorTable } from '@club/shared/floor';
import { computeSessionPhase, type SessionPhase } from '@club/shared/tables-phase';

export const PHASE_LABELS: Record<SessionPhase, string> = {
  MINIMUM_PLAY: 'Minimum play',
  CALL_TIME_AVAILABLE: 'Call time available',
  CALL_TIME_ACTIVE: 'Call time',
  CASH_OUT_WINDOW: 'Cash-out window',
};

const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** Whole minutes between two instants (never negative). */
export const minutesBetween = (from: number, to: number) => Math.max(0, Math.floor((to - from) / 60_000));

/** "4:05": minutes and seconds left. */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The seat's phase now, from the table's rules and the stored timestamps (the same function as the player's). */
export function seatPhase(seat: FloorSeat, table: FloorTable, now: number) {
  const state = computeSessionPhase(
    {
      now,
      sessionStartAt: Date.parse(seat.sessionStartTime),
      callTimeStartedAt: ms(seat.callTimeStartedAt),
      cashOutRequestedAt: ms(seat.cashOutRequestedAt),
    },
    table.timingRules,
  );
  const secondsLeft = state.phaseEndsAt === null ? null : Math.max(0, Math.ceil((state.phaseEndsAt - now) / 1000));
  return { phase: state.phase, secondsLeft, cashOutRequested: state.cashOutRequested };
}

/** A request the floor has not handled yet. */
export const isOpenRequest = (seat: FloorSeat) => seat.request !== null && seat.request.acknowledgedAt === null;

export const REQUEST_LABELS = { call_time: 'Call time', cash_out: 'Cash-out request' } as const;

/** The seat numbers of a table nobody sits in, in order. */
export function openSeatNumbers(table: FloorTable): number[] {
  const taken = new Set(table.seats.map((s) => s.seatNumber));
  return Array.from({ length: table.maxPlayers }, (_, i) => i + 1).filter((n) => !taken.has(n));
}

import { z } from 'zod';
import { moneyText as money, tableIdText } from './common';

// Seats the floor released (POST /api/staff/seats/{seatId}/release: the player left without going to
// the cage) that the cashier has not settled yet: ended, no cash-out recorded. The cashier settles each
// once with POST /api/staff/seats/{seatId}/cash-out.

export const pendingCashOutSchema = z.object({
  seatId: z.number(),
  tableId: tableIdText,
  tableName: z.string(),
  seatNumber: z.number(),
  playerId: z.number(),
  playerName: z.string(),
  /** What the floor stated at seating, raised by any re-buy paid at the cage. */
  buyIn: money,
  /** What is recorded as paid (decision 104): below `buyIn`, settling asks how the rest was paid. */
  buyInPaid: money,
  sessionStartTime: z.string(),
  /** When the floor released the seat (ISO); the list is oldest first. */
  endedAt: z.string(),
  /** The staff member who released it and why, from the audit row (null if none was written). */
  releasedBy: z.string().nullable(),
  releaseNote: z.string().nullable(),
});
export type PendingCashOut = z.infer<typeof pendingCashOutSchema>;

/** GET /api/staff/seats/pending-cash-outs: oldest release first. */
export const pendingCashOutListSchema = z.array(pendingCashOutSchema);

/**
 * GET /api/staff/seats/unpaid-buy-ins (decision 104): open seats whose buy-in is not all recorded as paid,
 * oldest seating first. The cashier records each (from the balance or cash at the table).
 */
export const unpaidBuyInSchema = z.object({
  seatId: z.number(),
  tableId: tableIdText,
  tableName: z.string(),
  seatNumber: z.number(),
  playerId: z.number(),
  playerName: z.string(),
  playerCode: z.string(),
  buyIn: money,
  buyInPaid: money,
  /** buyIn − buyInPaid: what is still to record. */
  unpaid: money,
  sessionStartTime: z.string(),
});
export type UnpaidBuyIn = z.infer<typeof unpaidBuyInSchema>;
export const unpaidBuyInListSchema = z.array(unpaidBuyInSchema);

/** staff:{role} (cage roles): a seat was released by the floor or cashed out; the cage's list reads again. */
export const releasedSeatsEvents = {
  released_seats_changed: z.object({ seatId: z.number() }),
  /** A seat was taken, paid for, moved or ended: the cage's unpaid buy-ins read again. */
  unpaid_buy_ins_changed: z.object({ seatId: z.number() }),
} satisfies Record<string, z.ZodType>;

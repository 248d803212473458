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

/** staff:{role} (cage roles): a seat was released by the floor or cashed out; the cage's list reads again. */
export const releasedSeatsEvents = {
  released_seats_changed: z.object({ seatId: z.number() }),
} satisfies Record<string, z.ZodType>;

import { z } from 'zod';
import { moneyText as money, positiveId as id, tableIdText } from './common';
import { TABLE_STATUSES, timingRulesSchema } from './tables';
import { SESSION_PHASES } from './tables-phase';

/** GET /api/table-seats/{playerId}: the player's own open seats (the spec's table seat). */
export const playerSeatSchema = z.object({
  seatId: z.number(),
  tableId: tableIdText,
  tableName: z.string(),
  gameType: z.string(),
  stakes: z.string(),
  seatNumber: z.number(),
  status: z.enum(TABLE_STATUSES),
  sessionStartTime: z.string(),
  sessionBuyIn: money,
  /** What the cage recorded as paid for the buy-in (decision 104). */
  buyInPaid: money,
  minBuyIn: money,
  maxBuyIn: money,
});
export type PlayerSeat = z.infer<typeof playerSeatSchema>;
export const playerSeatListSchema = z.array(playerSeatSchema);

/**
 * The spec's live session (section 3) with every alias it reads, plus the stored timestamps the client
 * needs to compute the phase itself at each boundary (decision 020). `callTimeRemaining` and
 * `cashOutTimeRemaining` are whole minutes as the specification's screen reads them (issue 13 item 9);
 * every other remaining time, and the `...Seconds` fields, are whole seconds.
 */
export const liveSessionDetailSchema = z.object({
  id: z.number(),
  seatId: z.number(),
  tableId: tableIdText,
  seatNumber: z.number(),
  sessionStartTime: z.string(),
  sessionPhase: z.enum(SESSION_PHASES),
  isLive: z.boolean(),
  tableName: z.string(),
  gameType: z.string(),
  stakes: z.string(),
  buyInAmount: money,
  /** What the cage recorded as paid for the buy-in (decision 104): below `buyInAmount`, unpaid. */
  buyInPaid: money,
  minPlayTimeCompleted: z.boolean(),
  tableMinPlayTime: z.number(),
  minPlayTimeMinutes: z.number(),
  min_play_time: z.number(),
  callTimeAvailable: z.boolean(),
  callTimeActive: z.boolean(),
  /** Whole minutes left, rounded up (the specification's session screen shows minutes). */
  callTimeRemaining: z.number(),
  callTimeRemainingSeconds: z.number(),
  tableCallTimeDuration: z.number(),
  callTimeDurationMinutes: z.number(),
  call_time_duration: z.number(),
  cashOutWindowActive: z.boolean(),
  /** Whole minutes left, rounded up. */
  cashOutTimeRemaining: z.number(),
  cashOutTimeRemainingSeconds: z.number(),
  tableCashOutWindow: z.number(),
  cashOutWindowMinutes: z.number(),
  cash_out_window: z.number(),
  canCashOut: z.boolean(),
  cashOutRequested: z.boolean(),
  minPlayRemaining: z.number(),
  callTimeStartedAt: z.string().nullable(),
  cashOutRequestedAt: z.string().nullable(),
  phaseEndsAt: z.string().nullable(),
  timingRules: timingRulesSchema,
});
export type LiveSessionDetail = z.infer<typeof liveSessionDetailSchema>;

export const liveSessionSchema = z.object({
  hasActiveSession: z.boolean(),
  session: liveSessionDetailSchema.nullable(),
  /** The server's clock when answering, so a client with a wrong clock still counts down right. */
  serverTime: z.string(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/** POST /api/call-time/start and /api/cash-out/request: the spec's payload; the player must be the session's. */
export const sessionActionRequestSchema = z.object({
  playerId: id,
  sessionId: id.optional(),
});
export const sessionActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  liveSession: liveSessionSchema,
});

import { z } from 'zod';
import { moneyText as money, tableIdText } from './common';
import { liveSessionSchema } from './live-session';
import { MOVE_KINDS } from './table-moves';
import { tableSchema, timingRulesSchema } from './tables';
import { seatRequestListSchema } from './waitlist';

const seatAssignedSchema = z.object({
  playerId: z.number(),
  seatId: z.number(),
  tableId: tableIdText,
  tableName: z.string(),
  gameType: z.string(),
  seatNumber: z.number(),
  buyIn: money,
  sessionStartTime: z.string(),
  assignedBy: z.string(),
  /** A move the floor was offered (decision 142): the phone says 'Move to the main game, Table 1 seat 4'. */
  moveKind: z.enum(MOVE_KINDS).optional(),
});
export type SeatAssignedEvent = z.infer<typeof seatAssignedSchema>;

const staffSessionRequestSchema = z.object({
  playerId: z.number(),
  playerName: z.string(),
  seatId: z.number(),
  tableId: tableIdText,
  tableName: z.string(),
  seatNumber: z.number(),
  at: z.string(),
});

export const tablesEvents = {
  /** lobby: a table, its players or its wait-list changed (the public part only). */
  table_updated: tableSchema,
  /** lobby: a table's timing rules changed; seated players see 'Table Rules Updated'. */
  timing_rules_updated: z.object({ tableId: tableIdText, tableName: z.string(), timingRules: timingRulesSchema }),
  /** player:{id}: the floor seated the player. */
  seat_assigned: seatAssignedSchema,
  /** player:{id} (spec name): the table the player is seated at became active ('Table Active'). */
  'table-activation': z.object({
    playerId: z.number(),
    tableId: tableIdText,
    tableName: z.string(),
    seatNumber: z.number(),
  }),
  /** player:{id}: the player's live session after any stored change (seated, call time, cash-out, rules, ended). */
  live_session_updated: liveSessionSchema,
  /** player:{id}: the player's seat requests changed (joined, left, seated, or someone ahead moved). */
  seat_requests_updated: z.object({
    playerId: z.number(),
    seatRequests: seatRequestListSchema,
    /** When the server started reading the list: the client drops a list older than the last it applied. */
    asOf: z.string(),
  }),
  /** staff: a player started call time. */
  call_time_started: staffSessionRequestSchema,
  /** staff and player:{id} (spec name): a player asked to cash out. */
  cash_out_request_submitted: staffSessionRequestSchema,
} satisfies Record<string, z.ZodType>;

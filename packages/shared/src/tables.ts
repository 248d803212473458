import { z } from 'zod';
import { MAX_AMOUNT_PAISE, toPaise } from './money';
import { SESSION_PHASES } from './tables-phase';

// Business constants of dashboard.md section 9, and this club's own where the spec is silent.
export const DEFAULT_MAX_PLAYERS = 9;
/** The table view lays out this many seats when a table names no maximum (spec section 9). */
export const DEFAULT_TABLE_VIEW_SEATS = 6;
export const MIN_TABLE_PLAYERS = 2;
export const MAX_TABLE_PLAYERS = 10;
/** The spec's default buy-in for a session that names none. */
export const DEFAULT_BUY_IN = '1000.00';
/** The spec's stakes text when a table has none: min to max buy-in. */
export const DEFAULT_STAKES_TEXT = '1000 to 10000';
/** After a seat_assigned event the player is taken to the table after this long (spec section 4). */
export const SEAT_ASSIGNMENT_REDIRECT_MS = 2_000;
/** 'Already on Waitlist' redirects to the table after this long (spec section 4). */
export const ALREADY_ON_WAITLIST_REDIRECT_MS = 1_500;
/** The Cash Out tile turns red and pulses at this many minutes or less (spec section 4). */
export const CASH_OUT_URGENT_MINUTES = 5;
// The spec polls 3 to 15 s; here only while the socket is down (DESIGN.md section 6).
export const TABLES_FALLBACK_POLL_MS = 15_000;
export const NOTES_MAX_LENGTH = 300;
/**
 * Wait-list ETA (beyond the spec, docs/decisions/021): with no finished sessions at a table, a seat is
 * assumed to free up every this many minutes; the estimate reads the last few sessions otherwise.
 */
export const DEFAULT_SEAT_TURNOVER_MINUTES = 20;
export const ETA_HISTORY_SESSIONS = 20;
/** A player at the head of the list with a free seat still waits for the floor to call them. */
export const MIN_WAIT_ESTIMATE_MINUTES = 5;

export const TABLE_STATUSES = ['active', 'inactive'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** The spec's toast titles and messages (section 8) and the table screens' fixed texts. */
export const TABLE_MESSAGES = {
  joined: 'Joined Waitlist',
  alreadyOnWaitlist: 'Already on Waitlist',
  alreadyOnWaitlistServer: 'Already on waitlist',
  joinFailed: 'Failed to Join',
  joinFailedFallback: 'Could not join waitlist',
  left: 'Left Wait-List',
  leaveFailed: 'Failed to Leave',
  leaveFailedFallback: 'Could not leave wait-list',
  callTimeStarted: 'Call Time Started',
  callTimeFailed: 'Call Time Failed',
  callTimeFailedFallback: 'Failed to activate call time',
  cashOutRequested: 'Cash Out Requested',
  cashOutRequestedDescription: 'Your request was sent to management',
  cashOutFailed: 'Cash Out Failed',
  cashOutFailedFallback: 'Failed to initiate cash out',
  seatAssigned: 'Seat Assigned',
  tableRulesUpdated: 'Table Rules Updated',
  noTables: 'No tables available',
  cannotJoin: 'Cannot Join - Playing at Another Table',
  noActiveSession: 'No Active Session',
  noActiveSessionHint: 'Please join a table in order to view the playtime tracker',
  notOnWaitlist: 'You are not on this table’s wait-list',
  callTimeNotAvailable: 'Call time can be started only after the minimum play time, and not while it runs',
  cashOutNotAvailable: 'Cash out can be requested only during the cash-out window after call time',
  cashOutAlreadyRequested: 'Cash out was already requested; the cashier will settle your seat',
  noLiveSession: 'You have no live session at a table',
} as const;

/** The spec's message for a player already playing at an active table (section 4). */
export const seatedElsewhereMessage = (tableName: string) =>
  `You must cash out from your active table "${tableName}" before joining another game`;

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const id = z.coerce.number().int().positive();
const minutes = z.number().int().positive();

export const tableIdParams = z.object({ tableId: id });
export const playerTableParams = z.object({ playerId: id, tableId: id });
export const seatIdParams = z.object({ seatId: id });

/** Timing rules in effect (a table without its own uses the spec's defaults, flagged). */
export const timingRulesSchema = z.object({
  minPlayMinutes: minutes,
  callTimeMinutes: minutes,
  cashOutWindowMinutes: minutes,
  isDefault: z.boolean(),
});
export type TimingRules = z.infer<typeof timingRulesSchema>;

/** GET /api/tables: one table as the lobby reads it. */
export const tableSchema = z.object({
  id: z.number(),
  name: z.string(),
  gameType: z.string(),
  status: z.enum(TABLE_STATUSES),
  isActive: z.boolean(),
  gameStarted: z.boolean(),
  stakes: z.string(),
  smallBlind: money,
  bigBlind: money,
  minBuyIn: money,
  maxBuyIn: money,
  currentPlayers: z.number(),
  maxPlayers: z.number(),
  waitlistCount: z.number(),
  timingRules: timingRulesSchema,
});
export type PokerTable = z.infer<typeof tableSchema>;
export const tableListSchema = z.array(tableSchema);

export const tableStatusSchema = z.object({
  tableId: z.number(),
  status: z.enum(TABLE_STATUSES),
  gameStarted: z.boolean(),
  gameStartedAt: z.string().nullable(),
});

/**
 * A seat on the table view. Other players appear as a person at the club sees them across the felt:
 * first name and last initial, and the chips they bought in for; never their id or contact details.
 */
export const tableSeatViewSchema = z.object({
  seatNumber: z.number(),
  sessionBuyInAmount: money,
  session_buy_in_amount: money,
  isMine: z.boolean(),
  player: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type TableSeatView = z.infer<typeof tableSeatViewSchema>;
export const tableSeatsSchema = z.object({
  tableId: z.number(),
  maxPlayers: z.number(),
  seats: z.array(tableSeatViewSchema),
});
export type TableSeats = z.infer<typeof tableSeatsSchema>;

/** The software does not deal, so the pot is the chips in play: the seated players' buy-ins (decision 022). */
export const tablePotSchema = z.object({
  tableId: z.number(),
  pot: money,
  kind: z.literal('chips_in_play'),
  seatedPlayers: z.number(),
});

export const SEAT_REQUEST_STATUSES = ['waiting', 'seated'] as const;

export const seatRequestSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  tableId: z.number(),
  tableName: z.string(),
  gameType: z.string(),
  tableStatus: z.enum(TABLE_STATUSES),
  gameStarted: z.boolean(),
  /** The seat taken (seated) or the preferred seat (waiting). */
  seatNumber: z.number().nullable(),
  preferredSeat: z.number().nullable(),
  status: z.enum(SEAT_REQUEST_STATUSES),
  /** 1-based order of creation among the table's waiting entries; null once seated. */
  position: z.number().nullable(),
  /** Beyond the spec: minutes until a seat is likely, shown as "about N min" (decision 021). */
  estimatedWaitMinutes: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  sessionStartTime: z.string().nullable(),
});
export type SeatRequest = z.infer<typeof seatRequestSchema>;
export const seatRequestListSchema = z.array(seatRequestSchema);

/** The spec's payload; the player is always the session's, tableName is ignored, seatNumber is the preference. */
export const joinWaitlistRequestSchema = z.object({
  playerId: id.optional(),
  tableId: id,
  tableName: z.string().max(200).optional(),
  seatNumber: z.coerce.number().int().min(1).max(MAX_TABLE_PLAYERS).nullish(),
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX_LENGTH, `Keep the notes under ${NOTES_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type JoinWaitlistRequest = z.input<typeof joinWaitlistRequestSchema>;

export const leaveWaitlistResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/table-seats/{playerId}: the player's own open seats (the spec's table seat). */
export const playerSeatSchema = z.object({
  seatId: z.number(),
  tableId: z.number(),
  tableName: z.string(),
  gameType: z.string(),
  stakes: z.string(),
  seatNumber: z.number(),
  status: z.enum(TABLE_STATUSES),
  sessionStartTime: z.string(),
  sessionBuyIn: money,
  minBuyIn: money,
  maxBuyIn: money,
});
export type PlayerSeat = z.infer<typeof playerSeatSchema>;
export const playerSeatListSchema = z.array(playerSeatSchema);

/**
 * The spec's live session (section 3) with every alias it reads, plus the stored timestamps the client
 * needs to compute the phase itself at each boundary (decision 020). Remaining times are whole seconds.
 */
export const liveSessionDetailSchema = z.object({
  id: z.number(),
  seatId: z.number(),
  tableId: z.number(),
  seatNumber: z.number(),
  sessionStartTime: z.string(),
  sessionPhase: z.enum(SESSION_PHASES),
  isLive: z.boolean(),
  tableName: z.string(),
  gameType: z.string(),
  stakes: z.string(),
  buyInAmount: money,
  minPlayTimeCompleted: z.boolean(),
  tableMinPlayTime: z.number(),
  minPlayTimeMinutes: z.number(),
  min_play_time: z.number(),
  callTimeAvailable: z.boolean(),
  callTimeActive: z.boolean(),
  callTimeRemaining: z.number(),
  tableCallTimeDuration: z.number(),
  callTimeDurationMinutes: z.number(),
  call_time_duration: z.number(),
  cashOutWindowActive: z.boolean(),
  cashOutTimeRemaining: z.number(),
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

// Staff (DESIGN.md section 8) -------------------------------------------------------------------

/** Rupees as staff type them: at most two decimals, above zero. */
const rupees = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'Enter an amount in rupees with at most two decimals', abort: true })
  .refine((v) => toPaise(v) > 0n, 'Amount must be greater than zero')
  .refine((v) => toPaise(v) <= MAX_AMOUNT_PAISE, 'Amount is too large');
/** A cash-out may be zero: the player lost the buy-in, the seat still ends. */
export const cashOutAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'Enter an amount in rupees with at most two decimals', abort: true })
  .refine((v) => toPaise(v) <= MAX_AMOUNT_PAISE, 'Amount is too large');

const text = (max: number) => z.string().trim().min(1, 'Required').max(max);
const ruleMinutes = z.coerce
  .number()
  .int()
  .min(1)
  .max(24 * 60);

const tableFields = {
  name: text(80),
  gameType: text(60),
  stakes: text(40).optional(),
  smallBlind: rupees,
  bigBlind: rupees,
  minBuyIn: rupees,
  maxBuyIn: rupees,
  maxPlayers: z.coerce.number().int().min(MIN_TABLE_PLAYERS).max(MAX_TABLE_PLAYERS).default(DEFAULT_MAX_PLAYERS),
  status: z.enum(TABLE_STATUSES).default('inactive'),
  // null (or absent) means the spec's defaults of 2 minutes each.
  minPlayMinutes: ruleMinutes.nullish(),
  callTimeMinutes: ruleMinutes.nullish(),
  cashOutWindowMinutes: ruleMinutes.nullish(),
};

const blindsAndBuyInsInOrder = (body: {
  smallBlind?: string;
  bigBlind?: string;
  minBuyIn?: string;
  maxBuyIn?: string;
}) =>
  (body.smallBlind === undefined ||
    body.bigBlind === undefined ||
    toPaise(body.bigBlind) >= toPaise(body.smallBlind)) &&
  (body.minBuyIn === undefined || body.maxBuyIn === undefined || toPaise(body.maxBuyIn) >= toPaise(body.minBuyIn));

export const createTableRequestSchema = z
  .object(tableFields)
  .refine(blindsAndBuyInsInOrder, 'The big blind must be at least the small blind, the max buy-in at least the min');
export type CreateTableRequest = z.infer<typeof createTableRequestSchema>;

export const updateTableRequestSchema = z
  .object({
    ...tableFields,
    maxPlayers: tableFields.maxPlayers.removeDefault(),
    status: tableFields.status.removeDefault(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change')
  .refine(blindsAndBuyInsInOrder, 'The big blind must be at least the small blind, the max buy-in at least the min');
export type UpdateTableRequest = z.infer<typeof updateTableRequestSchema>;

export const assignSeatRequestSchema = z.object({
  playerId: id,
  seatNumber: z.coerce.number().int().min(1).max(MAX_TABLE_PLAYERS),
  buyIn: rupees,
});
export type AssignSeatRequest = z.infer<typeof assignSeatRequestSchema>;

export const tableBuyInRequestSchema = z.object({ amount: rupees, note: z.string().trim().max(300).nullish() });
export const tableCashOutRequestSchema = z.object({
  amount: cashOutAmountSchema,
  note: z.string().trim().max(300).nullish(),
});

/** The floor corrects when the player really sat down (entered late): never in the future. */
export const correctSeatRequestSchema = z.object({ sessionStartTime: z.iso.datetime({ offset: true }) });

/** A seat as staff see it after an action on it. */
export const staffSeatSchema = z.object({
  seatId: z.number(),
  tableId: z.number(),
  tableName: z.string(),
  playerId: z.number(),
  playerName: z.string(),
  seatNumber: z.number(),
  buyIn: money,
  sessionStartTime: z.string(),
  endedAt: z.string().nullable(),
  cashOut: money.nullable(),
  assignedBy: z.string().nullable(),
});
export type StaffSeat = z.infer<typeof staffSeatSchema>;

/** The wait-list of one table, in order, for the floor. */
export const staffWaitlistSchema = z.array(
  z.object({
    id: z.number(),
    playerId: z.number(),
    playerName: z.string(),
    position: z.number(),
    preferredSeat: z.number().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
  }),
);

// Socket events (added to serverEvents in events.ts) --------------------------------------------

const seatAssignedSchema = z.object({
  playerId: z.number(),
  seatId: z.number(),
  tableId: z.number(),
  tableName: z.string(),
  gameType: z.string(),
  seatNumber: z.number(),
  buyIn: money,
  sessionStartTime: z.string(),
  assignedBy: z.string(),
});
export type SeatAssignedEvent = z.infer<typeof seatAssignedSchema>;

const staffSessionRequestSchema = z.object({
  playerId: z.number(),
  playerName: z.string(),
  seatId: z.number(),
  tableId: z.number(),
  tableName: z.string(),
  seatNumber: z.number(),
  at: z.string(),
});

export const tablesEvents = {
  /** lobby: a table, its players or its wait-list changed (the public part only). */
  table_updated: tableSchema,
  /** lobby: a table's timing rules changed; seated players see 'Table Rules Updated'. */
  timing_rules_updated: z.object({ tableId: z.number(), tableName: z.string(), timingRules: timingRulesSchema }),
  /** player:{id}: the floor seated the player. */
  seat_assigned: seatAssignedSchema,
  /** player:{id}: the player's live session after any stored change (seated, call time, cash-out, rules, ended). */
  live_session_updated: liveSessionSchema,
  /** player:{id}: the player's seat requests changed (joined, left, seated, or someone ahead moved). */
  seat_requests_updated: z.object({ playerId: z.number(), seatRequests: seatRequestListSchema }),
  /** staff: a player started call time. */
  call_time_started: staffSessionRequestSchema,
  /** staff and player:{id} (spec name): a player asked to cash out. */
  cash_out_request_submitted: staffSessionRequestSchema,
} satisfies Record<string, z.ZodType>;

import { z } from 'zod';
import { moneyText as money, positiveId as id, tableIdText } from './common';

// Business constants of dashboard.md section 9, and this club's own where the spec is silent.
export const DEFAULT_MAX_PLAYERS = 9;
/** The table view lays out this many seats when a table names no maximum (spec section 9). */
export const DEFAULT_TABLE_VIEW_SEATS = 6;
export const MIN_TABLE_PLAYERS = 2;
export const MAX_TABLE_PLAYERS = 10;
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

/** A new wait-list entry's notes for the floor: trimmed, blank or absent as null. */
export const waitlistNotesInput = z
  .string()
  .trim()
  .max(NOTES_MAX_LENGTH, `Keep the notes under ${NOTES_MAX_LENGTH} characters`)
  .nullish()
  .transform((value) => value || null);
/** A new wait-list entry's preferred seat number; null or absent: any seat. */
export const preferredSeatInput = z.coerce.number().int().min(1).max(MAX_TABLE_PLAYERS).nullish();

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
  tableActive: 'Table Active',
  noTables: 'No tables available',
  cannotJoin: 'Cannot Join - Playing at Another Table',
  noActiveSession: 'No Active Session',
  noActiveSessionHint: 'Please join a table in order to view the playtime tracker',
  notOnWaitlist: 'You are not on this table’s wait-list',
  entryEndedAfterJoin: 'Your place on this list ended as you joined; the list shows where you are now',
  callTimeNotAvailable: 'Call time can be started only after the minimum play time, and not while it runs',
  cashOutNotAvailable: 'Cash out can be requested only during the cash-out window after call time',
  cashOutAlreadyRequested: 'Cash out was already requested; the cashier will settle your seat',
  noLiveSession: 'You have no live session at a table',
} as const;

/** The spec's message for a player already playing at an active table (section 4). */
export const seatedElsewhereMessage = (tableName: string) =>
  `You must cash out from your active table "${tableName}" before joining another game`;

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
  id: tableIdText,
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
  tableId: tableIdText,
  status: z.enum(TABLE_STATUSES),
  gameStarted: z.boolean(),
  gameStartedAt: z.string().nullable(),
});

/**
 * A seat on the table view. Other players appear as a person at the club sees them across the felt:
 * first name and last initial, and the chips they bought in for; never their id or contact details.
 */
export const tableSeatViewSchema = z.object({
  tableId: tableIdText,
  seatNumber: z.number(),
  sessionBuyInAmount: money,
  session_buy_in_amount: money,
  isMine: z.boolean(),
  player: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type TableSeatView = z.infer<typeof tableSeatViewSchema>;
/** GET /api/tables/{tableId}/seats: a list, as the specification's client reads it (the table's size is on the table). */
export const tableSeatsSchema = z.array(tableSeatViewSchema);
export type TableSeats = z.infer<typeof tableSeatsSchema>;

/** The software does not deal, so the pot is the chips in play: the seated players' buy-ins (decision 022). */
export const tablePotSchema = z.object({
  tableId: tableIdText,
  pot: money,
  kind: z.literal('chips_in_play'),
  seatedPlayers: z.number(),
});

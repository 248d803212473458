import { z } from 'zod';
import { moneyText as money, positiveId as id, tableIdText } from './common';
import { KYC_STATUSES } from './accounts-constants';
import { rupeesInput, toPaise } from './money';
import { waitlistPageSchema } from './paging';
import {
  MAX_TABLE_PLAYERS,
  MIN_TABLE_PLAYERS,
  preferredSeatInput,
  TABLE_STATUSES,
  tableSchema,
  waitlistNotesInput,
} from './tables';

// Game lists (issue 16, decision 063): players wait for a game ("NLH 25/50") at any of its tables, with an
// optional preferred table; a game with no active table is an interest list.

export const GAME_STATUSES = ['active', 'retired'] as const;

export const GAME_MESSAGES = {
  alreadyOnList: 'Already on waitlist',
  notOnList: 'You are not on this game’s list',
  retired: 'This game is no longer offered',
  tableOfOtherGame: 'That table does not run this game',
  gameMismatch: 'The table’s game type and stakes must be the game’s',
  sameKind: 'A game of this type and stakes already exists',
  retireWithTables: 'Close the game’s active tables before retiring it',
} as const;

/** "8 waiting for PLO 50/100": what the floor sees of an interest list. */
export const waitingForText = (count: number, gameName: string) => `${count} waiting for ${gameName}`;

// ---- The wait estimate (decision 063) ----

/** Seats ended at a game's tables over this many minutes are its recent turnover. */
export const TURNOVER_WINDOW_MINUTES = 180;
/** Before the window holds much, a seated player is assumed to stay this long on average. */
export const PRIOR_SESSION_MINUTES = 150;
/** The prior counts as this many observed departures. */
export const PRIOR_DEPARTURES = 3;
/** A player within the open seats waits only for the floor's call: up to this long. */
export const CALL_WAIT_MINUTES = 5;

export interface GameWaitInput {
  /** 1-based place among the game's waiting entries. */
  position: number;
  /** Open seats at the game's running tables. */
  openSeats: number;
  /** Active tables of the game. */
  tablesRunning: number;
  /** Players seated at the game's running tables. */
  seatedPlayers: number;
  /** Seats ended at the game's tables within the observed window. */
  departures: number;
  /** Minutes observed: the window, or less when the game's first table opened more recently. */
  observedMinutes: number;
}

export interface WaitRange {
  minMinutes: number;
  maxMinutes: number;
  /** The middle of the range, rounded to 5 minutes (the "about N min" the screens show). */
  minutes: number;
}

const down5 = (minutes: number) => Math.max(0, Math.floor(minutes / 5) * 5);
const up5 = (minutes: number) => Math.max(5, Math.ceil(minutes / 5) * 5);

/**
 * Seats free up at the game's tables at a rate learnt from its recent turnover (departures over the observed
 * minutes), blended with a prior of PRIOR_SESSION_MINUTES per seated player so an evening's first hour is not
 * read as "nobody ever leaves". A player k places beyond the open seats waits for k departures: k / rate on
 * average, and, departures being roughly Poisson, about √k / rate either side. Null with no table running:
 * an interest list waits for the floor to open a table, which no turnover predicts.
 */
export function estimateGameWait(input: GameWaitInput): WaitRange | null {
  if (input.tablesRunning <= 0) return null;
  const ahead = input.position - input.openSeats;
  if (ahead <= 0) return { minMinutes: 0, maxMinutes: CALL_WAIT_MINUTES, minutes: CALL_WAIT_MINUTES };
  const seated = Math.max(1, input.seatedPlayers);
  const priorMinutes = (PRIOR_DEPARTURES * PRIOR_SESSION_MINUTES) / seated;
  const rate = (Math.max(0, input.departures) + PRIOR_DEPARTURES) / (Math.max(0, input.observedMinutes) + priorMinutes);
  const mean = ahead / rate;
  const spread = Math.sqrt(ahead) / rate;
  return {
    minMinutes: down5(mean - spread),
    maxMinutes: up5(mean + spread),
    minutes: Math.max(CALL_WAIT_MINUTES, Math.round(mean / 5) * 5),
  };
}

export const waitRangeSchema = z.object({ minMinutes: z.number(), maxMinutes: z.number(), minutes: z.number() });

// ---- Player API ----

export const gameIdParams = z.object({ gameId: id });

export const gameTableSchema = z.object({
  id: tableIdText,
  name: z.string(),
  status: z.enum(TABLE_STATUSES),
  seatsTaken: z.number(),
  maxPlayers: z.number(),
  openSeats: z.number(),
  /** The game's waiting entries that prefer this table or any table: its list. */
  waitingCount: z.number(),
});

/** What every player sees of a game (the lobby's part). */
export const gameSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  gameType: z.string(),
  stakes: z.string(),
  smallBlind: money,
  bigBlind: money,
  minBuyIn: money,
  maxBuyIn: money,
  status: z.enum(GAME_STATUSES),
  /** Every table of the game, active first. */
  tables: z.array(gameTableSchema),
  tablesRunning: z.number(),
  openSeats: z.number(),
  waitingCount: z.number(),
  /** No table running: players register interest and the floor opens a table when enough wait. */
  isInterestList: z.boolean(),
  /** The wait of a player joining now (the next place), or null for an interest list. */
  estimate: waitRangeSchema.nullable(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

/** The player's own entry on a game's list. */
export const gameEntrySchema = z.object({
  entryId: z.number(),
  gameId: z.number(),
  position: z.number(),
  /** The preferred table, or null for any table of the game. */
  preferredTableId: tableIdText.nullable(),
  preferredTableName: z.string().nullable(),
  preferredSeat: z.number().nullable(),
  notes: z.string().nullable(),
  joinedAt: z.string(),
  estimate: waitRangeSchema.nullable(),
  page: waitlistPageSchema.nullable(),
  misses: z.number(),
});
export type GameEntry = z.infer<typeof gameEntrySchema>;

export const gameSchema = gameSummarySchema.extend({ myEntry: gameEntrySchema.nullable() });
export type Game = z.infer<typeof gameSchema>;
export const gameListSchema = z.array(gameSchema);

export const joinGameListRequestSchema = z.object({
  preferredTableId: id.nullish(),
  preferredSeat: preferredSeatInput,
  notes: waitlistNotesInput,
});
export type JoinGameListRequest = z.input<typeof joinGameListRequestSchema>;

export const leaveGameListResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ---- Staff API ----

const RUPEES_MESSAGE = 'Enter an amount in rupees with at most two decimals';
const rupees = rupeesInput({ message: RUPEES_MESSAGE });
const text = (max: number) => z.string().trim().min(1, 'Required').max(max);

const inOrder = (body: { smallBlind?: string; bigBlind?: string; minBuyIn?: string; maxBuyIn?: string }) =>
  (body.smallBlind === undefined ||
    body.bigBlind === undefined ||
    toPaise(body.bigBlind) >= toPaise(body.smallBlind)) &&
  (body.minBuyIn === undefined || body.maxBuyIn === undefined || toPaise(body.maxBuyIn) >= toPaise(body.minBuyIn));
const IN_ORDER_MESSAGE = 'The big blind must be at least the small blind, the max buy-in at least the min';

const gameFields = {
  /** Shown on every screen; by default the game type and stakes ("NLH 25/50"). */
  name: text(80).optional(),
  gameType: text(60),
  stakes: text(40),
  smallBlind: rupees,
  bigBlind: rupees,
  minBuyIn: rupees,
  maxBuyIn: rupees,
};

export const createGameRequestSchema = z.object(gameFields).refine(inOrder, IN_ORDER_MESSAGE);
export type CreateGameRequest = z.infer<typeof createGameRequestSchema>;

export const updateGameRequestSchema = z
  .object({ ...gameFields, status: z.enum(GAME_STATUSES) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change')
  .refine(inOrder, IN_ORDER_MESSAGE);
export type UpdateGameRequest = z.infer<typeof updateGameRequestSchema>;

/** The floor opens a table for a game in one step: created with the game's blinds and buy-ins, active. */
export const openGameTableRequestSchema = z.object({
  name: text(80),
  maxPlayers: z.coerce.number().int().min(MIN_TABLE_PLAYERS).max(MAX_TABLE_PLAYERS).default(9),
});
export type OpenGameTableRequest = z.infer<typeof openGameTableRequestSchema>;

/** A waiting entry as the floor sees it on a game's list. */
export const staffGameEntrySchema = z.object({
  entryId: z.number(),
  /** Null when a guest stands here (decision 131): no account, no KYC; guestId names the guest. */
  playerId: z.number().nullable(),
  guestId: z.number().nullable(),
  /** The guest's mobile number (digits), for the floor roles, who all see phones; null for a player. */
  guestPhone: z.string().nullable(),
  playerName: z.string(),
  nickname: z.string(),
  position: z.number(),
  preferredTableId: tableIdText.nullable(),
  preferredTableName: z.string().nullable(),
  preferredSeat: z.number().nullable(),
  notes: z.string().nullable(),
  joinedAt: z.string(),
  /** Null for a guest (no account, no KYC). */
  kycStatus: z.enum(KYC_STATUSES).nullable(),
  page: waitlistPageSchema.nullable(),
  misses: z.number(),
  /** A phone-in not yet checked in (decision 064). */
  remote: z.boolean(),
  checkedInAt: z.string().nullable(),
});
export type StaffGameEntry = z.infer<typeof staffGameEntrySchema>;

export const staffGameSchema = gameSummarySchema.extend({ entries: z.array(staffGameEntrySchema) });
export type StaffGame = z.infer<typeof staffGameSchema>;
export const staffGameListSchema = z.array(staffGameSchema);

export const gamesEvents = {
  /** lobby: a game, its tables or its list changed (the public part; positions are in game_entries_updated). */
  game_updated: gameSummarySchema,
  /**
   * lobby: the tables and games whose seats or lists changed in the last moments, in one message (what
   * table_updated and game_updated say, gathered for LOBBY_BATCH_MS by each instance: issue 20).
   */
  lobby_updated: z.object({ tables: z.array(tableSchema), games: z.array(gameSummarySchema) }),
  /** player:{id}: the player's entries on game lists (positions, estimates, pages), after any change. */
  game_entries_updated: z.object({ playerId: z.number(), entries: z.array(gameEntrySchema), asOf: z.string() }),
  /** staff:{role} (floor roles, STAFF_PERMISSIONS.seating): one game's list as the floor sees it. */
  floor_game_updated: z.object({ game: staffGameSchema, asOf: z.string() }),
};

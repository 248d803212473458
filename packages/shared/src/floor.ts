import { z } from 'zod';
import { waitlistReorderSchema } from './check-in';
import { KYC_STATUSES } from './accounts-constants';
import { moneyText as money, positiveId as id, tableIdText } from './common';
import { pageDeliverySchema, waitlistPageSchema } from './paging';
import { MAX_TABLE_PLAYERS, TABLE_STATUSES, timingRulesSchema } from './tables';

// The staff console's floor (issue 15): every table with its seats, wait-list and players' requests,
// as the floor roles (STAFF_PERMISSIONS.seating) see them. The phase of each seat is not sent: the
// console computes it from these timestamps and the table's rules with computeSessionPhase, ticking.

/** What a seated player asked the floor for: call time started, or a cash-out request. */
export const FLOOR_REQUEST_KINDS = ['call_time', 'cash_out'] as const;
export type FloorRequestKind = (typeof FLOOR_REQUEST_KINDS)[number];

export const floorRequestSchema = z.object({
  kind: z.enum(FLOOR_REQUEST_KINDS),
  /** When the player asked (ISO). */
  at: z.string(),
  /** When a floor person acknowledged it, or null while it still needs handling (highlighted). */
  acknowledgedAt: z.string().nullable(),
});
export type FloorRequest = z.infer<typeof floorRequestSchema>;

export const floorSeatSchema = z.object({
  seatId: z.number(),
  seatNumber: z.number(),
  /** Null for a guest seated without an account (decision 131): guestId names them. */
  playerId: z.number().nullable(),
  guestId: z.number().nullable(),
  /** The guest's mobile number (digits) for the floor roles; null for a player. */
  guestPhone: z.string().nullable(),
  /** A guest's buy-in paid in cash at the table, outside the system (decision 131): nothing for the cage. */
  buyInCash: z.boolean(),
  playerName: z.string(),
  nickname: z.string(),
  buyIn: money,
  /** What the cage recorded as paid for it (decision 104): below `buyIn`, the buy-in is unpaid. */
  buyInPaid: money,
  sessionStartTime: z.string(),
  callTimeStartedAt: z.string().nullable(),
  cashOutRequestedAt: z.string().nullable(),
  /** The player is barred from the club (issue 19): the floor sees the flag. */
  barred: z.boolean(),
  /** The newest request of the seat (cash-out over call time), or null. */
  request: floorRequestSchema.nullable(),
});
export type FloorSeat = z.infer<typeof floorSeatSchema>;

export const floorWaitlistEntrySchema = z.object({
  entryId: z.number(),
  /** Null when a guest stands here (decision 131): no account, no KYC; guestId names the guest. */
  playerId: z.number().nullable(),
  guestId: z.number().nullable(),
  /** The guest's mobile number (digits), for the floor roles, who all see phones; null for a player. */
  guestPhone: z.string().nullable(),
  playerName: z.string(),
  nickname: z.string(),
  /** The place on the game's list (decision 063): the same number on every screen. */
  position: z.number(),
  /** The table the entry prefers, or null for any table of the game (it shows beside each of them). */
  preferredTableId: tableIdText.nullable(),
  preferredSeat: z.number().nullable(),
  notes: z.string().nullable(),
  joinedAt: z.string(),
  /** Null for a guest (no account, no KYC). */
  kycStatus: z.enum(KYC_STATUSES).nullable(),
  /** The player is barred from the club (issue 19): the floor sees the flag before seating. */
  barred: z.boolean(),
  /** The player has credit in use (the cage should know before a buy-in). */
  hasCreditInUse: z.boolean(),
  /** The player is seated at another table right now (its name), or null. */
  seatedAt: z.string().nullable(),
  /** The entry's current page (decision 061): the console counts its hold down and shows the answer. */
  page: waitlistPageSchema.nullable(),
  /**
   * How the current page went out and whether it was seen (issue 31, decision 141): the text (sent, delivered,
   * failed and why), the link opened, the app's call seen; empty while not paged.
   */
  deliveries: z.array(pageDeliverySchema),
  /** Holds that ran out on this entry. */
  misses: z.number(),
  /** Made away from the club (decision 064): it leaves the list unless checked in by the club's expiry. */
  remote: z.boolean(),
  /** When the player was checked in (staff tapped 'arrived', or the room's code), or null. */
  checkedInAt: z.string().nullable(),
  /** The floor's last reorder of the entry, with its reason (decision 064), or null. */
  reorder: waitlistReorderSchema.nullable(),
});
export type FloorWaitlistEntry = z.infer<typeof floorWaitlistEntrySchema>;

export const floorTableSchema = z.object({
  id: tableIdText,
  name: z.string(),
  /** The table's game (decision 063): the console draws one wait-list per game, above its tables (issue 27 item 3). */
  gameId: z.number(),
  gameType: z.string(),
  stakes: z.string(),
  smallBlind: money,
  bigBlind: money,
  minBuyIn: money,
  maxBuyIn: money,
  maxPlayers: z.number(),
  status: z.enum(TABLE_STATUSES),
  gameStartedAt: z.string().nullable(),
  timingRules: timingRulesSchema,
  seats: z.array(floorSeatSchema),
  waitlist: z.array(floorWaitlistEntrySchema),
});
export type FloorTable = z.infer<typeof floorTableSchema>;

/**
 * What a waiting player is told when the floor closes a table (issue 27 item 1): off the list when it was the
 * game's only running table, else still on the game's list for its other tables.
 */
export const closedTableMessage = (tableName: string, gameName: string, isStillListed: boolean) =>
  isStillListed
    ? `${tableName} has closed: you keep your place on the ${gameName} list, for its other tables`
    : `${tableName} has closed: no other ${gameName} table is running, so you are no longer on its list`;

/** GET /api/staff/floor: every table, by name; `asOf` is when the server began reading (snapshot version). */
export const floorSchema = z.object({ tables: z.array(floorTableSchema), asOf: z.string() });
export type Floor = z.infer<typeof floorSchema>;

/** The staff event with one table's floor after any change to it; the console keeps the newest by `asOf`. */
export const floorTableUpdatedSchema = z.object({ table: floorTableSchema, asOf: z.string() });

const note = z.string().trim().max(300);

/** POST /api/staff/seats/{seatId}/move: a table change keeping the session's start and buy-in. */
export const moveSeatRequestSchema = z.object({
  tableId: id,
  seatNumber: z.coerce.number().int().min(1).max(MAX_TABLE_PLAYERS),
  note: note.nullish(),
});

/** POST /api/staff/seats/{seatId}/release: the player left; the cashier settles later. */
export const releaseSeatRequestSchema = z.object({ note: note.min(1, 'Say why the seat is released') });

/** DELETE /api/staff/waitlist/{entryId}: take a player off a list; the player is told the reason. */
export const removeWaitlistEntryRequestSchema = z.object({
  reason: note.min(1, 'Give a reason: the player is told it'),
});

/** POST /api/staff/seats/{seatId}/acknowledge: the floor has seen the player's request. */
export const acknowledgeSeatRequestSchema = z.object({ kind: z.enum(FLOOR_REQUEST_KINDS) });

export const waitlistEntryIdParams = z.object({ entryId: id });

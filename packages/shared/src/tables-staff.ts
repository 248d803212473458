import { z } from 'zod';
import { moneyText as money, positiveId as id, tableIdText } from './common';
import { rupeesInput, toPaise } from './money';
import { DEFAULT_MAX_PLAYERS, MAX_TABLE_PLAYERS, MIN_TABLE_PLAYERS, TABLE_STATUSES } from './tables';

const RUPEES_MESSAGE = 'Enter an amount in rupees with at most two decimals';
/** Rupees as staff type them (text or a number): at most two decimals, above zero. */
const rupees = rupeesInput({ message: RUPEES_MESSAGE });
/** A cash-out may be zero: the player lost the buy-in, the seat still ends. */
export const cashOutAmountSchema = rupeesInput({ allowZero: true, message: RUPEES_MESSAGE });

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
  // gameId (decision 063): the game the table runs; without it, the active game of its type and stakes.
  .object({ ...tableFields, gameId: id.optional() })
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

/** Seat a waiting player (`playerId`) or a waiting guest (`guestId`, decision 131): exactly one. */
export const assignSeatRequestSchema = z
  .object({
    playerId: id.optional(),
    guestId: id.optional(),
    seatNumber: z.coerce.number().int().min(1).max(MAX_TABLE_PLAYERS),
    buyIn: rupees,
  })
  .refine((body) => (body.playerId === undefined) !== (body.guestId === undefined), {
    message: 'Choose the player or the guest to seat',
    path: ['playerId'],
  });
export type AssignSeatRequest = { playerId: number; seatNumber: number; buyIn: string };

/**
 * How a seat's buy-in was paid (decision 104): `balance`, taken from the player's cash through the ledger
 * (table_buy_in); `table_cash`, cash handed over at the table, recorded as such (table_cash_in then
 * table_buy_in, the wallet unchanged). Either way in the cashier's open shift.
 */
export const BUY_IN_PAID_WITH = ['balance', 'table_cash'] as const;
export type BuyInPaidWith = (typeof BUY_IN_PAID_WITH)[number];
const paidWith = z.enum(BUY_IN_PAID_WITH, { error: 'Say how the buy-in was paid: balance or table_cash' });

export const tableBuyInRequestSchema = z.object({
  amount: rupees,
  note: z.string().trim().max(300).nullish(),
  /** From the player's balance unless said otherwise. */
  paidWith: paidWith.default('balance'),
});
export const tableCashOutRequestSchema = z.object({
  amount: cashOutAmountSchema,
  note: z.string().trim().max(300).nullish(),
  /**
   * Required when the seat's buy-in is not (all) recorded as paid: how the rest was paid. The cash-out
   * records it first, so the seat's money adds up (409 without it).
   */
  unpaidBuyInPaidWith: paidWith.optional(),
});

/** The floor corrects when the player really sat down (entered late): never in the future. */
export const correctSeatRequestSchema = z.object({ sessionStartTime: z.iso.datetime({ offset: true }) });

/** A seat as staff see it after an action on it. */
export const staffSeatSchema = z.object({
  seatId: z.number(),
  tableId: tableIdText,
  tableName: z.string(),
  /** Null for a guest seated without an account (decision 131). */
  playerId: z.number().nullable(),
  playerName: z.string(),
  seatNumber: z.number(),
  buyIn: money,
  /** What is recorded as paid for the buy-in (its table_buy_in rows, decision 104). */
  buyInPaid: money,
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
    /** Null for a guest (decision 131): guestId names them instead. */
    playerId: z.number().nullable(),
    guestId: z.number().nullable(),
    playerName: z.string(),
    position: z.number(),
    preferredSeat: z.number().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
  }),
);

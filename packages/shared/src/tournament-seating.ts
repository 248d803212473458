import { z } from 'zod';
import { tournamentClockSchema } from './tournament-clock';

/** Seating a tournament (issue 29, "Seats" and "Eliminations"; decisions 120 and 132). */
export const TABLE_SEATS_RANGE = { min: 2, max: 10 } as const;

const tableNumber = z.coerce
  .number({ error: 'A table number is a whole number from 1' })
  .int({ error: 'A table number is a whole number from 1' })
  .min(1, { error: 'A table number is a whole number from 1' });
const seatNumber = z.coerce
  .number({ error: 'A seat is a whole number from 1' })
  .int({ error: 'A seat is a whole number from 1' })
  .min(1, { error: 'A seat is a whole number from 1' });
const playerId = z.coerce
  .number({ error: 'playerId is a player’s id' })
  .int({ error: 'playerId is a player’s id' })
  .positive({ error: 'playerId is a player’s id' });

const seatsMessage = `A table seats ${TABLE_SEATS_RANGE.min} to ${TABLE_SEATS_RANGE.max} players`;
export const tableSpecSchema = z.object({
  number: tableNumber,
  seats: z.coerce
    .number({ error: seatsMessage })
    .int({ error: seatsMessage })
    .min(TABLE_SEATS_RANGE.min, { error: seatsMessage })
    .max(TABLE_SEATS_RANGE.max, { error: seatsMessage }),
});

/**
 * POST /api/staff/tournaments/{id}/draw: the tables the floor opens for it. Every active entry without a seat
 * is drawn; once tables run, the list may be empty (the unseated are drawn into the running tables).
 */
export const drawBodySchema = z.object({
  tables: z
    .array(tableSpecSchema, { error: 'tables is a list of { number, seats }' })
    .max(100, { error: 'At most 100 tables' }),
  /**
   * The final table (TDA RP-9): every player left is redrawn over this table (a running one, or a new one)
   * and every other table breaks; its button is drawn at the table.
   */
  finalTable: tableSpecSchema.optional(),
});

export const tableParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  number: tableNumber,
});

/** PATCH /api/staff/tournaments/{id}/tables/{number}: the button seat the floor sets, or breaking the table. */
export const tablePatchBodySchema = z
  .object({
    buttonSeat: seatNumber.nullable().optional(),
    broken: z.literal(true, { error: 'broken can only be true: a broken table stays broken' }).optional(),
  })
  .refine((body) => body.buttonSeat !== undefined || body.broken !== undefined, {
    error: 'Send buttonSeat or broken: true',
  });

/** POST /api/staff/tournaments/{id}/tables/{number}/hand-done: the table finished the hand-for-hand hand (or not: a mistap). */
export const handDoneBodySchema = z.object({ done: z.boolean({ error: 'done is true or false' }) });

/** Its answer: whether that tap completed the hand (every table done, the club's time off the level) and the clock. */
export const handDoneAnswerSchema = z.object({
  handCompleted: z.boolean(),
  clock: tournamentClockSchema,
});
export type HandDoneAnswer = z.infer<typeof handDoneAnswerSchema>;

/** PUT /api/staff/tournaments/{id}/chip-counts: the floor's counts of some players' stacks (a table at a time). */
export const CHIP_COUNT_MAX = 1_000_000_000;
export const chipCountsBodySchema = z.object({
  counts: z
    .array(
      z.object({
        playerId,
        chips: z
          .number({ error: 'A chip count is a whole number of chips' })
          .int({ error: 'A chip count is a whole number of chips' })
          .min(0, { error: 'A chip count is a whole number of chips' })
          .max(CHIP_COUNT_MAX, { error: 'A chip count is at most 1,000,000,000' }),
      }),
      { error: 'Send counts: [{ playerId, chips }]' },
    )
    .min(1, { error: 'Send at least one chip count' })
    .max(200, { error: 'At most 200 chip counts at once' })
    .refine((counts) => new Set(counts.map((c) => c.playerId)).size === counts.length, {
      error: 'Each player is counted once',
    }),
});

/** POST /api/staff/tournaments/{id}/moves: one move the floor chooses, or every suggested move. */
export const moveBodySchema = z.union(
  [z.object({ apply: z.literal('suggested') }), z.object({ playerId, table: tableNumber, seat: seatNumber })],
  { error: 'Send { playerId, table, seat } or { "apply": "suggested" }' },
);
export type MoveBody = z.infer<typeof moveBodySchema>;

/** POST /api/staff/tournaments/{id}/eliminations. */
export const eliminationBodySchema = z.object({
  playerId,
  eliminatorId: playerId.optional(),
  /** While hand-for-hand is on: busted in the same hand as the bust called just before (they share the place). */
  sameHand: z.boolean({ error: 'sameHand is true or false' }).optional(),
});

export const eliminationParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  playerId,
});

/** DELETE …/eliminations/{playerId}: an undo says why. */
export const undoEliminationBodySchema = z.object({
  reason: z
    .string({ error: 'Say why the bust is undone' })
    .trim()
    .min(3, { error: 'Say why the bust is undone (3 characters or more)' })
    .max(500, { error: 'The reason is at most 500 characters' }),
});

const where = z.object({ table: z.number(), seat: z.number() });

export const seatedPlayerSchema = z.object({
  seat: z.number(),
  playerId: z.number(),
  name: z.string(),
  playerCode: z.string(),
  /** Chips bought (entry, rebuys, add-on). */
  chipsIn: z.number(),
  /** The floor's last count of the stack, and when (null: not counted yet); a rebuy or add-on since adds to it. */
  countedChips: z.number().nullable(),
  countedAt: z.string().nullable(),
  /** A late or moved player whose seat lies between the blinds waits for the button (TDA 8-A). */
  waitsForButton: z.boolean(),
});

export const seatingTableSchema = z.object({
  number: z.number(),
  seats: z.number(),
  buttonSeat: z.number().nullable(),
  broken: z.boolean(),
  players: z.array(seatedPlayerSchema),
  /** TDA 11-D: 3 or more players short of the fullest. */
  halted: z.boolean(),
  /** Hand-for-hand: the floor marked this table's hand done (cleared when every table has). */
  handDone: z.boolean(),
  /** The seat of the next big blind (the mover if this table gives a player), when the button is set. */
  nextBigBlindSeat: z.number().nullable(),
});

export const seatMoveSchema = z.object({
  playerId: z.number(),
  name: z.string(),
  from: where,
  to: where,
});

export const seatingSuggestionSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('break'), table: z.number() }),
    z.object({ kind: z.literal('final_table'), size: z.number() }),
  ])
  .nullable();

export const eliminationSchema = z.object({
  playerId: z.number(),
  name: z.string(),
  place: z.number(),
  sharedPlaces: z.array(z.number()),
  eliminatorId: z.number().nullable(),
  at: z.string(),
});

/** GET /api/staff/tournaments/{id}/seating. */
export const tournamentSeatingSchema = z.object({
  tournamentId: z.number(),
  tables: z.array(seatingTableSchema),
  unseated: z.array(z.object({ playerId: z.number(), name: z.string(), playerCode: z.string() })),
  counts: z.object({
    tables: z.number(),
    players: z.number(),
    seated: z.number(),
    unseated: z.number(),
    openSeats: z.number(),
  }),
  /** The most a table may be short now (2 while more than four tables run, then 1). */
  threshold: z.number(),
  suggestedMoves: z.array(seatMoveSchema),
  halted: z.array(z.number()),
  /** Tables whose button must be set before the next move can be named. */
  buttonNeeded: z.array(z.number()),
  suggestion: seatingSuggestionSchema,
  eliminations: z.array(eliminationSchema),
  lastDraw: z.object({ kind: z.string(), seed: z.string(), at: z.string() }).nullable(),
});
export type TournamentSeating = z.infer<typeof tournamentSeatingSchema>;

/** What a seating change answers: the moves it made (for a draw, the seats given) and the seating after. */
export const seatingChangeSchema = z.object({
  seed: z.string().nullable(),
  moves: z.array(z.object({ playerId: z.number(), name: z.string(), from: where.nullable(), to: where })),
  seating: tournamentSeatingSchema,
});
export type SeatingChange = z.infer<typeof seatingChangeSchema>;

export const eliminationAnswerSchema = z.object({
  elimination: eliminationSchema,
  seating: tournamentSeatingSchema,
});

export const SEAT_NOTICE_KINDS = ['draw', 'late', 'move', 'break', 'final'] as const;

/** player:{id}: the player's seat was drawn or moved ('Move to Table 4, seat 7'). */
export const mySeatEventSchema = z.object({
  tournamentId: z.number(),
  tournamentName: z.string(),
  kind: z.enum(SEAT_NOTICE_KINDS),
  from: where.nullable(),
  table: z.number(),
  seat: z.number(),
  waitsForButton: z.boolean(),
});
export type MySeatEvent = z.infer<typeof mySeatEventSchema>;

/** display: the moves to list on the TV for a minute (names shortened: first name and initial). */
export const displayMovesEventSchema = z.object({
  tournamentId: z.number(),
  tournamentName: z.string(),
  kind: z.enum(SEAT_NOTICE_KINDS),
  moves: z.array(z.object({ name: z.string(), from: where.nullable(), to: where })),
  at: z.string(),
});

export type TvMoves = z.infer<typeof displayMovesEventSchema>;

/** The words a phone and a TV show for a seat. */
export const seatText = (table: number, seat: number) => `Table ${table}, seat ${seat}`;

export const seatingEvents = {
  // content consoles (GET /api/staff/tournaments/{id}/seating): the seating after a draw, move, break or bust.
  tournament_seating: tournamentSeatingSchema,
  // player:{id}: the player's own seat was drawn or moved.
  tournament_my_seat: mySeatEventSchema,
  // display: the moves of a draw, a balance or a break, listed on the TV for a minute.
  tournament_moves: displayMovesEventSchema,
} as const;

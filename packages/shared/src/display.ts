import { z } from 'zod';
import { checkInCodeSchema } from './check-in';
import { positiveId, tableIdText } from './common';

/**
 * The room's TV board (issue 16, docs/decisions/062): how players' names appear on it. Initials by
 * default: the board hangs in a public room, and a nickname is the player's choice to show.
 */
export const BOARD_NAME_DISPLAYS = ['initials', 'nickname'] as const;
export type BoardNameDisplay = (typeof BOARD_NAME_DISPLAYS)[number];
export const boardNameDisplaySchema = z.enum(BOARD_NAME_DISPLAYS);

/** The board's messages when its key does not open it (answered with 401, shown full screen). */
export const DISPLAY_KEY_MESSAGES = {
  missing:
    'This board has no display key. Open the board’s address as a manager copied it from the console (Displays).',
  unknown: 'This display key is not known. Ask a manager for the board’s address from the console (Displays).',
  revoked: 'This display key was revoked. Ask a manager to create a new one in the console (Displays).',
} as const;
export type DisplayKeyReason = keyof typeof DISPLAY_KEY_MESSAGES;

/** The path of the board a key opens; the console shows it with the club's own origin in front. */
export const displayBoardPath = (key: string) => `/display/board?key=${encodeURIComponent(key)}`;

/**
 * What a display key's screen shows (issue 28, decision 114): the room's wait-list board (the default) or
 * one tournament's clock. The console chooses per key; the TV follows at once, without a reload.
 */
export const DISPLAY_SCREENS = ['board', 'tournament_clock'] as const;

const chooseScreen = 'Choose what the display shows: screen board, or tournament_clock with a tournamentId';

/** POST /api/staff/displays/{id}/screen. */
export const displayScreenBodySchema = z.discriminatedUnion(
  'screen',
  [
    z.object({ screen: z.literal('board') }),
    z.object({
      screen: z.literal('tournament_clock'),
      tournamentId: z
        .number({ error: 'Choose the tournament whose clock the display shows' })
        .int('Choose the tournament whose clock the display shows')
        .positive('Choose the tournament whose clock the display shows'),
    }),
  ],
  { error: chooseScreen },
);
export type DisplayScreenBody = z.infer<typeof displayScreenBodySchema>;

/** A key's screen as the TV reads it and the console lists it (the tournament's id and name null on the board). */
export const displayScreenStateSchema = z.object({
  screen: z.enum(DISPLAY_SCREENS),
  tournamentId: z.number().nullable(),
  tournamentName: z.string().nullable(),
});
export type DisplayScreenState = z.infer<typeof displayScreenStateSchema>;

export const displayIdParams = z.object({ displayId: positiveId });

export const createDisplayKeySchema = z.object({
  name: z
    .string({ error: 'Please name the display, such as “Poker room TV”.' })
    .trim()
    .min(1, 'Please name the display, such as “Poker room TV”.')
    .max(60, 'The display’s name is at most 60 characters.'),
});

/** A display key as the console lists it: never the key itself (only its hash is stored). */
export const displayKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The key's last four characters, to tell two keys apart. */
  keyHint: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The last time a board read its data or connected with the key (null: never). */
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  /** What the screen shows (decision 114), with the tournament's name when it is a clock. */
  ...displayScreenStateSchema.shape,
});
export type DisplayKey = z.infer<typeof displayKeySchema>;
export const displayKeyListSchema = z.array(displayKeySchema);

/** POST /api/staff/displays: the new key, shown once; the board's address is built from it. */
export const createdDisplayKeySchema = z.object({ display: displayKeySchema, key: z.string() });

export const displayBoardQuerySchema = z.object({ key: z.string().max(200).optional() });

/** One waiting player as the room sees them: a place, a name per the club's setting, the estimate. */
export const boardEntrySchema = z.object({
  position: z.number(),
  name: z.string(),
  /** The floor paged this player and the hold is running: the seat is ready for them. */
  isCalled: z.boolean(),
  /** The estimate the player sees on the phone for this place (decision 021), minutes. */
  estimatedWaitMinutes: z.number().nullable(),
});

export type BoardEntry = z.infer<typeof boardEntrySchema>;

export const boardTableSchema = z.object({
  id: tableIdText,
  name: z.string(),
  /** The table's game: the board shows each game's one list once, with its tables (issue 38 item 11). */
  gameId: z.number(),
  gameType: z.string(),
  stakes: z.string(),
  /** Active (the game runs); an inactive table appears only while players wait for it. */
  isRunning: z.boolean(),
  seatsTaken: z.number(),
  maxPlayers: z.number(),
  openSeats: z.number(),
  waiting: z.array(boardEntrySchema),
});
export type BoardTable = z.infer<typeof boardTableSchema>;

/**
 * A game's list as the room sees it (decision 063): what it runs and how long the next place waits; an
 * interest list (no table running) lists its players, who appear on no table card. No amounts.
 */
export const boardGameSchema = z.object({
  id: z.number(),
  name: z.string(),
  tablesRunning: z.number(),
  openSeats: z.number(),
  waitingCount: z.number(),
  isInterestList: z.boolean(),
  /** The wait of the next place, as a range in minutes; null for an interest list. */
  estimate: z.object({ minMinutes: z.number(), maxMinutes: z.number() }).nullable(),
  /** An interest list's players in order; empty for a game with tables (the board lists them with its tables). */
  waiting: z.array(boardEntrySchema),
});
export type BoardGame = z.infer<typeof boardGameSchema>;

/** GET /api/display/board: everything the TV shows, and nothing private (no ids of players, contacts or money). */
export const displayBoardSchema = z.object({
  clubName: z.string(),
  nameDisplay: boardNameDisplaySchema,
  tables: z.array(boardTableSchema),
  /** The games with a list or an interest list (decision 063), by name. */
  games: z.array(boardGameSchema),
  /** The room's check-in code and its QR address (decision 064); the board reads again at changesAt. */
  checkIn: checkInCodeSchema,
  asOf: z.string(),
});
export type DisplayBoard = z.infer<typeof displayBoardSchema>;

/** GET /api/display/screen: what this key's TV shows now, with the club's name for its header. */
export const displayScreenSchema = displayScreenStateSchema.extend({ clubName: z.string(), asOf: z.string() });
export type DisplayScreen = z.infer<typeof displayScreenSchema>;

export const displayEvents = {
  /**
   * display: something the board shows changed (seats, lists, tables, the name setting); boards read
   * the board again. An invalidation: which tables changed, never what changed at them.
   */
  display_board_changed: z.object({
    asOf: z.string(),
    /** The tables that changed (the board turns to the page showing them); none: the whole board. */
    tableIds: z.array(tableIdText).optional(),
  }),
  /**
   * display and the floor roles: the room's check-in code changed (every 3 minutes, decision 064). Each
   * instance sends it to its own sockets at the change, so a board or a console never asks for it.
   */
  check_in_code_changed: checkInCodeSchema,
  /**
   * display-key:{id} only: the console chose what this key's screen shows (decision 114). Only that key's
   * TVs hear it; they switch between the board and the clock without a reload.
   */
  display_screen_changed: displayScreenStateSchema.extend({ asOf: z.string() }),
} satisfies Record<string, z.ZodType>;

import { z } from 'zod';
import { structureRowAnswerSchema } from './tournament-structure';
import { paidPlaceSchema } from './tournament-payouts';

/**
 * The one server clock of a tournament (issue 28, DESIGN.md section 8c, docs/decisions/110). The server
 * stores when the level ends (running) or the time left (paused), never a ticking count: every screen
 * computes the time left from `levelEndsAt` (or `secondsLeft`) and its offset to `serverTime`.
 */
/** A clock action once the last bust or a settling deal ended play (issue 38 item 5). */
export const PLAY_OVER_MESSAGE = 'Play is over: the clock has stopped';

export const CLOCK_STATES = ['not_started', 'running', 'paused', 'on_break', 'finished'] as const;

export const CLOCK_ACTIONS = [
  'start',
  'pause',
  'resume',
  'next_level',
  'previous_level',
  'add_seconds',
  'hand_for_hand',
] as const;

/** A day either way: anything larger is a typo (the service then applies the level's own limits). */
const MAX_ADDED_SECONDS = 86_400;

const unknownAction = `Unknown action: use one of ${CLOCK_ACTIONS.join(', ')}`;

export const clockActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('start') }),
    z.object({ action: z.literal('pause') }),
    z.object({ action: z.literal('resume') }),
    z.object({ action: z.literal('next_level') }),
    z.object({ action: z.literal('previous_level') }),
    z.object({
      action: z.literal('add_seconds'),
      seconds: z
        .number({ error: 'Send seconds: a whole number, negative to remove time' })
        .int('Send seconds: a whole number, negative to remove time')
        .min(-MAX_ADDED_SECONDS, 'At most a day at once')
        .max(MAX_ADDED_SECONDS, 'At most a day at once')
        .refine((seconds) => seconds !== 0, 'Send a number of seconds other than 0'),
    }),
    z.object({ action: z.literal('hand_for_hand'), on: z.boolean({ error: 'Send on: true or false' }) }),
  ],
  { error: unknownAction },
);
export type ClockAction = z.infer<typeof clockActionSchema>;

/** GET /api/tournaments/{id}/clock and the `tournament_clock` event: everything a clock screen shows. */
export const tournamentClockSchema = z.object({
  tournamentId: z.number(),
  /** Grows with every change: a screen keeps the newest it has seen. */
  version: z.number(),
  state: z.enum(CLOCK_STATES),
  /** Index into the structure's rows (levels and breaks); 0 before the start. */
  levelIndex: z.number(),
  /** The play level's number as the room counts them (breaks unnumbered): null on a break or without a structure. */
  levelNumber: z.number().nullable(),
  level: structureRowAnswerSchema.nullable(),
  nextLevel: structureRowAnswerSchema.nullable(),
  /** The current row's length, so a screen can draw progress. */
  levelSeconds: z.number(),
  /** At `serverTime`; a running clock goes on from there until `levelEndsAt`. */
  secondsLeft: z.number(),
  /** Running only: when the current row ends (ISO). */
  levelEndsAt: z.string().nullable(),
  /** Seconds from `serverTime` to the next break's start (null: no break ahead). */
  secondsToNextBreak: z.number().nullable(),
  serverTime: z.string(),
  handForHand: z.boolean(),
  /**
   * While hand-for-hand is on (TDA RP-8): the tables playing (open, with players) and how many of them the
   * floor has marked "hand done" for the hand in play, and the club's seconds off the level per hand. Null
   * while it is off.
   */
  handForHandTables: z.object({ done: z.number(), playing: z.number(), secondsOff: z.number() }).nullable(),
  playersLeft: z.number(),
  /** Entries and re-entries sold and not refunded. */
  entries: z.number(),
  /** Every chip bought in (entries, re-entries, rebuys, add-ons), not refunded. */
  chipsInPlay: z.number(),
  /** Chips in play over players left (null while nobody is in). */
  averageStack: z.number().nullable(),
  averageStackBigBlinds: z.number().nullable(),
  /** The entries' buy-ins plus the added money, from the ledger's entries (decision 130), never typed. */
  prizePool: z.string(),
  /** The house's fees on those entries: shown apart, never in the pool. */
  fees: z.string(),
  /** A knockout's bounty on every entry (decision 134): out of the buy-in, not in the pool; '0.00' without. */
  bounty: z.string(),
  /** When late registration ends, as projected (null: no structure, or closed at the start). */
  lateRegistrationEndsAt: z.string().nullable(),
  lateRegistrationOpen: z.boolean(),
  /** The paid places under the club's payout table (issue 30), first place first; empty while the pool is. */
  paidPlaces: z.array(paidPlaceSchema),
  /** Players who must still bust before the rest are in the money (0: in the money, or nobody paid yet). */
  moreToTheMoney: z.number(),
});
export type TournamentClock = z.infer<typeof tournamentClockSchema>;

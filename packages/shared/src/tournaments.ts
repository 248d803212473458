import { z } from 'zod';
import { rupeesInput } from './money';

/** Stored statuses. The spec names the first three; anything else is shown in the unknown style. */
export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/**
 * Staff move a tournament forwards only; finished and cancelled are final (docs/decisions/011).
 */
export const TOURNAMENT_TRANSITIONS: Record<TournamentStatus, readonly TournamentStatus[]> = {
  upcoming: ['running', 'cancelled'],
  running: ['finished', 'cancelled'],
  finished: [],
  cancelled: [],
};

// dashboard.md section 9: the list refreshed every 5 s; here only while the socket is down.
export const TOURNAMENTS_FALLBACK_POLL_MS = 5_000;
/** Finished and cancelled tournaments stay in the players' list this long after their start. */
export const PAST_TOURNAMENT_DAYS = 7;
export const MAX_TOURNAMENT_PLAYERS = 10_000;

export const TOURNAMENT_MESSAGES = {
  interestRegistered: 'Interest Registered',
  interestFailed: 'Error - Failed to register interest. Please try again.',
  registrationSuccessful: 'Registration Successful',
  registrationFailed: 'Registration Failed',
  reentrySuccessful: 'Re-entry Successful',
  reentryFailed: 'Re-entry Failed',
  empty: 'No tournaments available',
  full: 'This tournament is full',
  alreadyRegistered: 'You are already registered for this tournament',
  notUpcoming: 'Registration is open only for upcoming tournaments',
  registrationClosed: 'Registration for this tournament is closed',
} as const;

/** Rupees with up to two decimals, zero allowed (a freeroll has no buy-in). */
const rupeesSchema = rupeesInput({
  allowZero: true,
  digits: 10,
  message: 'Enter an amount in rupees with at most two decimals',
});

/** One tournament as players read it: the spec's snake_case fields plus this player's own flags. */
export const tournamentSchema = z.object({
  id: z.number(),
  name: z.string(),
  game_type: z.string(),
  tournament_type: z.string(),
  buy_in: z.string(),
  prize_pool: z.string(),
  registered_players: z.number(),
  max_players: z.number(),
  start_time: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  /** Staff may close registration (decision 011); players then see 'Registration closed'. */
  registration_open: z.boolean(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const playerTournamentSchema = tournamentSchema.extend({
  is_registered: z.boolean(),
  is_interested: z.boolean(),
});
export type PlayerTournament = z.infer<typeof playerTournamentSchema>;
export const tournamentListSchema = z.array(playerTournamentSchema);

export const tournamentIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The spec's payload. Only tournamentId is used: the player is the session's (playerId must match). */
export const registerTournamentRequestSchema = z.object({
  tournamentId: z.coerce.number().int().positive(),
  playerId: z.coerce.number().int().positive().optional(),
  playerName: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});
export const registerTournamentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  tournament: playerTournamentSchema,
});

const text = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** What staff send to create a tournament; a PATCH sends any subset, status included. */
export const createTournamentRequestSchema = z.object({
  name: text(120),
  game_type: text(80),
  tournament_type: text(80),
  buy_in: rupeesSchema,
  prize_pool: rupeesSchema.default('0'),
  max_players: z.coerce.number().int().min(1).max(MAX_TOURNAMENT_PLAYERS),
  start_time: z.iso.datetime({ offset: true }),
});
export type CreateTournamentRequest = z.infer<typeof createTournamentRequestSchema>;

export const updateTournamentRequestSchema = createTournamentRequestSchema
  .omit({ prize_pool: true })
  .extend({ prize_pool: rupeesSchema, status: z.enum(TOURNAMENT_STATUSES), registration_open: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateTournamentRequest = z.infer<typeof updateTournamentRequestSchema>;

export const interestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  tournament: playerTournamentSchema,
});

export const deletedResponseSchema = z.object({ success: z.literal(true), id: z.number() });

/** One player on a tournament's list, as staff read it: when they registered or showed interest. */
export const tournamentEntrySchema = z.object({
  player_id: z.number(),
  name: z.string(),
  nickname: z.string(),
  player_code: z.string(),
  at: z.string(),
});
export type TournamentEntry = z.infer<typeof tournamentEntrySchema>;

/** GET /api/staff/tournaments/{id}/entries: the registered players and the interested ones, earliest first. */
export const tournamentEntriesSchema = z.object({
  tournament_id: z.number(),
  registered: z.array(tournamentEntrySchema),
  interested: z.array(tournamentEntrySchema),
});

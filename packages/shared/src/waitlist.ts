import { z } from 'zod';
import { waitlistReorderSchema } from './check-in';
import { positiveId as id, tableIdText } from './common';
import { waitlistPageSchema } from './paging';
import { MAX_TABLE_PLAYERS, NOTES_MAX_LENGTH, preferredSeatInput, TABLE_STATUSES, waitlistNotesInput } from './tables';

export const SEAT_REQUEST_STATUSES = ['waiting', 'seated'] as const;

export const seatRequestSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  tableId: tableIdText,
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
  /** Beyond the spec (decision 061): the floor paged the player and holds a seat, or null. */
  page: waitlistPageSchema.nullable(),
  /** How many holds ran out on this entry (it leaves the list at MISSES_BEFORE_REMOVAL). */
  misses: z.number(),
  /** Made away from the club (decision 064): it leaves the list unless checked in by the club's expiry. */
  remote: z.boolean(),
  /** When the player was checked in (staff tapped 'arrived', or the room's code), or null. */
  checkedInAt: z.string().nullable(),
  /** The floor's last reorder of the entry, with its reason (decision 064), or null. */
  reorder: waitlistReorderSchema.nullable(),
});
export type SeatRequest = z.infer<typeof seatRequestSchema>;
export const seatRequestListSchema = z.array(seatRequestSchema);

/** The spec's payload; the player is always the session's, tableName is ignored, seatNumber is the preference. */
export const joinWaitlistRequestSchema = z.object({
  playerId: id.optional(),
  tableId: id,
  tableName: z.string().max(200).optional(),
  seatNumber: preferredSeatInput,
  notes: waitlistNotesInput,
});
export type JoinWaitlistRequest = z.input<typeof joinWaitlistRequestSchema>;

/**
 * The player changes their own waiting entry (issue 14, item 26): the preferred seat (null for any seat)
 * and the notes for the floor; a field left out stays as it is.
 */
export const updateSeatRequestSchema = z
  .object({
    preferredSeat: z.number().int().min(1).max(MAX_TABLE_PLAYERS).nullable().optional(),
    notes: z
      .string()
      .trim()
      .max(NOTES_MAX_LENGTH, `Keep the notes under ${NOTES_MAX_LENGTH} characters`)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((body) => body.preferredSeat !== undefined || body.notes !== undefined, {
    message: 'Change the preferred seat or the notes',
  });

export const leaveWaitlistResponseSchema = z.object({ success: z.literal(true), message: z.string() });

import { z } from 'zod';

// Remote joins, check-in on arrival and the floor's reorder with a reason (issue 16, decision 064).

/** The room's check-in code changes every this many seconds; the current and the previous code are accepted. */
export const CHECK_IN_WINDOW_SECONDS = 180;
/** A player checked in (or who joined a list in the room) within this many hours is in the room. */
export const IN_ROOM_HOURS = 12;
/** A player may try this many codes per CHECK_IN_TRIES_WINDOW_MINUTES. */
export const CHECK_IN_TRIES = 10;
export const CHECK_IN_TRIES_WINDOW_MINUTES = 15;
/**
 * Wrong codes from one address per CHECK_IN_TRIES_WINDOW_MINUTES, whoever tries them: many accounts must
 * not multiply the tries (issue 27, item 18). Players in the room share its address but read the code off
 * the screen, so they rarely get one wrong.
 */
export const CHECK_IN_WRONG_CODES_PER_ADDRESS = 50;

export const CHECK_IN_MESSAGES = {
  codeFormat: 'Enter the six digits shown under the room’s QR code',
  wrongCode: 'This code is wrong or has expired: scan the QR code on the room’s screen again',
  tooManyTries: `Too many check-in tries: wait ${CHECK_IN_TRIES_WINDOW_MINUTES} minutes, or ask the floor to check you in`,
  tooManyFromNetwork: `Too many wrong check-in codes from this network: wait ${CHECK_IN_TRIES_WINDOW_MINUTES} minutes, or ask the floor to check you in`,
  alreadyCheckedIn: 'This player is already checked in',
  entryGone: 'This wait-list entry does not exist or is no longer waiting',
} as const;

/** What the player is told when a remote entry was not checked in in time. */
export const remoteExpiredMessage = (minutes: number) =>
  `Removed from the list: you did not check in within ${minutes} minutes`;

/** What the player is told after checking in with the room's code. */
export const checkedInMessage = (lists: number) =>
  lists === 0
    ? 'You are checked in: lists you join now count as in the room'
    : `You are checked in: ${lists === 1 ? 'your place on the list is' : `your places on ${lists} lists are`} kept`;

/** The six digits under the QR code, as typed (spaces allowed). */
export const checkInRequestSchema = z.object({
  code: z
    .string(CHECK_IN_MESSAGES.codeFormat)
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, CHECK_IN_MESSAGES.codeFormat)),
});

/** POST /api/waitlist/check-in and POST /api/staff/waitlist/{entryId}/check-in answer this. */
export const checkInResultSchema = z.object({
  checkedInAt: z.string(),
  /** The waiting entries checked in (all the player's remote ones not yet checked in). */
  entryIds: z.array(z.number()),
  message: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** The room's current code as the TV board and the floor show it; it changes at `changesAt`. */
export const checkInCodeSchema = z.object({
  code: z.string(),
  /** What the QR code opens: the player's /check-in page with the code. */
  url: z.string(),
  changesAt: z.string(),
});
export type CheckInCode = z.infer<typeof checkInCodeSchema>;

export const REORDER_REASON_MIN = 3;
export const REORDER_REASON_MAX = 200;
export const REORDER_MESSAGES = {
  reasonRequired: `Give a reason for the move (${REORDER_REASON_MIN} to ${REORDER_REASON_MAX} characters)`,
  reasonShort: `The reason must be at least ${REORDER_REASON_MIN} characters`,
  reasonLong: `The reason must be at most ${REORDER_REASON_MAX} characters`,
  position: 'The position must be a whole number from 1',
} as const;

const reason = z
  .string(REORDER_MESSAGES.reasonRequired)
  .trim()
  .min(REORDER_REASON_MIN, REORDER_MESSAGES.reasonShort)
  .max(REORDER_REASON_MAX, REORDER_MESSAGES.reasonLong);

/** POST /api/staff/waitlist/{entryId}/move-to-end: the reason is optional (an empty one is none). */
export const moveToEndRequestSchema = z.object({
  reason: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    reason.optional(),
  ),
});

/** POST /api/staff/waitlist/{entryId}/reorder: the new position in the entry's list and why. */
export const reorderRequestSchema = z.object({
  position: z.coerce.number(REORDER_MESSAGES.position).int(REORDER_MESSAGES.position).min(1, REORDER_MESSAGES.position),
  reason,
});

export const reorderResultSchema = z.object({
  entryId: z.number(),
  previousPosition: z.number(),
  position: z.number(),
  reason: z.string().nullable(),
  reorderedAt: z.string(),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** The floor's last reorder of an entry, as the floor and the player see it. */
export const waitlistReorderSchema = z.object({ reason: z.string().nullable(), at: z.string() });
export type WaitlistReorder = z.infer<typeof waitlistReorderSchema>;

/** What the player is told of a reorder. */
export const reorderedMessage = (position: number, reason: string | null, toEnd: boolean) =>
  `${toEnd ? 'The floor moved you to the end of the list' : 'The floor moved you on the list'}: you are now number ${position}${reason ? `. Reason: ${reason}` : ''}`;

/** An entry counts as in the room when it was made there or has been checked in. */
export const isInRoom = (entry: { remote: boolean; checkedInAt: string | null }) =>
  !entry.remote || entry.checkedInAt !== null;

/**
 * Whom the floor should page next from a list in order (decision 064): the first entry in the room that is not
 * already paged, else the first remote one not paged; null when everyone is paged or the list is empty.
 */
export function nextToPage<T extends { remote: boolean; checkedInAt: string | null; page: unknown }>(
  list: readonly T[],
): T | null {
  const open = list.filter((entry) => entry.page === null);
  return open.find(isInRoom) ?? open[0] ?? null;
}

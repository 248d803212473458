import { z } from 'zod';
import { documentSchema } from './kyc';
import { STAFF_PERMISSIONS, type StaffRole, staffPlayerSchema } from './staff';

/**
 * The player directory of the console (issue 19). Every staff role reads it (playersRead); what else a
 * role sees follows the permissions it already has, so there is one rule per figure:
 * - money (buy-ins, cash-outs, balances, credit): the roles that handle money or answer for it, that is
 *   the cage (cashier), the audit log's readers (auditRead) and credit approval (creditApproval);
 * - PAN (search and display) and KYC documents: the KYC reviewers (kycReview).
 */
const MONEY_ROLES: readonly StaffRole[] = [
  ...new Set([...STAFF_PERMISSIONS.cashier, ...STAFF_PERMISSIONS.auditRead, ...STAFF_PERMISSIONS.creditApproval]),
];
export const canReadPlayerMoney = (role: StaffRole): boolean => MONEY_ROLES.includes(role);
export const canReadPlayerKyc = (role: StaffRole): boolean =>
  (STAFF_PERMISSIONS.kycReview as readonly StaffRole[]).includes(role);

export const BAR_REASON_MAX = 500;
export const PLAYER_NOTE_MAX = 2000;

/** A bar in force: who set it, why, from when and until when (null: until lifted). */
export const playerBarSchema = z.object({
  reason: z.string(),
  barredAt: z.string(),
  until: z.string().nullable(),
  barredBy: z.string().nullable(),
});
export type PlayerBar = z.infer<typeof playerBarSchema>;

/** Whether a stored bar is in force at `now`: set, and with no end or an end still ahead. */
export function isBarInForce(bar: { barredAt: Date | null; barredUntil: Date | null }, now = new Date()): boolean {
  return bar.barredAt !== null && (bar.barredUntil === null || bar.barredUntil.getTime() > now.getTime());
}

/** A player found in the directory: the staff list's fields and the bar in force, if any. */
export const directoryPlayerSchema = staffPlayerSchema.extend({ bar: playerBarSchema.nullable() });
export type DirectoryPlayer = z.infer<typeof directoryPlayerSchema>;
export const directoryPlayerListSchema = z.array(directoryPlayerSchema);

export const barPlayerBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Please give the reason for the bar.')
    .max(BAR_REASON_MAX, `Keep the reason under ${BAR_REASON_MAX} characters.`),
  /** The moment the bar ends (ISO date-time); null or absent: until a super admin or admin lifts it. */
  until: z.iso.datetime({ offset: true, message: 'Give the end as a date and time.' }).nullable().optional(),
});
export type BarPlayerBody = z.infer<typeof barPlayerBodySchema>;

export const liftBarBodySchema = z.object({
  note: z.string().trim().max(BAR_REASON_MAX, `Keep the note under ${BAR_REASON_MAX} characters.`).optional(),
});

export const playerNoteSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  body: z.string(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type PlayerNote = z.infer<typeof playerNoteSchema>;

export const addPlayerNoteBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Please write the note.')
    .max(PLAYER_NOTE_MAX, `Keep the note under ${PLAYER_NOTE_MAX} characters.`),
});

const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const playerKycDecisionSchema = z.object({
  status: z.string(),
  note: z.string().nullable(),
  staffName: z.string().nullable(),
  decidedAt: z.string(),
});

/** Everything the directory shows about one player; money and KYC parts are null for roles without them. */
export const playerProfileSchema = z.object({
  player: directoryPlayerSchema.extend({
    panCardNumber: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
  }),
  play: z.object({
    /** Distinct club days with a session. */
    visits: z.number(),
    hoursPlayed: z.number(),
    lastVisitAt: z.string().nullable(),
    seatedNow: z.string().nullable(),
  }),
  vip: z.object({ totalPoints: z.number(), availablePoints: z.number(), pointsSpent: z.number() }),
  money: z
    .object({
      buyIns: money,
      cashOuts: money,
      cashBalance: money,
      creditLimit: money,
      creditUsed: money,
      creditApproved: z.boolean(),
    })
    .nullable(),
  kyc: z
    .object({
      note: z.string().nullable(),
      documents: z.array(documentSchema),
      decisions: z.array(playerKycDecisionSchema),
    })
    .nullable(),
  chats: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      createdAt: z.string(),
      messages: z.array(z.object({ sender: z.string(), message: z.string(), createdAt: z.string() })),
    }),
  ),
  feedback: z.array(z.object({ id: z.number(), message: z.string(), createdAt: z.string() })),
  notes: z.array(playerNoteSchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** The directory's pushes, to the rooms of every role that reads it (STAFF_EVENTS in events.ts: playersRead). */
export const playerDirectoryEvents = {
  player_bar_updated: z.object({ playerId: z.number(), bar: playerBarSchema.nullable() }),
  player_note_added: playerNoteSchema,
};

/** A bar's end as the club reads it: "25 Dec 2026, 8:00 pm" on the club's clock. */
export function formatBarEnd(until: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(until);
}

/** What a barred player reads at sign-in, and on the open page a bar signs out: why, and until when. */
export function barredSignInMessage(until: Date | null, timeZone: string): string {
  return until
    ? `Your account has been barred from the club until ${formatBarEnd(until, timeZone)}. Please speak to the club's management.`
    : "Your account has been barred from the club. Please speak to the club's management.";
}

export const BARRED_LIST_MESSAGE = 'A player barred from the club cannot join a wait-list.';

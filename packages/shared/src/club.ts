import { z } from 'zod';
import { clubSettingsSchema } from './accounts';
import { brandingChangeSchema, brandingSchema } from './branding';
import { moneyText as money } from './common';
import { BOARD_NAME_DISPLAYS, boardNameDisplaySchema } from './display';
import { GUEST_SEATING_MODES } from './guests';
import { amountSchema } from './money';

// The club's settings as staff read and change them (GET, PATCH /api/staff/club/settings). One object of
// named settings: later issues add their own keys here (wait-list, displays) with a default each, and the
// PATCH body takes any subset of them. The public settings stay at GET /api/club/settings.

/** The defaults, in rupees, of a club that never changed them. */
export const CAGE_SETTING_DEFAULTS = {
  /** A cage money operation above this waits for a second staff member's approval (four-eyes). */
  largeOperationThreshold: '100000.00',
  /** A shift closed with a variance (counted minus expected) above this, either way, needs a note and sign-off. */
  shiftVarianceThreshold: '500.00',
  /** A reversal above this waits for a super admin, whoever asks. */
  reversalThreshold: '10000.00',
} as const;

/**
 * The floor's settings: an admin may change these (issue 19, "admin for the floor's"); every other key
 * is a super admin's. Add a key here when it belongs to the floor.
 */
export const FLOOR_SETTING_KEYS = [
  'pageHoldMinutes',
  'pageExtensionMinutes',
  'missesBeforeRemoval',
  'remoteEntryExpiryMinutes',
  'guestRetentionDays',
  'guestSeating',
  'handForHandSeconds',
] as const;
export const FLOOR_SETTINGS_ONLY_MESSAGE =
  'An admin may change only the floor settings (the wait-list); ask a super admin for the others.';

export const staffClubSettingsSchema = z.object({
  /** Shown to players on every page (the sign-in page included) and in e-mails. */
  clubName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** Whether a player must verify the e-mail before signing in (on by default). */
  requireEmailVerification: z.boolean(),
  /** Four-eyes KYC (docs/decisions/095): a player's approval waits for a second, different reviewer. */
  kycSecondReviewer: z.boolean(),
  /** How the room's TV board names waiting players (decision 062): initials (the default) or nicknames. */
  boardNameDisplay: boardNameDisplaySchema,
  largeOperationThreshold: money,
  shiftVarianceThreshold: money,
  reversalThreshold: money,
  /** The club's IANA time zone: dates are shown in it and the logs read their days in it. */
  timeZone: z.string(),
  /** The video players see once after signing in (accounts-kyc.md section 2); null: the static welcome. */
  welcomeVideoUrl: z.string().nullable(),
  /** The hour (0-23) on the club's clock from which super admins get the previous day's summary e-mail. */
  dailySummaryHour: z.number(),
  /** How long a paged player's seat is held (minutes). */
  pageHoldMinutes: z.number(),
  /** 'More time' (once per page) adds this to the hold (minutes). */
  pageExtensionMinutes: z.number(),
  /** Holds run out this many times and the entry leaves the list. */
  missesBeforeRemoval: z.number(),
  /** A remote wait-list entry not checked in within this many minutes leaves the list (decision 064). */
  remoteEntryExpiryMinutes: z.number(),
  /** A guest on a list (decision 131) is removed this many days after the evening they were last listed. */
  guestRetentionDays: z.number(),
  /** How a guest is seated (decision 131): a player account first (the default), or as a guest paying cash. */
  guestSeating: z.enum(GUEST_SEATING_MODES),
  /** Hand-for-hand (TDA RP-8): seconds off the level each time every table has played the hand (0 to 180). */
  handForHandSeconds: z.number(),
  /** The player portal's branding (decision 090). */
  branding: brandingSchema,
  updatedAt: z.string(),
});
export type StaffClubSettings = z.infer<typeof staffClubSettingsSchema>;

/** A zone the browser's and PostgreSQL's time zone database both know (IANA name, e.g. Asia/Kolkata). */
export const isTimeZone = (zone: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * A welcome video's address, checked as a media URL (issue 14 item 20): an https address or a path on
 * this site, as the page's media policy allows (no http:, data:, javascript: or //host). Empty clears it.
 */
export const welcomeVideoUrlSchema = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .max(2000, 'The video address is at most 2000 characters.')
      .refine(
        (v) => /^https:\/\/[\w.-]+(:\d+)?([/?#][^\s\\]*)?$/i.test(v) || /^\/(?!\/)[^\s\\]*$/.test(v),
        'Use an https:// address of the video or a path on this site starting with /.',
      ),
  ])
  .optional();

const wholeNumber = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}${unit}.` })
    .int(`${label} must be a whole number from ${min} to ${max}${unit}.`)
    .min(min, `${label} must be from ${min} to ${max}${unit}.`)
    .max(max, `${label} must be from ${min} to ${max}${unit}.`);

/** PATCH: any of the settings, at least one; each threshold a positive amount of rupees. */
export const updateStaffClubSettingsSchema = z
  .object({
    clubName: z
      .string()
      .trim()
      .min(1, 'Please enter the club name')
      .max(80, 'The club name is at most 80 characters')
      .optional(),
    supportEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email('Please enter a valid support e-mail address.'))
      .optional(),
    supportPhone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,24}$/, 'Please enter a support phone number (digits, spaces, + - and brackets).')
      .optional(),
    requireEmailVerification: z.boolean().optional(),
    kycSecondReviewer: z
      .boolean({ error: 'Say true or false: does a KYC approval need a second reviewer?' })
      .optional(),
    boardNameDisplay: z
      .enum(BOARD_NAME_DISPLAYS, { error: "Choose how the TV board names players: 'initials' or 'nickname'." })
      .optional(),
    timeZone: z
      .string()
      .trim()
      .max(64)
      .refine(isTimeZone, 'Please choose a time zone by its IANA name, such as Asia/Kolkata.')
      .optional(),
    largeOperationThreshold: amountSchema.optional(),
    shiftVarianceThreshold: amountSchema.optional(),
    reversalThreshold: amountSchema.optional(),
    welcomeVideoUrl: welcomeVideoUrlSchema,
    dailySummaryHour: wholeNumber('The daily summary hour', 0, 23, '').optional(),
    pageHoldMinutes: wholeNumber('The page hold', 1, 60, ' minutes').optional(),
    pageExtensionMinutes: wholeNumber('The extension', 1, 60, ' minutes').optional(),
    missesBeforeRemoval: wholeNumber('Misses before removal', 1, 10, '').optional(),
    remoteEntryExpiryMinutes: wholeNumber('The remote-entry expiry', 10, 480, ' minutes').optional(),
    guestRetentionDays: wholeNumber('The guest retention', 1, 365, ' days').optional(),
    guestSeating: z
      .enum(GUEST_SEATING_MODES, {
        error: "Choose how guests are seated: 'account_first' (a player account first) or 'cash_guest'.",
      })
      .optional(),
    handForHandSeconds: wholeNumber('The time off per hand-for-hand hand', 0, 180, ' seconds').optional(),
    branding: brandingChangeSchema.optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), 'Give at least one setting to change');
export type StaffClubSettingsChange = z.infer<typeof updateStaffClubSettingsSchema>;

export const clubEvents = {
  /** Every staff role's room: a super admin changed the club's settings (the whole new set). */
  club_settings_updated: staffClubSettingsSchema,
  /** lobby: the club's public settings changed (its name, support contacts…): players' pages read them again. */
  club_settings_changed: clubSettingsSchema,
} satisfies Record<string, z.ZodType>;

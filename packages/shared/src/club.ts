import { z } from 'zod';
import { moneyText as money } from './common';
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

export const staffClubSettingsSchema = z.object({
  largeOperationThreshold: money,
  shiftVarianceThreshold: money,
  reversalThreshold: money,
  /** The club's IANA time zone (read only here): the day's log reads its dates in it. */
  timeZone: z.string(),
  updatedAt: z.string(),
});
export type StaffClubSettings = z.infer<typeof staffClubSettingsSchema>;

/** PATCH: any of the settings, at least one; each threshold a positive amount of rupees. */
export const updateStaffClubSettingsSchema = z
  .object({
    largeOperationThreshold: amountSchema.optional(),
    shiftVarianceThreshold: amountSchema.optional(),
    reversalThreshold: amountSchema.optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), 'Give at least one setting to change');

export const clubEvents = {
  /** Every staff role's room: a super admin changed the club's settings (the whole new set). */
  club_settings_updated: staffClubSettingsSchema,
} satisfies Record<string, z.ZodType>;

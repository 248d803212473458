import { z } from 'zod';
import { positiveId as id } from './common';
import { preferredSeatInput, waitlistNotesInput } from './tables';

// Anyone on a list (issue 31, decision 131): the floor puts a player it found, or a guest with a name and a
// mobile number and no account, on a game's list. Guests are their own records, never players.

/**
 * How a guest is seated (a club setting, decision 131): `account_first` (the default) asks for a player account
 * first; `cash_guest` seats the guest with no money in the system, the buy-in paid in cash at the table (noted).
 */
export const GUEST_SEATING_MODES = ['account_first', 'cash_guest'] as const;
export type GuestSeatingMode = (typeof GUEST_SEATING_MODES)[number];

export const GUEST_MESSAGES = {
  whoMissing: 'Choose a player, or give the guest’s name and mobile number',
  bothGiven: 'Give a player or a guest, not both',
  phone: 'Enter the guest’s mobile number: 7 to 15 digits',
  name: 'Enter the guest’s name',
  accountFirst:
    'This guest has no player account: create the player’s account (or link the guest to an existing player) before seating them',
  guestSeatMoney:
    'A guest’s seat holds no money in the system: the buy-in was paid in cash at the table; release the seat when the guest leaves',
} as const;

/** What the floor is told when a player cannot go on a list. */
export const barredStaffEntryMessage = (name: string) => `${name} is barred from the club and cannot be put on a list`;
export const unapprovedStaffEntryMessage = (name: string, kycStatus: string) =>
  `${name}’s KYC is ${kycStatus}, not approved: approve the player’s KYC before putting them on a list`;

/** A guest's number as it is kept: digits only (spaces, dashes, brackets and a leading + are dropped). */
export const guestPhoneInput = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s\-().+]/g, ''))
  .pipe(z.string().regex(/^\d{7,15}$/, GUEST_MESSAGES.phone));

export const guestInputSchema = z.object({
  name: z.string().trim().min(1, GUEST_MESSAGES.name).max(80, 'Keep the guest’s name under 80 characters'),
  phone: guestPhoneInput,
});

/** POST /api/staff/games/{gameId}/waitlist: a player (`playerId`) or a guest (`guest`), with an entry's options. */
export const staffListEntryRequestSchema = z
  .object({
    playerId: id.optional(),
    guest: guestInputSchema.optional(),
    preferredTableId: id.nullish(),
    preferredSeat: preferredSeatInput,
    notes: waitlistNotesInput,
    /** A phone-in (not in the room): checked in on arrival, else it leaves by the club's expiry. */
    remote: z.boolean().optional(),
  })
  .superRefine((body, issue) => {
    if (body.playerId === undefined && body.guest === undefined) {
      issue.addIssue({ code: 'custom', message: GUEST_MESSAGES.whoMissing, path: ['playerId'] });
    }
    if (body.playerId !== undefined && body.guest !== undefined) {
      issue.addIssue({ code: 'custom', message: GUEST_MESSAGES.bothGiven, path: ['guest'] });
    }
  });

export type StaffListEntryRequest = z.input<typeof staffListEntryRequestSchema>;

/** "R. S.": what the room's TV and the audit show of a guest. */
export function initialsOf(name: string): string {
  const { firstName, lastName } = guestNameParts(name);
  return [firstName, lastName]
    .filter(Boolean)
    .map((part) => `${part.charAt(0).toUpperCase()}.`)
    .join(' ');
}

/** POST /api/staff/waitlist/{entryId}/link: the guest's entry becomes the player's, keeping its place. */
export const linkGuestEntryRequestSchema = z.object({ playerId: id });

/** A guest's name in the two parts a board and a list show ("Ravi Kumar Shah": Ravi, Shah). */
export function guestNameParts(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? (words[words.length - 1] ?? '') : '' };
}

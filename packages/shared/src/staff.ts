import { z } from 'zod';
import { KYC_STATUSES } from './accounts-constants';

/** `kitchen` reads and moves food orders and nothing else (decision 105). */
export const STAFF_ROLES = ['super_admin', 'admin', 'manager', 'cashier', 'gre', 'kitchen'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may do what: DESIGN.md section 8. Each staff route names one of these. */
export const STAFF_PERMISSIONS = {
  kycReview: ['super_admin', 'admin', 'manager', 'gre'],
  seating: ['super_admin', 'admin', 'manager'],
  tables: ['super_admin', 'admin', 'manager'],
  cashier: ['super_admin', 'cashier'],
  creditApproval: ['super_admin'],
  content: ['super_admin', 'admin', 'manager'],
  pushNotifications: ['super_admin', 'admin', 'manager', 'gre'],
  /** Upload an image (decision 014): for offers, the menu and ads (content) and for notifications (issue 18). */
  mediaUpload: ['super_admin', 'admin', 'manager', 'gre'],
  guestRelations: ['super_admin', 'admin', 'gre'],
  /** The kitchen queue: read food orders and move them on (decision 105: the kitchen role holds only this). */
  foodOrders: ['super_admin', 'admin', 'gre', 'kitchen'],
  vipRedemptions: ['super_admin', 'admin', 'gre', 'cashier'],
  staffAccounts: ['super_admin'],
  /** Every club setting (issue 19). */
  clubSettings: ['super_admin'],
  /** The floor's club settings (the wait-list's paging, issue 16): "admin for the floor's" (issue 19). */
  floorSettings: ['super_admin', 'admin'],
  /** Read the club's settings: every role (the cage its thresholds…), once the password is the member's own. */
  clubSettingsRead: ['super_admin', 'admin', 'manager', 'cashier', 'gre'],
  /** Sign off a shift's variance, approve a reversal (issue 17). */
  cageApproval: ['super_admin'],
  playersRead: ['super_admin', 'admin', 'manager', 'cashier', 'gre'],
  /** List the tournaments: the content roles run them, the cage sells their entries (decision 130). */
  tournamentsRead: ['super_admin', 'admin', 'manager', 'cashier'],
  /** Read the audit log and its CSV (issue 19); no route edits or deletes an audit row. */
  auditRead: ['super_admin', 'admin'],
  /** The club's reports and charts (issue 19). */
  reports: ['super_admin', 'admin', 'manager'],
  /** Bar a player and lift a bar (issue 19). */
  playerBarring: ['super_admin', 'admin'],
  /** Write, edit and delete guest relations' canned replies (issue 18); guestRelations reads and uses them. */
  cannedReplies: ['super_admin', 'admin'],
  /** Edit the club's tournament payout table (issue 30): money rules, so not the floor. */
  payoutTable: ['super_admin', 'admin'],
  /** Read the payout table and a tournament's payouts: the tournament roles and the cage that pays prizes. */
  tournamentPayouts: ['super_admin', 'admin', 'manager', 'cashier'],
  /** Pay a tournament's prizes to the players' wallets (issue 30): the cage's money, as entries at the desk. */
  tournamentPrizes: ['super_admin', 'cashier'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Sign-in with the right password on a deactivated account (issue 15). */
export const STAFF_DEACTIVATED_MESSAGE = 'This staff account has been deactivated. Ask a super admin to reactivate it.';

/** A staff route while the member still has a password a super admin set (issue 19). */
/**
 * Why an open console was signed out when its account was deactivated: the socket's `session_revoked` and the 401
 * of any request the console sent after the deactivation say the same (whichever reaches it first).
 */
export const STAFF_SESSION_DEACTIVATED_MESSAGE = 'Your staff account was deactivated';

export const STAFF_PASSWORD_CHANGE_MESSAGE = 'Choose a new password of your own before you continue.';

export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** A super admin set the password: the console asks for a new one before anything else. */
  mustChangePassword: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffSigninRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(200),
});
export const staffMeResponseSchema = z.object({ staff: staffMemberSchema });
export const staffSessionResponseSchema = z.object({ staff: staffMemberSchema.nullable() });

/** A player as staff find them (GET /api/staff/players). */
export const staffPlayerSchema = z.object({
  id: z.number(),
  playerCode: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  phone: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

/** Staff accounts as super admins manage them. */
export const staffAccountSchema = staffMemberSchema.extend({
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The last successful sign-in (null: never signed in). */
  lastSignInAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListSchema = z.array(staffAccountSchema);
/** A member's name as receipts, the audit log and colleagues' screens show it. */
export const staffNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a name')
  .max(80, 'A name has at most 80 characters')
  // No control characters: the name goes into receipts, CSV exports and one-line audit summaries.
  .refine((name) => !/\p{Cc}/u.test(name), 'A name cannot contain control characters');
export const createStaffAccountSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address.')),
  name: staffNameSchema,
  password: z.string().min(8, 'Password must be at least 8 characters long.').max(200),
  role: z.enum(STAFF_ROLES),
});
/** A super admin sets a new password for another member, who must change it at the next sign-in. */
export const setStaffPasswordSchema = z.object({
  password: z.string().min(8, 'Password must be at least 8 characters long.').max(200),
});
/** A staff member chooses their own password (required after a super admin set one). */
export const changeOwnStaffPasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password.').max(200),
  newPassword: z.string().min(8, 'Password must be at least 8 characters long.').max(200),
});

export const updateStaffAccountSchema = z
  .object({ name: staffNameSchema.optional(), role: z.enum(STAFF_ROLES).optional(), isActive: z.boolean().optional() })
  .refine(
    (v) => v.name !== undefined || v.role !== undefined || v.isActive !== undefined,
    'Give a name, a role or isActive',
  );

import { z } from 'zod';
import { brandingSchema } from './branding';
import { isCommonPassword } from './common-passwords';
import { KYC_STATUSES, MESSAGES, PASSWORD_MIN_LENGTH, SESSION_SCOPES, UNIQUE_FIELDS } from './accounts-constants';

export * from './accounts-constants';

const trimmed = z.string().trim();

/**
 * The password rule: 8+ characters with an upper-case letter, a lower-case letter and a digit, and not
 * one of the most common passwords (the spec's breached-password message; a bundled list, no network).
 * The browser checks it before sending and the server again.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(200, 'Password is too long.')
  .refine((v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v), MESSAGES.passwordWeak)
  .refine((v) => !isCommonPassword(v), MESSAGES.passwordBreached);

export const emailSchema = trimmed.toLowerCase().max(254, MESSAGES.invalidEmail).pipe(z.email(MESSAGES.invalidEmail));

export const phoneSchema = trimmed.regex(/^\d{7,15}$/, MESSAGES.invalidPhone);
export const nameSchema = trimmed.min(1, MESSAGES.requiredFields).max(80, 'Name is too long.');
export const nicknameSchema = trimmed.min(1, MESSAGES.requiredFields).max(40, 'Nickname is too long.');

export const signupRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  nickname: nicknameSchema,
  clerk_user_id: z.string().max(200).optional().nullable(),
  supabase_user_id: z.string().max(200).optional().nullable(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupPlayerSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  firstName: z.string(),
  last_name: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  kyc_status: z.enum(KYC_STATUSES),
  existing: z.boolean(),
  player_code: z.string(),
});
export const signupResponseSchema = z.object({
  success: z.literal(true),
  player: signupPlayerSchema,
  message: z.string(),
});

export const validateFieldRequestSchema = z.object({
  field: z.enum(UNIQUE_FIELDS),
  value: z.string().trim().min(1).max(254),
});
export const validateFieldResponseSchema = z.object({ exists: z.boolean() });

export const signinRequestSchema = z.object({
  email: trimmed.toLowerCase().min(1, MESSAGES.emailRequired).max(254),
  password: z.string().min(1, 'Please enter your password').max(200),
  remember: z.boolean().optional().default(false),
});

/** A player as the client sees it (sign-in, /api/auth/me). Money as decimal strings of rupees. */
export const playerSchema = z.object({
  id: z.number(),
  playerCode: z.string(),
  supabaseId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  phone: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  emailVerified: z.boolean(),
  panCard: z.string().nullable(),
  balance: z.string(),
  currentCredit: z.string(),
  creditLimit: z.string(),
  creditApproved: z.boolean(),
  /** The player asked to be paged by text message as well as in the app (issue 31, decision 141). */
  pageBySms: z.boolean(),
  /** After KYC approval: a name or PAN change waiting for staff review, with the values asked for. */
  pendingIdentityChange: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      panCardNumber: z.string().nullable(),
      requestedAt: z.string(),
    })
    .nullable()
    .optional(),
  /** Set when the answer only queued a change for review (docs/decisions/007). */
  message: z.string().optional(),
});
export type Player = z.infer<typeof playerSchema>;

export const signinResponseSchema = z.object({ success: z.literal(true), player: playerSchema });
export const meResponseSchema = z.object({ player: playerSchema, scope: z.enum(SESSION_SCOPES) });

export const updateProfileRequestSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  phone: phoneSchema,
  /** Pages by text message as well (decision 141); left out: unchanged. */
  pageBySms: z.boolean().optional(),
});

/** What the activity log records (the spec sends 'logout' on sign-out); anything else is refused. */
export const ACTIVITY_ACTIONS = ['login', 'logout'] as const;
export const logActivityRequestSchema = z.object({
  action: z.enum(ACTIVITY_ACTIONS, { error: `action must be one of: ${ACTIVITY_ACTIONS.join(', ')}` }),
  // email and userId are the spec's payload; the server records the session's player, never these.
  email: z.string().max(254).optional(),
  userId: z.union([z.string(), z.number()]).optional(),
  timestamp: z.string().max(60).optional(),
  userAgent: z.string().max(500).optional(),
});

export const emailOnlyRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({
  email: emailSchema,
  token: z.string().min(10).max(200),
  password: passwordSchema,
});

export const clubSettingsSchema = z.object({
  clubName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  welcomeVideoUrl: z.string().nullable(),
  requireEmailVerification: z.boolean(),
  /** The club's IANA time zone: every date and time is shown in it (default Asia/Kolkata). */
  timeZone: z.string(),
  /** 'More time' on a page adds this many minutes to the hold (the phone's call says so). */
  pageExtensionMinutes: z.number(),
  /** The player portal's branding, the same for every player (decision 090). */
  branding: brandingSchema,
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

export const okResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** A verification link's answer: `alreadyVerified` when the link was used or replaced but the e-mail is verified. */
export const verifyEmailResponseSchema = okResponseSchema.extend({ alreadyVerified: z.boolean() });

/** A path that names a player (`/api/…/{playerId}`): the id as a positive integer. */
export const playerIdParams = z.object({ playerId: z.coerce.number().int().positive() });

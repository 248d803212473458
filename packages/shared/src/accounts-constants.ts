// The accounts contract's plain values: statuses, the specification's constants and messages.
// No zod here, so the web client's sign-in page can use them without downloading the schemas
// (docs/decisions/040-sign-in-page-budget.md); accounts.ts re-exports all of it.

export const KYC_STATUSES = ['pending', 'submitted', 'approved', 'verified', 'rejected', 'incomplete'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const isKycPassed = (status: KycStatus) => status === 'approved' || status === 'verified';

export const SESSION_SCOPES = ['onboarding', 'full'] as const;
export type SessionScope = (typeof SESSION_SCOPES)[number];

/** The club's time zone until a super admin sets another (club settings). */
export const DEFAULT_CLUB_TIME_ZONE = 'Asia/Kolkata';

// Business constants of accounts-kyc.md section 9.
export const UNIQUENESS_DEBOUNCE_MS = 500;
export const PASSWORD_MIN_LENGTH = 8;
export const SIGNUP_COOLDOWN_SECONDS = 60;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const SIGN_IN_RELOAD_MS = 500;
export const SIGN_UP_REDIRECT_MS = 500;
export const VERIFY_REDIRECT_MS = 2000;
export const EMAIL_VERIFIED_TOAST_MS = 6000;
export const COPIED_RESET_MS = 2000;
export const USER_FETCH_TIMEOUT_MS = 8000;
export const WELCOME_VIDEO_LOAD_LIMIT_MS = 8000;
export const STATIC_WELCOME_MS = 3000;
export const STATIC_WELCOME_AFTER_ERROR_MS = 2000;
export const EMAIL_TOKEN_TTL_HOURS = 24;
export const REMEMBER_ME_DAYS = 30;

export const MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  emailRequired: 'Please enter your email',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordWeak: 'Password must contain at least one uppercase letter, one lowercase letter and one number.',
  passwordBreached:
    'This password is too common and has appeared in data breaches. Please choose a different password.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number (digits only, 7 to 15 of them).',
  emailExists: 'An account with this email already exists. Please sign in instead.',
  nicknameExists: 'This nickname is already registered',
  phoneExists: 'This phone is already registered',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address before logging in.',
  kycRequired: 'KYC Approval Required',
  signupRateLimited: 'Rate Limited: Please wait 60 seconds between signup attempts',
  verificationInvalid: 'Invalid or expired verification link',
  emailAlreadyVerified: 'Your email is already verified. You can sign in.',
} as const;

export const UNIQUE_FIELDS = ['email', 'nickname', 'phone'] as const;

/**
 * What the sign-in form says (accounts-kyc.md section 8): the React form, the sign-in page's own
 * script and the server's script-free form page all use these words (decision 040).
 */
export const SIGN_IN_TEXT = {
  failedTitle: 'Sign In Failed',
  notVerifiedTitle: 'Email Not Verified',
  notVerified: 'Please verify your email address before logging in...',
  notVerifiedHint: (email: string) => `Open the link we sent to ${email}, or ask for a new one.`,
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  unreachable: 'Login failed',
  otherwise: 'Invalid credentials',
  welcomeTitle: 'Welcome back!',
  welcome: (firstName: string) => `Good to see you, ${firstName}.`,
  deniedTitle: 'Access Denied',
  submit: 'Log In',
  pending: 'Please wait...',
  resend: 'Resend the e-mail',
  resending: 'Sending...',
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  resentTitle: 'Email Resent',
  resent: 'Check your inbox for the confirmation email',
  resendFailedTitle: 'Error',
  resendFailed: 'Failed to resend email. Please try again.',
} as const;

/** What a refused sign-in shows (except the KYC case): its title and sentence, from the answer. */
export function describeSignInRefusal(refusal: { status: number; code?: string; message?: string } | undefined): {
  title: string;
  description: string;
} {
  const text = SIGN_IN_TEXT;
  if (!refusal) return { title: text.failedTitle, description: text.unreachable };
  if (refusal.code === 'EMAIL_VERIFICATION_REQUIRED')
    return { title: text.notVerifiedTitle, description: text.notVerified };
  // A lock-out says the server's own wait (15 minutes for an account), not 'a minute' (issue 14 item 18).
  if (refusal.status === 429) return { title: text.failedTitle, description: refusal.message ?? text.tooManyAttempts };
  if (refusal.code === 'INVALID_CREDENTIALS') {
    return { title: text.failedTitle, description: refusal.message ?? MESSAGES.invalidCredentials };
  }
  return { title: text.failedTitle, description: refusal.message ?? text.otherwise };
}

/**
 * The 'Access Denied' sentence per KYC status (accounts-kyc.md section 8), used when the server's own
 * sentence is missing: only a player who submitted waits for approval (issue 14 item 18).
 */
export function kycDeniedText(status: KycStatus): string {
  if (status === 'submitted') return 'Wait for KYC approval';
  if (status === 'rejected') return 'Your KYC documents were rejected. Please contact support for assistance.';
  return 'Please complete your KYC verification process.';
}

// What /auth?error= and /email-verified?error= may say: a code from our own redirects, mapped to the
// specification's sentences (accounts-kyc.md section 8). Never the address bar's own text: anyone can
// send a link with `?error=Call this number…`, and the banner would look like the club saying it
// (issue 14, item 21).
const VERIFICATION_ERRORS = {
  'invalid-link': 'Invalid verification link',
  'invalid-or-expired': 'Verification link invalid or expired',
  failed: 'Verification failed',
} as const;

export type VerificationErrorCode = keyof typeof VERIFICATION_ERRORS;

/** The e-mail-verified page's default, and what any unknown value shows. */
export const GENERIC_VERIFICATION_ERROR = 'Invalid verification link or token has expired.';

/** The sentence for an `error` query value: a known code (or a known sentence, as older links carry), else the generic one. */
export function verificationErrorText(value: string | null): string | null {
  if (value === null) return null;
  if (Object.hasOwn(VERIFICATION_ERRORS, value)) return VERIFICATION_ERRORS[value as VerificationErrorCode];
  const known: readonly string[] = Object.values(VERIFICATION_ERRORS);
  return known.includes(value) ? value : GENERIC_VERIFICATION_ERROR;
}

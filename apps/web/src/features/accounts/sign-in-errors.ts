import type { KycStatus } from '@club/shared/accounts';
import { MESSAGES } from '@club/shared/accounts-constants';
import { ApiError } from '../../lib/api';

export interface ToastText {
  title: string;
  description: string;
}

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * The 'Access Denied' sentence per KYC status (accounts-kyc.md section 8), used when the server's own
 * sentence is missing: only a player who submitted waits for approval (issue 14 item 18).
 */
export function kycDeniedText(status: KycStatus): string {
  if (status === 'submitted') return 'Wait for KYC approval';
  if (status === 'rejected') return 'Your KYC documents were rejected. Please contact support for assistance.';
  return 'Please complete your KYC verification process.';
}

/** The toast for a refused sign-in (accounts-kyc.md section 8), except the KYC case. */
export function describeSignInFailure(error: unknown): ToastText {
  if (!(error instanceof ApiError)) return { title: 'Sign In Failed', description: 'Login failed' };
  if (error.code === 'EMAIL_VERIFICATION_REQUIRED') {
    return { title: 'Email Not Verified', description: 'Please verify your email address before logging in...' };
  }
  // A lock-out says the server's own wait (15 minutes for an account), not 'a minute' (issue 14 item 18).
  if (error.status === 429) return { title: 'Sign In Failed', description: error.serverMessage ?? TOO_MANY_ATTEMPTS };
  if (error.code === 'INVALID_CREDENTIALS') {
    return { title: 'Sign In Failed', description: error.serverMessage ?? MESSAGES.invalidCredentials };
  }
  return { title: 'Sign In Failed', description: error.serverMessage ?? 'Invalid credentials' };
}

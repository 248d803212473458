import { MESSAGES } from '@club/shared/accounts-constants';
import { ApiError } from '../../lib/api';

export interface ToastText {
  title: string;
  description: string;
}

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** The toast for a refused sign-in (accounts-kyc.md section 8), except the KYC case. */
export function describeSignInFailure(error: unknown): ToastText {
  if (!(error instanceof ApiError)) return { title: 'Sign In Failed', description: 'Login failed' };
  if (error.code === 'EMAIL_VERIFICATION_REQUIRED') {
    return { title: 'Email Not Verified', description: 'Please verify your email address before logging in...' };
  }
  if (error.status === 429) return { title: 'Sign In Failed', description: TOO_MANY_ATTEMPTS };
  if (error.code === 'INVALID_CREDENTIALS') {
    return { title: 'Sign In Failed', description: error.serverMessage ?? MESSAGES.invalidCredentials };
  }
  return { title: 'Sign In Failed', description: error.serverMessage ?? 'Invalid credentials' };
}

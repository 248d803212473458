import { describeSignInRefusal } from '@club/shared/accounts-constants';
import { ApiError } from '../../lib/api';

export interface ToastText {
  title: string;
  description: string;
}

/** The toast for a refused sign-in (accounts-kyc.md section 8), except the KYC case. */
export function describeSignInFailure(error: unknown): ToastText {
  if (!(error instanceof ApiError)) return describeSignInRefusal(undefined);
  return describeSignInRefusal({ status: error.status, code: error.code, message: error.serverMessage });
}

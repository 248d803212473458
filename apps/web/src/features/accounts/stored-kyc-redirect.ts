import { type KycRedirect, kycRedirectSchema } from '@club/shared/kyc-redirect';
import { readSessionValue, SESSION_KEYS } from './session-flags';

// Apart from kyc-redirect.ts, which the sign-in page uses: reading the entry needs the schema (and
// zod), which the sign-in page does not download (docs/decisions/040-sign-in-page-budget.md).

export type StoredKycRedirect = { state: 'none' } | { state: 'invalid' } | { state: 'set'; entry: KycRedirect };

export function parseKycRedirect(raw: string | null): StoredKycRedirect {
  if (raw === null) return { state: 'none' };
  try {
    const parsed = kycRedirectSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { state: 'set', entry: parsed.data } : { state: 'invalid' };
  } catch {
    return { state: 'invalid' };
  }
}

export const readKycRedirect = () => parseKycRedirect(readSessionValue(SESSION_KEYS.kycRedirect));

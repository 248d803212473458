import { KYC_STATUSES, playerSchema } from './accounts';
import { z } from 'zod';

/**
 * The `kyc_redirect` session-storage entry of accounts-kyc.md section 3: who is in the KYC
 * flow. The web client writes it after sign-up, after a sign-in refused for KYC, and when a
 * signed-in player without approved KYC opens the dashboard.
 */
export const kycRedirectSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  existing: z.boolean(),
});
export type KycRedirect = z.infer<typeof kycRedirectSchema>;

/** `details` of the 403 KYC_VERIFICATION_REQUIRED answer to POST /api/auth/signin. */
export const kycRequiredDetailsSchema = z.object({
  kycStatus: z.enum(KYC_STATUSES),
  player: playerSchema.pick({
    id: true,
    email: true,
    firstName: true,
    lastName: true,
    nickname: true,
    kycStatus: true,
  }),
});

import type { signinRequestSchema } from '@club/shared/accounts';
import type { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { signInLimits } from '../../plugins/signin-limits';
import { KYC_DENIED_MESSAGE, signIn } from './accounts.service';

/**
 * A player's sign-in, for both ways in: the JSON route (the app) and the prerendered page's form
 * (sign-in-form.routes.ts). The same limits (failures per account and address, lock-outs), the same
 * service and the same cookie (30 days with "Remember password"). Throws the refusal as an AppError;
 * a player whose KYC is not approved gets an onboarding session and KYC_VERIFICATION_REQUIRED.
 */
export async function signInPlayer(
  request: FastifyRequest,
  reply: FastifyReply,
  input: z.output<typeof signinRequestSchema>,
) {
  const { email, password, remember } = input;
  const limits = signInLimits(request, reply, 'player', email);
  await limits.check();
  const result = await signIn(request.server.database.db, {
    email,
    password,
    remember,
    userAgent: request.headers['user-agent'],
  }).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') await limits.recordFailure();
    throw error;
  });
  reply.setSessionCookie('player', result.sessionToken, result.expiresAt);
  await limits.recordSuccess();
  if (result.kind === 'kyc_required') {
    throw new AppError('KYC_VERIFICATION_REQUIRED', KYC_DENIED_MESSAGE[result.player.kycStatus], {
      details: { kycStatus: result.player.kycStatus, player: result.player },
    });
  }
  return result.player;
}

import { kycContract as contract } from '@club/shared/contracts/kyc';
import { fromContract } from '../../plugins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { currentPlayer, requireOwnPlayer, requirePlayer } from '../../plugins/auth';
import { enforce, rateLimit } from '../../plugins/rate-limit';
import { findPlayer } from '../accounts/accounts.service';
import { getClubSettings } from '../club/club.service';
import { kycSubmittedMail } from '../mail/templates';
import { checkPanAvailable, getKycStatus, setPlayerPan, submitKyc } from './kyc.service';

const FIFTEEN_MINUTES = 15 * 60_000;
/** PAN checks tell whether a PAN is registered: a per-player cap stops anyone trawling for them. */
const PAN_CHECKS_PER_PLAYER = 30;
/** One KYC-submission e-mail per player in this window, whoever asks for it. */
const SUBMISSION_MAIL_WINDOW_MS = 10 * 60_000;

export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const panPerAddress = rateLimit({ name: 'pan-ip', max: 600, windowMs: FIFTEEN_MINUTES });
  const panPerPlayer = (playerId: number) =>
    rateLimit({
      name: 'pan-player',
      max: PAN_CHECKS_PER_PLAYER,
      windowMs: FIFTEEN_MINUTES,
      key: () => String(playerId),
      message: 'Too many PAN checks. Please wait a few minutes and try again.',
    });

  const sendSubmissionMail = async (playerId: number) => {
    const hit = await app.rateLimiter.hit(`kyc-mail:${playerId}`, 1, SUBMISSION_MAIL_WINDOW_MS);
    if (!hit.allowed) return false;
    const player = await findPlayer(app.database.db, playerId);
    if (!player) return false;
    const { clubName } = await getClubSettings(app.database.db);
    await app.mailer.send(kycSubmittedMail(clubName, player.email, player.firstName));
    return true;
  };

  app.route({
    ...fromContract(contract.getKycStatusByPlayerId),
    preHandler: requireOwnPlayer({ allowOnboarding: true, staffPermission: 'kycReview' }),
    handler: async (request) => getKycStatus(app.database.db, request.params.playerId),
  });

  app.route({
    ...fromContract(contract.postKycValidatePan),
    preValidation: requireOwnPlayer({ allowOnboarding: true }),
    preHandler: panPerAddress,
    handler: async (request) => {
      await panPerPlayer(request.body.playerId)(request);
      const panCardNumber = await checkPanAvailable(app.database.db, request.body.playerId, request.body.panCardNumber);
      return { valid: true as const, panCardNumber };
    },
  });

  app.route({
    ...fromContract(contract.postPlayersByPlayerIdPanCard),
    preHandler: [requireOwnPlayer({ allowOnboarding: true }), panPerAddress],
    handler: async (request) => {
      await panPerPlayer(request.params.playerId)(request);
      const result = await setPlayerPan(app.database.db, request.params.playerId, request.body.panCardNumber);
      return { success: true as const, ...result };
    },
  });

  app.route({
    ...fromContract(contract.postKycSubmit),
    preValidation: requireOwnPlayer({ allowOnboarding: true }),
    preHandler: rateLimit({ name: 'kyc-submit-ip', max: 300, windowMs: FIFTEEN_MINUTES }),
    handler: async (request) => {
      const player = await submitKyc(app.useCase, request.body);
      try {
        await sendSubmissionMail(player.id);
      } catch (error) {
        // The submission stands; the mail is a courtesy (the outbox keeps what could not go out).
        request.log.warn({ err: error }, 'KYC submission e-mail failed');
      }
      return {
        success: true as const,
        kycStatus: 'submitted' as const,
        message: 'Your KYC documents have been submitted. Review takes 1-2 business days.',
      };
    },
  });

  // The spec's own call for the submission mail: sent to the session's player only, once per window.
  app.route({
    ...fromContract(contract.postAuthKycSubmissionEmail),
    preHandler: requirePlayer({ allowOnboarding: true }),
    handler: async (request) => {
      const session = currentPlayer(request);
      if (request.body.playerId !== undefined && request.body.playerId !== session.playerId) {
        throw new AppError('FORBIDDEN', 'You can only access your own account');
      }
      await enforce(
        request,
        `kyc-mail-ask:${session.playerId}`,
        5,
        FIFTEEN_MINUTES,
        'Please wait before asking again.',
      );
      const player = await findPlayer(app.database.db, session.playerId);
      if (player?.kycStatus !== 'submitted') {
        throw new AppError('INVALID_STATE', 'Submit your KYC documents first.');
      }
      const sent = await sendSubmissionMail(session.playerId);
      return { success: true as const, message: sent ? 'E-mail sent.' : 'The e-mail was already sent.' };
    },
  });
};

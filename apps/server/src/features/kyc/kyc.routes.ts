import { okResponseSchema } from '@club/shared/accounts';
import {
  kycStatusResponseSchema,
  kycSubmissionEmailRequestSchema,
  submitKycRequestSchema,
  submitKycResponseSchema,
  updatePanRequestSchema,
  updatePanResponseSchema,
  validatePanRequestSchema,
  validatePanResponseSchema,
} from '@club/shared/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { currentPlayer, requireOwnPlayer, requirePlayer } from '../../plugins/auth';
import { enforce, rateLimit } from '../../plugins/rate-limit';
import { findPlayerById } from '../accounts/accounts.repo';
import { playerIdParams } from '../accounts/players.routes';
import { getClubSettings } from '../club/club.repo';
import { kycSubmittedMail } from '../mail/templates';
import { publishKycStatus, publishKycSubmitted } from './kyc.events';
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
    const player = await findPlayerById(app.database.db, playerId);
    if (!player) return false;
    const { clubName } = await getClubSettings(app.database.db);
    await app.mailer.send(kycSubmittedMail(clubName, player.email, player.firstName));
    return true;
  };

  app.get(
    '/api/kyc/status/:playerId',
    {
      schema: {
        tags: ['kyc'],
        summary: "The player's KYC status and the note of the last staff decision",
        params: playerIdParams,
        response: { 200: kycStatusResponseSchema },
      },
      preHandler: requireOwnPlayer({ allowOnboarding: true, staffPermission: 'kycReview' }),
    },
    async (request) => getKycStatus(app.database.db, request.params.playerId),
  );

  app.post(
    '/api/kyc/validate-pan',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Check a PAN: format, and that no other player holds it',
        body: validatePanRequestSchema,
        response: { 200: validatePanResponseSchema },
      },
      preValidation: requireOwnPlayer({ allowOnboarding: true }),
      preHandler: panPerAddress,
    },
    async (request) => {
      await panPerPlayer(request.body.playerId)(request);
      const panCardNumber = await checkPanAvailable(app.database.db, request.body.playerId, request.body.panCardNumber);
      return { valid: true as const, panCardNumber };
    },
  );

  app.post(
    '/api/players/:playerId/pan-card',
    {
      schema: {
        tags: ['kyc'],
        summary: "Set the player's PAN card number",
        params: playerIdParams,
        body: updatePanRequestSchema,
        response: { 200: updatePanResponseSchema },
      },
      preHandler: [requireOwnPlayer({ allowOnboarding: true }), panPerAddress],
    },
    async (request) => {
      await panPerPlayer(request.params.playerId)(request);
      const panCardNumber = await setPlayerPan(app.database.db, request.params.playerId, request.body.panCardNumber);
      return { success: true as const, panCardNumber };
    },
  );

  app.post(
    '/api/kyc/submit',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Submit KYC for staff review (three documents and a valid PAN)',
        body: submitKycRequestSchema,
        response: { 200: submitKycResponseSchema },
      },
      preValidation: requireOwnPlayer({ allowOnboarding: true }),
      preHandler: rateLimit({ name: 'kyc-submit-ip', max: 300, windowMs: FIFTEEN_MINUTES }),
    },
    async (request) => {
      const player = await submitKyc(app.database.db, request.body);
      publishKycSubmitted(app, player);
      publishKycStatus(app, { playerId: player.id, kycStatus: 'submitted', note: null });
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
  );

  // The spec's own call for the submission mail: sent to the session's player only, once per window.
  app.post(
    '/api/auth/kyc-submission-email',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Send the KYC-submission e-mail to the signed-in player',
        body: kycSubmissionEmailRequestSchema,
        response: { 200: okResponseSchema },
      },
      preHandler: requirePlayer({ allowOnboarding: true }),
    },
    async (request) => {
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
      const player = await findPlayerById(app.database.db, session.playerId);
      if (player?.kycStatus !== 'submitted') {
        throw new AppError('INVALID_STATE', 'Submit your KYC documents first.');
      }
      const sent = await sendSubmissionMail(session.playerId);
      return { success: true as const, message: sent ? 'E-mail sent.' : 'The e-mail was already sent.' };
    },
  );
};

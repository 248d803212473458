import { emailOnlyRequestSchema, okResponseSchema, passwordResetConfirmSchema } from '@club/shared/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROOMS } from '@club/shared/events';
import { currentPlayer, requirePlayer } from '../../plugins/auth';
import { enforce, rateLimit } from '../../plugins/rate-limit';
import { getClubSettings } from '../club/club.repo';
import { welcomeMail } from '../mail/templates';
import { findPlayerById } from './accounts.repo';
import { signInLimitKey } from './accounts.service';
import { requestPasswordReset, resendVerificationEmail, resetPassword, verifyEmail } from './email-flows.service';
import { accountFormErrorHandler } from './form-errors';

const ONE_MINUTE = 60_000;
const SAME_ANSWER = 'If an account exists for this e-mail, we have sent a message to it.';

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(accountFormErrorHandler);
  const ctx = () => ({ db: app.database.db, mailer: app.mailer, publicUrl: app.config.publicUrl });
  const perAddress = rateLimit({ name: 'mail-ip', max: 120, windowMs: 15 * ONE_MINUTE });

  app.get(
    '/api/email-verification/verify-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Verify an e-mail address with the single-use link token',
        querystring: z.object({ token: z.string().min(1).max(200), email: z.string().min(1).max(254) }),
        response: { 200: okResponseSchema },
      },
      preHandler: rateLimit({ name: 'verify-ip', max: 120, windowMs: 15 * ONE_MINUTE }),
    },
    async (request) => {
      await verifyEmail(app.database.db, request.query.token, request.query.email);
      return { success: true as const, message: 'Email verified successfully' };
    },
  );

  // Both answer the same whether or not the address is known, at most once a minute per e-mail.
  const mailOnRequest = (url: string, summary: string, kind: string, send: (email: string) => Promise<void>) =>
    app.post(
      url,
      {
        schema: { tags: ['accounts'], summary, body: emailOnlyRequestSchema, response: { 200: okResponseSchema } },
        preHandler: perAddress,
      },
      async (request) => {
        const { email } = request.body;
        await enforce(
          request,
          `${kind}:${email}`,
          1,
          ONE_MINUTE,
          'Please wait 60 seconds before asking for another e-mail.',
        );
        await send(email);
        return { success: true as const, message: SAME_ANSWER };
      },
    );
  // The spec's resend only simulated a wait; ours sends, with the same 60-second countdown on the server.
  mailOnRequest('/api/email-verification/resend', 'Send the verification e-mail again', 'resend', (email) =>
    resendVerificationEmail(ctx(), email),
  );
  mailOnRequest('/api/auth/password-reset/request', 'E-mail a password reset link', 'reset', (email) =>
    requestPasswordReset(ctx(), email),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the reset link token',
        body: passwordResetConfirmSchema,
        response: { 200: okResponseSchema },
      },
      preHandler: perAddress,
    },
    async (request, reply) => {
      const playerId = await resetPassword(app.database.db, request.body);
      // Following the link proves the mailbox: failures someone else piled up must not lock the owner out.
      await app.rateLimiter.reset(signInLimitKey(request.body.email));
      app.io.in(ROOMS.player(playerId)).disconnectSockets(true);
      reply.clearSessionCookie('player');
      return { success: true as const, message: 'Your password has been changed. Please sign in.' };
    },
  );

  // Sent to the session's own address only, once a day at most, whatever e-mail the body names.
  app.post(
    '/api/auth/send-welcome-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the welcome e-mail after sign-up',
        body: z.object({ email: z.string().max(254).optional(), firstName: z.string().max(80).optional() }),
        response: { 200: okResponseSchema },
      },
      preHandler: requirePlayer({ allowOnboarding: true }),
    },
    async (request) => {
      const session = currentPlayer(request);
      await enforce(
        request,
        `welcome:${session.playerId}`,
        1,
        24 * 60 * ONE_MINUTE,
        'The welcome e-mail was already sent.',
      );
      const player = await findPlayerById(app.database.db, session.playerId);
      if (player) {
        const { clubName } = await getClubSettings(app.database.db);
        await app.mailer.send(welcomeMail(clubName, player.email, player.firstName, `${app.config.publicUrl}/kyc`));
      }
      return { success: true as const };
    },
  );
};

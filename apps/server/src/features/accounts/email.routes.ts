import { MESSAGES } from '@club/shared/accounts';
import { accountsContract as contract } from '@club/shared/contracts/accounts';
import { fromContract } from '../../plugins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, requirePlayer } from '../../plugins/auth';
import { enforce, rateLimit } from '../../plugins/rate-limit';
import { getClubSettings } from '../club/club.service';
import { welcomeMail } from '../mail/templates';
import { findPlayerById } from './accounts.repo';
import { unlockSignIn } from '../../plugins/signin-limits';
import { requestPasswordReset, resendVerificationEmail, resetPassword, verifyEmail } from './email-flows.service';
import { accountFormErrorHandler } from './form-errors';

const ONE_MINUTE = 60_000;
const SAME_ANSWER = 'If an account exists for this e-mail, we have sent a message to it.';

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(accountFormErrorHandler);
  const ctx = () => ({ db: app.database.db, mailer: app.mailer, publicUrl: app.config.publicUrl });
  const perAddress = rateLimit({ name: 'mail-ip', max: 120, windowMs: 15 * ONE_MINUTE });

  app.route({
    ...fromContract(contract.getEmailVerificationVerifyEmail),
    preHandler: rateLimit({ name: 'verify-ip', max: 120, windowMs: 15 * ONE_MINUTE }),
    handler: async (request) => {
      const { alreadyVerified } = await verifyEmail(app.database.db, request.query.token, request.query.email);
      return {
        success: true as const,
        alreadyVerified,
        message: alreadyVerified ? MESSAGES.emailAlreadyVerified : 'Email verified successfully',
      };
    },
  });

  // Both answer the same whether or not the address is known, at most once a minute per e-mail.
  const mailOnRequest = (
    definition: typeof contract.postEmailVerificationResend | typeof contract.postAuthPasswordResetRequest,
    kind: string,
    send: (email: string) => Promise<void>,
  ) =>
    app.route({
      ...fromContract(definition),
      preHandler: perAddress,
      handler: async (request) => {
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
    });
  // The spec's resend only simulated a wait; ours sends, with the same 60-second countdown on the server.
  mailOnRequest(contract.postEmailVerificationResend, 'resend', (email) => resendVerificationEmail(ctx(), email));
  mailOnRequest(contract.postAuthPasswordResetRequest, 'reset', (email) => requestPasswordReset(ctx(), email));

  app.route({
    ...fromContract(contract.postAuthPasswordResetConfirm),
    preHandler: perAddress,
    handler: async (request, reply) => {
      const playerId = await resetPassword(app.database.db, request.body);
      // Following the link proves the mailbox: failures someone else piled up must not lock the owner out.
      await unlockSignIn(request, 'player', request.body.email);
      app.sockets.end({ playerId }, 'Your password was changed. Please sign in again.');
      reply.clearSessionCookie('player');
      return { success: true as const, message: 'Your password has been changed. Please sign in.' };
    },
  });

  // Sent to the session's own address only, once a day at most, whatever e-mail the body names.
  app.route({
    ...fromContract(contract.postAuthSendWelcomeEmail),
    preHandler: requirePlayer({ allowOnboarding: true }),
    handler: async (request) => {
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
  });
};

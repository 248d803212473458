import { accountsContract as contract } from '@club/shared/contracts/accounts';
import { fromContract } from '../../plugins/contract';
import { isKycPassed, MESSAGES } from '@club/shared/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { currentPlayer, loadPlayerSession, requirePlayer } from '../../plugins/auth';
import { enforce, rateLimit } from '../../plugins/rate-limit';
import { revokeSession } from '../../auth/sessions.service';
import { isFieldTaken, loadPlayerView } from './accounts.repo';
import { logActivity, signUp } from './accounts.service';
import { sendVerificationEmail } from './email-flows.service';
import { accountFormErrorHandler } from './form-errors';
import { signInPlayer } from './player-sign-in';
import { signInFormRoutes } from './sign-in-form.routes';

const FIFTEEN_MINUTES = 15 * 60_000;

/** POST /api/players/validate: checks per 5 minutes per address, and per signed-in session. */
const VALIDATE_WINDOW_MS = 5 * 60_000;
const VALIDATE_PER_ADDRESS = 60;
const VALIDATE_PER_SESSION = 30;

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(accountFormErrorHandler);
  const { config } = app;
  const mailContext = () => ({ db: app.database.db, mailer: app.mailer, publicUrl: config.publicUrl });

  app.route({
    ...fromContract(contract.postAuthSignupAutomation),
    preHandler: rateLimit({ name: 'signup-ip', max: config.RATE_LIMIT_SIGNUP_PER_IP, windowMs: FIFTEEN_MINUTES }),
    handler: async (request, reply) => {
      const input = request.body;
      // One attempt per e-mail per 60 s, as the sign-up screen promises (accounts-kyc.md section 5).
      await enforce(request, `signup-email:${input.email}`, 1, 60_000, MESSAGES.signupRateLimited);
      const { player, sessionToken } = await signUp(app.database.db, input);
      await sendVerificationEmail(mailContext(), player);
      reply.setSessionCookie('player', sessionToken, null);
      return reply.status(201).send({
        success: true as const,
        message: 'Registration successful. Check your e-mail for the verification link.',
        player: {
          id: player.id,
          email: player.email,
          first_name: player.firstName,
          firstName: player.firstName,
          last_name: player.lastName,
          lastName: player.lastName,
          nickname: player.nickname,
          kyc_status: 'pending' as const,
          existing: false,
          player_code: player.playerCode,
        },
      });
    },
  });

  app.route({
    ...fromContract(contract.postPlayersValidate),
    preHandler: [
      rateLimit({ name: 'validate-ip', max: VALIDATE_PER_ADDRESS, windowMs: VALIDATE_WINDOW_MS }),
      async (request) => {
        const session = await loadPlayerSession(request);
        if (!session) return;
        await enforce(
          request,
          `validate-session:${session.sessionId}`,
          VALIDATE_PER_SESSION,
          VALIDATE_WINDOW_MS,
          'Too many checks. Please wait a few minutes and try again.',
        );
      },
    ],
    handler: async (request) => ({
      exists: await isFieldTaken(app.database.db, request.body.field, request.body.value),
    }),
  });

  app.route({
    ...fromContract(contract.postAuthSignin),
    preHandler: rateLimit({ name: 'signin-ip', max: config.RATE_LIMIT_SIGNIN_PER_IP, windowMs: FIFTEEN_MINUTES }),
    handler: async (request, reply) => ({
      success: true as const,
      player: await signInPlayer(request, reply, request.body),
    }),
  });

  // The prerendered sign-in page's form, when no script (or not yet) runs: the same sign-in.
  await app.register(signInFormRoutes);

  app.route({
    ...fromContract(contract.getAuthMe),
    preHandler: requirePlayer({ allowOnboarding: true }),
    handler: async (request) => {
      const session = currentPlayer(request);
      const player = await loadPlayerView(app.database.db, session.playerId);
      if (!player) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
      return { player, scope: session.scope };
    },
  });

  app.route({
    ...fromContract(contract.getAuthSession),
    handler: async (request) => {
      const session = await loadPlayerSession(request);
      const player = session ? await loadPlayerView(app.database.db, session.playerId) : null;
      return { session: session && player ? { player, scope: session.scope } : null };
    },
  });

  // The earlier app's current-user call. 401: no session; 404: not this session's player; 403: KYC not passed.
  app.route({
    ...fromContract(contract.getPlayersSupabaseBySupabaseUserId),
    handler: async (request) => {
      const session = await loadPlayerSession(request);
      if (!session) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
      const player = await loadPlayerView(app.database.db, session.playerId);
      if (!player || player.supabaseId !== request.params.supabaseUserId)
        throw new AppError('NOT_FOUND', 'Player not found');
      // Both must hold: an onboarding session is held to the KYC routes even if the status has moved on.
      if (session.scope !== 'full' || !isKycPassed(player.kycStatus)) {
        throw new AppError('KYC_VERIFICATION_REQUIRED', MESSAGES.kycRequired, {
          details: { kycStatus: player.kycStatus },
        });
      }
      return player;
    },
  });

  app.route({
    ...fromContract(contract.postAuthSignout),
    handler: async (request, reply) => {
      const session = await loadPlayerSession(request);
      if (session) {
        await revokeSession(app.database.db, session.sessionId);
        app.sockets.end({ sessionId: session.sessionId }, 'Signed out');
      }
      reply.clearSessionCookie('player');
      return { success: true as const };
    },
  });

  app.route({
    ...fromContract(contract.postAuthLogActivity),
    preHandler: [requirePlayer({ allowOnboarding: true }), rateLimit({ name: 'activity', max: 60, windowMs: 60_000 })],
    handler: async (request) => {
      // The row names the session's player and their own e-mail: a body naming anyone else is ignored.
      await logActivity(app.database.db, {
        playerId: currentPlayer(request).playerId,
        action: request.body.action,
        userAgent: request.body.userAgent ?? request.headers['user-agent'] ?? '',
      });
      return { success: true as const };
    },
  });
};

import {
  isKycPassed,
  logActivityRequestSchema,
  meResponseSchema,
  MESSAGES,
  okResponseSchema,
  playerSchema,
  signinRequestSchema,
  signinResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  validateFieldRequestSchema,
  validateFieldResponseSchema,
} from '@club/shared/accounts';
import { ROOMS } from '@club/shared/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { playerActivity } from '../../db/schema';
import { currentPlayer, loadPlayerSession, requirePlayer } from '../../plugins/auth';
import { enforce, rateLimit } from '../../plugins/rate-limit';
import { revokeSession } from '../sessions/sessions.service';
import { isFieldTaken, loadPlayerView } from './accounts.repo';
import { KYC_DENIED_MESSAGE, signIn, signInLimitKey, signUp } from './accounts.service';
import { sendVerificationEmail } from './email-flows.service';
import { accountFormErrorHandler } from './form-errors';

const FIFTEEN_MINUTES = 15 * 60_000;

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(accountFormErrorHandler);
  const { config } = app;
  const mailContext = () => ({ db: app.database.db, mailer: app.mailer, publicUrl: config.publicUrl });

  app.post(
    '/api/auth/signup-automation',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up a player',
        body: signupRequestSchema,
        response: { 201: signupResponseSchema },
      },
      preHandler: rateLimit({ name: 'signup-ip', max: config.RATE_LIMIT_SIGNUP_PER_IP, windowMs: FIFTEEN_MINUTES }),
    },
    async (request, reply) => {
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
  );

  app.post(
    '/api/players/validate',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Is an e-mail, nickname or phone taken?',
        body: validateFieldRequestSchema,
        response: { 200: validateFieldResponseSchema },
      },
      preHandler: rateLimit({ name: 'validate-ip', max: 600, windowMs: 5 * 60_000 }),
    },
    async (request) => ({ exists: await isFieldTaken(app.database.db, request.body.field, request.body.value) }),
  );

  app.post(
    '/api/auth/signin',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in a player',
        body: signinRequestSchema,
        response: { 200: signinResponseSchema },
      },
      preHandler: rateLimit({ name: 'signin-ip', max: 1000, windowMs: FIFTEEN_MINUTES }),
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const accountKey = signInLimitKey(email);
      await enforce(
        request,
        accountKey,
        config.RATE_LIMIT_SIGNIN_PER_ACCOUNT,
        FIFTEEN_MINUTES,
        'Too many sign-in attempts for this account. Please wait 15 minutes and try again.',
      );
      const result = await signIn(app.database.db, {
        email,
        password,
        remember,
        userAgent: request.headers['user-agent'],
      });
      await app.rateLimiter.reset(accountKey);
      if (result.kind === 'kyc_required') {
        reply.setSessionCookie('player', result.sessionToken, null);
        throw new AppError('KYC_VERIFICATION_REQUIRED', KYC_DENIED_MESSAGE[result.player.kycStatus], {
          details: { kycStatus: result.player.kycStatus, player: result.player },
        });
      }
      reply.setSessionCookie('player', result.sessionToken, result.expiresAt);
      return { success: true as const, player: result.player };
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: { tags: ['accounts'], summary: 'The signed-in player', response: { 200: meResponseSchema } },
      preHandler: requirePlayer({ allowOnboarding: true }),
    },
    async (request) => {
      const session = currentPlayer(request);
      const player = await loadPlayerView(app.database.db, session.playerId);
      if (!player) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
      return { player, scope: session.scope };
    },
  );

  // The earlier app's current-user call. 401: no session; 404: not this session's player; 403: KYC not passed.
  app.get(
    '/api/players/supabase/:supabaseUserId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in player by public id',
        params: z.object({ supabaseUserId: z.string().max(100) }),
        response: { 200: playerSchema },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/api/auth/signout',
    { schema: { tags: ['accounts'], summary: 'Sign out (revokes the session)', response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const session = await loadPlayerSession(request);
      if (session) {
        await revokeSession(app.database.db, session.sessionId);
        app.io.in(ROOMS.session(session.sessionId)).disconnectSockets(true);
      }
      reply.clearSessionCookie('player');
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/log-activity',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Record a sign-in or sign-out event',
        body: logActivityRequestSchema,
        response: { 200: okResponseSchema },
      },
      preHandler: [
        requirePlayer({ allowOnboarding: true }),
        rateLimit({ name: 'activity', max: 60, windowMs: 60_000 }),
      ],
    },
    async (request) => {
      const session = currentPlayer(request);
      await app.database.db.insert(playerActivity).values({
        playerId: session.playerId,
        action: request.body.action,
        email: request.body.email ?? null,
        userAgent: (request.body.userAgent ?? request.headers['user-agent'] ?? '').slice(0, 500),
      });
      return { success: true as const };
    },
  );
};

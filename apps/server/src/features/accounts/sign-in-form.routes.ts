import { signinRequestSchema } from '@club/shared/accounts';
import { describeSignInRefusal, SIGN_IN_TEXT } from '@club/shared/accounts-constants';
import { SIGN_IN_FORM_PATH } from '@club/shared/prerender';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../app-error';
import { rateLimit } from '../../plugins/rate-limit';
import { FORM_PAGE_REFERRER_POLICY } from '../../plugins/static';
import { signInPlayer } from './player-sign-in';

const FIFTEEN_MINUTES = 15 * 60_000;
/** An e-mail, a password and a checkbox: far less than this. */
const FORM_BODY_LIMIT = 4096;

/** Where a signed-in (or onboarding) player goes next: the app routes them from `/` (dashboard, KYC…). */
const NEXT_SCREEN = '/';

/**
 * POST /sign-in: the prerendered sign-in page's form as plain HTML (docs/decisions/040). The same
 * sign-in as POST /api/auth/signin (signInPlayer: limits, lock-outs, service, cookie), behind the
 * same Origin check (security.ts) and the same per-address limit. Success: 303 to `/`. A refusal:
 * the page again, with its status, the reason and the address entered (never the password).
 */
export const signInFormRoutes: FastifyPluginAsync = async (app) => {
  // Only here: the rest of the API takes JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const sendRefusal = async (
    reply: FastifyReply,
    status: number,
    email: string,
    refusal: { title: string; description: string },
  ) => {
    // The page posts its form again from here: see FORM_PAGE_REFERRER_POLICY.
    reply.status(status).header('Cache-Control', 'no-store').header('Referrer-Policy', FORM_PAGE_REFERRER_POLICY);
    const html = await app.refusedSignInPage({ email, title: refusal.title, message: refusal.description });
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    return reply.type('text/plain; charset=utf-8').send(`${refusal.title}: ${refusal.description}`);
  };

  const enteredEmail = (body: unknown) => {
    const value = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
    return typeof value === 'string' ? value.trim().slice(0, 254) : '';
  };

  // Every refusal (the Origin check, the limits, the service's) comes back as the page, not as JSON.
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const refusal = describeSignInRefusal({ status: error.status, code: error.code, message: error.message });
      return sendRefusal(reply, error.status, enteredEmail(request.body), refusal);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) throw error;
    // A body that is not a form, or too large: the page with the generic reason.
    return sendRefusal(reply, status, '', describeSignInRefusal({ status }));
  });

  app.post(
    SIGN_IN_FORM_PATH,
    {
      preHandler: rateLimit({ name: 'signin-ip', max: app.config.RATE_LIMIT_SIGNIN_PER_IP, windowMs: FIFTEEN_MINUTES }),
    },
    async (request, reply) => {
      const fields = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const parsed = signinRequestSchema.safeParse({
        email: typeof fields.email === 'string' ? fields.email : '',
        password: typeof fields.password === 'string' ? fields.password : '',
        // A native checkbox sends its value only when ticked.
        remember: fields.remember === 'true',
      });
      if (!parsed.success) {
        return sendRefusal(reply, 400, enteredEmail(fields), {
          title: SIGN_IN_TEXT.failedTitle,
          description: parsed.error.issues[0]?.message ?? SIGN_IN_TEXT.otherwise,
        });
      }
      try {
        await signInPlayer(request, reply, parsed.data);
      } catch (error) {
        // KYC not approved: the onboarding session is set; the app's KYC flow takes over from `/`.
        if (!(error instanceof AppError && error.code === 'KYC_VERIFICATION_REQUIRED')) throw error;
      }
      return reply.header('Cache-Control', 'no-store').redirect(NEXT_SCREEN, 303);
    },
  );
};

import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/** Failed sign-ins per account across every address in 15 minutes: slows distributed guessing. */
const SIGNIN_FAILURES_PER_ACCOUNT = 100;
const WINDOW_MS = 15 * 60_000;
/** How long an unlock's generation counter lives: far longer than any failure window. */
const GENERATION_MS = 30 * 24 * 60 * 60_000;

export type SignInKind = 'player' | 'staff';

const accountKey = (kind: SignInKind, email: string) => `signin-fail:${kind}:${email.trim().toLowerCase()}`;
const generationKey = (kind: SignInKind, email: string) => `signin-gen:${kind}:${email.trim().toLowerCase()}`;

/**
 * Sign-in attempts are limited by FAILURES, counted per account and address pair
 * (RATE_LIMIT_SIGNIN_PER_ACCOUNT, 10 per 15 minutes) and per account over all addresses at a much
 * higher ceiling. Counting attempts before the password check would let anyone keep any account
 * locked with ten wrong passwords; this way a right password from an address that has not failed
 * too often still signs in (issue 11, item 7). An unlock (a super admin, or the player following a
 * reset link) starts a new generation, which clears every pair at once.
 */
export function signInLimits(request: FastifyRequest, kind: SignInKind, email: string) {
  const limiter = request.server.rateLimiter;
  const perPair = request.server.config.RATE_LIMIT_SIGNIN_PER_ACCOUNT;
  const pairKey = async () => {
    const { count: generation } = await limiter.peek(generationKey(kind, email), Number.MAX_SAFE_INTEGER);
    return `${accountKey(kind, email)}:${generation}:${request.ip}`;
  };
  const refuse = (retryAfterSeconds: number) =>
    new AppError(
      'RATE_LIMITED',
      'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
      {
        headers: { 'Retry-After': String(retryAfterSeconds) },
        details: { retryAfterSeconds },
      },
    );
  return {
    /** Refuses with 429 before the password is checked when this address, or everyone, failed too often. */
    async check(): Promise<void> {
      const pair = await limiter.peek(await pairKey(), perPair);
      if (!pair.allowed) throw refuse(pair.retryAfterSeconds);
      const account = await limiter.peek(accountKey(kind, email), SIGNIN_FAILURES_PER_ACCOUNT);
      if (!account.allowed) throw refuse(account.retryAfterSeconds);
    },
    async recordFailure(): Promise<void> {
      await limiter.hit(await pairKey(), perPair, WINDOW_MS);
      await limiter.hit(accountKey(kind, email), SIGNIN_FAILURES_PER_ACCOUNT, WINDOW_MS);
    },
    /** A successful sign-in clears this address's failures (not the account's: those slow a botnet). */
    async recordSuccess(): Promise<void> {
      await limiter.reset(await pairKey());
    },
  };
}

/** Clears every failure counted against the account, from every address. */
export async function unlockSignIn(request: FastifyRequest, kind: SignInKind, email: string): Promise<void> {
  const limiter = request.server.rateLimiter;
  await limiter.hit(generationKey(kind, email), Number.MAX_SAFE_INTEGER, GENERATION_MS);
  await limiter.reset(accountKey(kind, email));
}

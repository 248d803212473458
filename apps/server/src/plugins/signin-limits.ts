import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { knownDevice, rememberDevice, type SignInKind } from './sign-in-devices';

/** Failed sign-ins per account across every address in 15 minutes, from unknown devices: slows distributed guessing. */
const SIGNIN_FAILURES_PER_ACCOUNT = 100;
const WINDOW_MS = 15 * 60_000;
/** How long an unlock's generation counter lives: far longer than any failure window. */
const GENERATION_MS = 30 * 24 * 60 * 60_000;

const accountKey = (kind: SignInKind, email: string) => `signin-fail:${kind}:${email.trim().toLowerCase()}`;
const generationKey = (kind: SignInKind, email: string) => `signin-gen:${kind}:${email.trim().toLowerCase()}`;
const deviceKey = (signature: string) => `signin-device-fail:${signature}`;

/**
 * Sign-in attempts are limited by FAILURES, counted per account and address pair
 * (RATE_LIMIT_SIGNIN_PER_ACCOUNT, 10 per 15 minutes) and per account over all addresses at a much
 * higher ceiling. Counting attempts before the password check would let anyone keep any account
 * locked with ten wrong passwords; this way a right password from an address that has not failed
 * too often still signs in (issue 11, item 7). The ceiling over all addresses applies to unknown
 * devices only: a browser that signed in to the account before carries a device cookie
 * (sign-in-devices.ts), so a hundred addresses' failures cannot lock its owner out (issue 27, item 15).
 * A device cookie that itself fails as often as one address may is no longer believed for 15 minutes
 * (it may have been stolen). An unlock (a super admin, or the player following a reset link) starts a
 * new generation, which clears every pair at once.
 */
export function signInLimits(request: FastifyRequest, reply: FastifyReply, kind: SignInKind, email: string) {
  const limiter = request.server.rateLimiter;
  const perPair = request.server.config.RATE_LIMIT_SIGNIN_PER_ACCOUNT;
  let device: Promise<string | null> | undefined;
  const deviceSignature = () => {
    device ??= knownDevice(request, kind, email);
    return device;
  };
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
      const signature = await deviceSignature();
      if (signature && (await limiter.peek(deviceKey(signature), perPair)).allowed) return;
      const account = await limiter.peek(accountKey(kind, email), SIGNIN_FAILURES_PER_ACCOUNT);
      if (!account.allowed) throw refuse(account.retryAfterSeconds);
    },
    async recordFailure(): Promise<void> {
      await limiter.hit(await pairKey(), perPair, WINDOW_MS);
      await limiter.hit(accountKey(kind, email), SIGNIN_FAILURES_PER_ACCOUNT, WINDOW_MS);
      const signature = await deviceSignature();
      if (signature) await limiter.hit(deviceKey(signature), perPair, WINDOW_MS);
    },
    /**
     * A successful sign-in clears this address's failures (not the account's: those slow a botnet) and
     * makes this browser a known device for the account.
     */
    async recordSuccess(): Promise<void> {
      await limiter.reset(await pairKey());
      const signature = await deviceSignature();
      if (signature) await limiter.reset(deviceKey(signature));
      await rememberDevice(request, reply, kind, email);
    },
  };
}

/** Clears every failure counted against the account, from every address. */
export async function unlockSignIn(request: FastifyRequest, kind: SignInKind, email: string): Promise<void> {
  const limiter = request.server.rateLimiter;
  await limiter.hit(generationKey(kind, email), Number.MAX_SAFE_INTEGER, GENERATION_MS);
  await limiter.reset(accountKey(kind, email));
}

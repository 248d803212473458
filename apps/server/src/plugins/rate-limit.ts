import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import type { RedisConnections } from './redis';

interface HitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A fixed-window counter: in memory for one instance, in Redis when several share the limits. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The current count without counting (0 when the window has passed). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

interface RateLimiter {
  hit(key: string, max: number, windowMs: number): Promise<HitResult>;
  /** Whether `key` is still under `max`, without counting this call. */
  peek(key: string, max: number): Promise<HitResult & { count: number }>;
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

function memoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - now };
    },
    async peek(key) {
      const now = Date.now();
      const w = windows.get(key);
      return !w || w.resetAt <= now ? { count: 0, resetInMs: 0 } : { count: w.count, resetInMs: w.resetAt - now };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/**
 * Counters shared by every instance through Redis. While Redis is unreachable the instance counts in its
 * own memory instead (logged once per outage), so limits still hold per instance and no request fails
 * because the counter store is away.
 */
async function redisStore(app: FastifyInstance, redis: RedisConnections): Promise<RateLimitStore> {
  const client = await redis.connect('rate limits');
  const prefix = app.config.REDIS_PREFIX;
  const fallback = memoryStore();
  let isFallingBack = false;
  const withFallback = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    if (client.isReady) {
      try {
        const result = await shared();
        if (isFallingBack) app.log.info('rate limits: counted in Redis again');
        isFallingBack = false;
        return result;
      } catch {
        // Redis went away mid-command: this request is counted locally like the rest of the outage.
      }
    }
    if (!isFallingBack) app.log.warn("rate limits: Redis unreachable, counting in this instance's memory meanwhile");
    isFallingBack = true;
    return local();
  };
  return {
    hit: (key, windowMs) =>
      withFallback(
        async () => {
          const k = `${prefix}:rl:${key}`;
          const [count, ttl] = (await client.multi().incr(k).pTTL(k).exec()) as unknown as [number, number];
          if (ttl < 0) await client.pExpire(k, windowMs);
          return { count, resetInMs: ttl < 0 ? windowMs : ttl };
        },
        () => fallback.hit(key, windowMs),
      ),
    peek: (key) =>
      withFallback(
        async () => {
          const k = `${prefix}:rl:${key}`;
          const [count, ttl] = (await client.multi().get(k).pTTL(k).exec()) as unknown as [string | null, number];
          return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
        },
        () => fallback.peek(key),
      ),
    reset: (key) =>
      withFallback(
        async () => {
          await client.del(`${prefix}:rl:${key}`);
          await fallback.reset(key);
        },
        () => fallback.reset(key),
      ),
    // The client itself is closed by the redis plugin.
    close: () => fallback.close(),
  };
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const store = app.redis ? await redisStore(app, app.redis) : memoryStore();
  app.addHook('onClose', () => store.close());
  app.decorate('rateLimiter', {
    async hit(key, max, windowMs) {
      const { count, resetInMs } = await store.hit(key, windowMs);
      return { allowed: count <= max, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    },
    async peek(key, max) {
      const { count, resetInMs } = await store.peek(key);
      return { count, allowed: count < max, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    },
    reset: (key) => store.reset(key),
  } satisfies RateLimiter);

  // A ceiling per network address over the whole API. It is high on purpose: a club's players share
  // the venue's one public address, and a busy evening must never reach it (README, rate limits). A load
  // balancer's health checks are never limited (issue 27, item 20): a 429 there would take the instance
  // out of service; both answer from memory or one ping, and count against nothing.
  const perMinute = app.config.RATE_LIMIT_IP_PER_MINUTE;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (HEALTH_CHECKS.has(request.routeOptions.url ?? '')) return;
    await enforce(
      request,
      `ip:${request.ip}`,
      perMinute,
      60_000,
      'Too many requests from your network. Please wait a minute.',
    );
  });
});

/** The routes a load balancer polls: outside the per-address ceiling. */
const HEALTH_CHECKS: ReadonlySet<string> = new Set(['/api/health', '/api/ready']);

/** Counts one hit on `key`; over `max` in the window it refuses with 429 RATE_LIMITED and Retry-After. */
export async function enforce(request: FastifyRequest, key: string, max: number, windowMs: number, message: string) {
  const result = await request.server.rateLimiter.hit(key, max, windowMs);
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', message, {
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
      details: { retryAfterSeconds: result.retryAfterSeconds },
    });
  }
}

/** preHandler form of enforce, for routes whose limit is per address or per body field. */
export function rateLimit(options: {
  name: string;
  max: number | ((request: FastifyRequest) => number);
  windowMs: number;
  key?: (request: FastifyRequest) => string;
  message?: string;
}) {
  return async (request: FastifyRequest) => {
    const subject = options.key ? options.key(request) : request.ip;
    // A limit per address grows with the club's factor (a venue where many share one address); one per
    // player, account or other key does not.
    const factor = options.key ? 1 : request.server.config.RATE_LIMIT_ADDRESS_FACTOR;
    const max = (typeof options.max === 'function' ? options.max(request) : options.max) * factor;
    await enforce(
      request,
      `${options.name}:${subject}`,
      max,
      options.windowMs,
      options.message ?? 'Too many attempts. Please wait a minute and try again.',
    );
  };
}

/**
 * A limit on failures only, for what is guessed (a display key, a check-in code): `refuseIfOver` before
 * the attempt answers 429 once `max` failures were counted on the subject in the window, right attempts
 * included (else a right guess would still show); `countFailure` after a wrong one. Honest users behind
 * one address (a club's Wi-Fi, its TV boards) rarely fail, so they never reach it, while guessing does.
 */
export function failureLimit(options: { name: string; max: number; windowMs: number; message: string }) {
  const counter = (subject: string) => `${options.name}:${subject}`;
  return {
    async refuseIfOver(app: FastifyInstance, subject: string): Promise<void> {
      const result = await app.rateLimiter.peek(counter(subject), options.max);
      if (!result.allowed) {
        throw new AppError('RATE_LIMITED', options.message, {
          headers: { 'Retry-After': String(result.retryAfterSeconds) },
          details: { retryAfterSeconds: result.retryAfterSeconds },
        });
      }
    },
    async countFailure(app: FastifyInstance, subject: string): Promise<void> {
      await app.rateLimiter.hit(counter(subject), options.max, options.windowMs);
    },
  };
}

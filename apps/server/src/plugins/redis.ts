import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Longest wait between two reconnection attempts: Redis back means ready again within seconds. */
const MAX_RECONNECT_DELAY_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;

type RedisClient = Awaited<ReturnType<typeof connectRedis>>;

export interface RedisConnections {
  /** A new client (rate limits, adapter pub and sub) that survives outages: see `connectRedis`. */
  connect(name: string): Promise<RedisClient>;
  /** True while every client is connected; /api/ready answers 503 otherwise. */
  isReady(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when REDIS_URL is not set (one instance, everything in memory). */
    redis: RedisConnections | null;
  }
}

/**
 * A Redis client that never takes the process down: an 'error' listener (without one, a dropped
 * connection is an unhandled 'error' event and every instance exits together), reconnection with a
 * capped backoff, one log line when an outage starts and one when it ends, and no offline queue, so
 * commands fail at once while Redis is away and callers fall back (DESIGN.md section 1, faults).
 */
async function connectRedis(url: string, name: string, log: FastifyBaseLogger) {
  const { createClient } = await import('redis');
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  let isDown = false;
  client.on('error', (error: Error) => {
    if (isDown) return;
    isDown = true;
    log.error({ err: error }, `Redis (${name}) unreachable: reconnecting in the background`);
  });
  client.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info(`Redis (${name}) reachable again`);
  });
  await client.connect();
  return client;
}

export const redisPlugin = fp(async (app: FastifyInstance) => {
  const url = app.config.REDIS_URL;
  if (!url) {
    app.decorate('redis', null);
    return;
  }
  const clients: RedisClient[] = [];
  app.decorate('redis', {
    async connect(name) {
      const client = await connectRedis(url, name, app.log);
      clients.push(client);
      return client;
    },
    isReady: () => clients.every((client) => client.isReady),
  } satisfies RedisConnections);
  // Runs after the plugins registered later have closed (Fastify closes in reverse order).
  app.addHook('onClose', async () => {
    // A client still reconnecting has nothing to finish: destroy it rather than wait for Redis.
    for (const client of clients) if (client.isOpen && !client.isReady) client.destroy();
    await Promise.allSettled(clients.map((client) => (client.isOpen ? client.close() : undefined)));
  });
});

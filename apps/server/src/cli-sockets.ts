import type { SocketReach } from './use-case';

interface CliSocketConfig {
  REDIS_URL?: string;
  REDIS_PREFIX: string;
}

/**
 * How a command-line change reaches open pages. With REDIS_URL, through the same Redis channel the
 * servers' Socket.IO adapter listens on (the Socket.IO Redis emitter), so a `kyc-approve` shows on the
 * player's screen at once. Without Redis there is no server to tell: open pages see the change when
 * their socket next reconnects and re-reads (README, "Command line").
 */
export async function openCliSocketReach(
  config: CliSocketConfig,
  say: (line: string) => void,
): Promise<{ reach: SocketReach; close: () => Promise<void> }> {
  if (!config.REDIS_URL) {
    say('REDIS_URL is not set: open pages will show this change when they next reconnect.');
    return { reach: { publish: () => undefined, moveSockets: () => undefined }, close: async () => undefined };
  }
  const { createClient } = await import('redis');
  const { Emitter } = await import('@socket.io/redis-emitter');
  const client = createClient({ url: config.REDIS_URL });
  await client.connect();
  const emitter = new Emitter(client, { key: `${config.REDIS_PREFIX}:socket.io` });
  return {
    reach: {
      publish: (room, event, payload) => {
        emitter.to(room).emit(event, payload);
      },
      moveSockets: (room, { join, leave }) => {
        if (join) emitter.in(room).socketsJoin(join);
        if (leave) emitter.in(room).socketsLeave(leave);
      },
    },
    close: async () => {
      await client.quit();
    },
  };
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { ROOMS, type ServerEventName, type ServerEvents } from '@club/shared/events';
import { findPlayerSession, findStaffSession } from '../features/sessions/sessions.service';
import { PLAYER_COOKIE, STAFF_COOKIE } from './auth';

export type Publish = <E extends ServerEventName>(room: string | string[], event: E, payload: ServerEvents[E]) => void;

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /** Push an event to rooms. Call it only after the transaction that made the change has committed. */
    publish: Publish;
  }
}

/** One Socket.IO server on the app's port; the handshake is authenticated by the session cookie. */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: app.config.publicUrl, credentials: true },
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });

  const redis = app.config.REDIS_URL
    ? await attachRedisAdapter(io, app.config.REDIS_URL, `${app.config.REDIS_PREFIX}:socket.io`)
    : null;

  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
      const playerToken = cookies[PLAYER_COOKIE];
      const staffToken = cookies[STAFF_COOKIE];
      const db = app.database.db;
      const player = playerToken ? await findPlayerSession(db, playerToken) : null;
      const staff = !player && staffToken ? await findStaffSession(db, staffToken) : null;
      if (!player && !staff) return next(new Error('unauthorized'));
      socket.data.player = player;
      socket.data.staff = staff;
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket handshake failed');
      next(new Error('unavailable'));
    }
  });

  io.on('connection', (socket: Socket) => {
    const { player, staff } = socket.data;
    if (player) {
      socket.join([ROOMS.player(player.playerId), ROOMS.session(player.sessionId)]);
      // Onboarding sessions see only their own events until KYC approval promotes them.
      if (player.scope === 'full') socket.join([ROOMS.lobby, ROOMS.foodBeverage]);
    } else if (staff) {
      socket.join([
        ROOMS.staff,
        ROOMS.staffRole(staff.role),
        ROOMS.session(staff.sessionId),
        ROOMS.lobby,
        ROOMS.foodBeverage,
      ]);
    }
    for (const register of app.socketHandlers) register(socket);
  });

  app.decorate('io', io);
  app.decorate('publish', ((room, event, payload) => {
    io.to(room).emit(event, payload);
  }) as Publish);

  app.addHook('onClose', async () => {
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await redis?.close();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Features register per-socket handlers (chat) here before the server starts. */
    socketHandlers: Array<(socket: Socket) => void>;
  }
}

async function attachRedisAdapter(io: Server, url: string, key: string) {
  const { createClient } = await import('redis');
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key }));
  return {
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { ROOMS } from '@club/shared/events';
import { markDisplaySeen } from '../auth/display-keys.service';
import { findPlayerSession, findStaffSession, type PlayerSession, type StaffSession } from '../auth/sessions.service';
import { PLAYER_COOKIE, STAFF_COOKIE } from './auth';
import { AppError } from '../app-error';
import { clientAddressOf } from './client-address';
import { openDisplayKey } from './display-key-limit';
import type { Publish } from '../use-case';
import type { RedisConnections } from './redis';

/** Whose open sockets to act on: one session's, one staff account's, one player's (every tab), or one display key's. */
export type SocketOwner = { sessionId: number } | { staffId: number } | { playerId: number } | { displayKeyId: number };

interface SocketSessions {
  /**
   * Ends the sockets of sessions that just ended (sign-out, revocation, deactivation, password reset),
   * on every instance through the adapter. Call it after the change has committed. `keepSessionId`
   * spares the sockets of the session that made the change (a staff member's own password change).
   */
  end(owner: SocketOwner, reason: string, options?: { keepSessionId?: number }): void;
  /** A staff account's role changed: its sockets leave the old role's room and join the new one's. */
  moveRole(staffId: number, from: string, to: string): void;
  /**
   * The socket's session as it is now, read again from the database: a socket handler never trusts
   * what the handshake saw (the session may have ended or lost its scope since). Null ends the socket.
   */
  current(socket: Socket): Promise<PlayerSession | StaffSession | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /** Push an event to rooms. Call it only after the transaction that made the change has committed. */
    publish: Publish;
    /**
     * Sends to the rooms' sockets on this instance only: for what every instance sends for itself at the
     * same moment (the check-in code's change), so each socket hears it once.
     */
    publishLocal: Publish;
    sockets: SocketSessions;
  }
}

/**
 * The players' rooms a staff console also hears (the lobby's tables, offers and tournaments, the menu). The
 * kitchen role hears none of them: it reads food orders and nothing else (decision 105).
 */
const playerRoomsOfStaff = (role: string): string[] => (role === 'kitchen' ? [] : [ROOMS.lobby, ROOMS.foodBeverage]);

const roomOf = (owner: SocketOwner) => {
  if ('sessionId' in owner) return ROOMS.session(owner.sessionId);
  if ('staffId' in owner) return ROOMS.staffMember(owner.staffId);
  if ('displayKeyId' in owner) return ROOMS.displayKey(owner.displayKeyId);
  return ROOMS.player(owner.playerId);
};

/**
 * A socket's handshake is a cross-site request like any other: an Origin naming another site is refused,
 * as for state-changing HTTP requests (no Origin: not a browser page, decision 002). The Socket.IO
 * handshake and the plain WebSocket upgrades (`app.upgradeHandlers`) use this one check.
 */
export function isAllowedSocketOrigin(app: FastifyInstance, origin: string | undefined): boolean {
  return !origin || origin === new URL(app.config.publicUrl).origin;
}

/** One Socket.IO server on the app's port; the handshake is authenticated by the session cookie. */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Upgrades on other paths are ours to answer (below): engine.io must not end them while we read a session.
    destroyUpgrade: false,
    cors: { origin: app.config.publicUrl, credentials: true },
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });

  const clientAddress = clientAddressOf(app.config.TRUST_PROXY);
  if (app.redis) await attachRedisAdapter(io, app.redis, `${app.config.REDIS_PREFIX}:socket.io`, app.log);

  // A browser may hold both cookies (one person testing both sides): the staff console asks for its
  // staff session with `auth: { as: 'staff' }`; otherwise the player's session comes first.
  const readSession = async (socket: Socket) => {
    const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
    const asStaff = (socket.handshake.auth as { as?: unknown } | undefined)?.as === 'staff';
    const playerToken = asStaff ? undefined : cookies[PLAYER_COOKIE];
    const staffToken = cookies[STAFF_COOKIE];
    const db = app.database.db;
    const player = playerToken ? await findPlayerSession(db, playerToken) : null;
    const staff = !player && staffToken ? await findStaffSession(db, staffToken) : null;
    return { player, staff };
  };

  io.use((socket, next) => {
    if (!isAllowedSocketOrigin(app, socket.request.headers.origin)) return next(new Error('origin not allowed'));
    next();
  });

  // Plain WebSocket endpoints (the specification's /chat-ws) on the same server: a registered path is
  // handed to its feature; any other upgrade outside Socket.IO's path is refused at once.
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (path === '/socket.io' || path.startsWith('/socket.io/')) return; // engine.io's own listener
    const handler = app.upgradeHandlers.get(path);
    if (handler) return handler(request, socket, head);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    socket.destroy();
  });

  io.use(async (socket, next) => {
    try {
      // The room's TV board (decision 062): a display key opens the display room and nothing else, whatever
      // cookies the browser also holds.
      const displayKey = (socket.handshake.auth as { displayKey?: unknown } | undefined)?.displayKey;
      if (displayKey !== undefined) {
        const found = await openDisplayKey(
          app,
          clientAddress(socket.request),
          typeof displayKey === 'string' ? displayKey : '',
        );
        if ('reason' in found) return next(new Error(`display key ${found.reason}`));
        await markDisplaySeen(app.database.db, found.session.displayKeyId);
        socket.data.display = found.session;
        return next();
      }
      const { player, staff } = await readSession(socket);
      if (!player && !staff) return next(new Error('unauthorized'));
      // Staff work, live lists included, waits until a password set by a super admin has been changed.
      if (staff?.mustChangePassword) return next(new Error('password change required'));
      socket.data.player = player;
      socket.data.staff = staff;
      next();
    } catch (error) {
      // Too many wrong display keys from this address: the board tries again later by itself.
      if (error instanceof AppError && error.code === 'RATE_LIMITED')
        return next(new Error('display key rate limited'));
      app.log.error({ err: error }, 'socket handshake failed');
      next(new Error('unavailable'));
    }
  });

  io.on('connection', (socket: Socket) => {
    const { player, staff, display } = socket.data;
    if (display) {
      // A board listens only: no feature's handlers (chat…) are registered on its socket.
      socket.join([ROOMS.display, ROOMS.displayKey(display.displayKeyId)]);
      return;
    }
    if (player) {
      socket.join([ROOMS.player(player.playerId), ROOMS.session(player.sessionId)]);
      // Onboarding sessions see only their own events until KYC approval promotes them.
      if (player.scope === 'full') socket.join([ROOMS.lobby, ROOMS.foodBeverage]);
    } else if (staff) {
      socket.join([
        ROOMS.staff,
        ROOMS.staffRole(staff.role),
        ROOMS.staffMember(staff.staffId),
        ROOMS.session(staff.sessionId),
        ...playerRoomsOfStaff(staff.role),
      ]);
    }
    for (const register of app.socketHandlers) register(socket);
  });

  app.decorate('io', io);
  app.decorate('sockets', {
    end(owner, reason, options = {}) {
      const room = roomOf(owner);
      const spared = options.keepSessionId === undefined ? [] : [ROOMS.session(options.keepSessionId)];
      // The tab is told why before the socket goes (the client shows it and returns to sign-in).
      io.to(room).except(spared).emit('session_revoked', { reason });
      io.in(room).except(spared).disconnectSockets(true);
    },
    moveRole(staffId, from, to) {
      const sockets = io.in(ROOMS.staffMember(staffId));
      const stays = new Set(playerRoomsOfStaff(to));
      sockets.socketsLeave([ROOMS.staffRole(from), ...playerRoomsOfStaff(from).filter((room) => !stays.has(room))]);
      sockets.socketsJoin([ROOMS.staffRole(to), ...playerRoomsOfStaff(to)]);
      // The console redraws its navigation for the new role without a reload.
      io.to(ROOMS.staffMember(staffId)).emit('staff_role_changed', { role: to });
    },
    async current(socket) {
      const { player, staff } = await readSession(socket);
      const session = player ?? staff;
      if (!session) socket.disconnect(true);
      return session;
    },
  } satisfies SocketSessions);
  app.decorate('publish', ((room, event, payload) => {
    io.to(room).emit(event, payload);
  }) as Publish);
  app.decorate('publishLocal', ((room, event, payload) => {
    io.local.to(room).emit(event, payload);
  }) as Publish);

  app.addHook('onClose', async () => {
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Features register per-socket handlers (chat) here before the server starts. */
    socketHandlers: Array<(socket: Socket) => void>;
    /** Plain WebSocket upgrades by path (the chat's /chat-ws), registered by features before the server starts. */
    upgradeHandlers: Map<string, (request: IncomingMessage, socket: Duplex, head: Buffer) => void>;
  }
}

/**
 * Events reach sockets on every instance through Redis. While Redis is away each instance still
 * delivers to its own sockets (the adapter emits locally before publishing); a publish that fails is
 * dropped with a log line instead of becoming an unhandled rejection that would end the process.
 */
async function attachRedisAdapter(io: Server, redis: RedisConnections, key: string, log: FastifyBaseLogger) {
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const [pub, sub] = await Promise.all([redis.connect('socket.io publish'), redis.connect('socket.io subscribe')]);
  const publish = pub.publish.bind(pub);
  let isDropping = false;
  // The adapter calls publish without awaiting it: the catch must live on the client.
  (pub as { publish: typeof publish }).publish = ((...args: Parameters<typeof publish>) =>
    publish(...args).then(
      (result) => {
        isDropping = false;
        return result;
      },
      (error: unknown) => {
        if (!isDropping) log.warn({ err: error }, 'socket.io: Redis unreachable, events reach this instance only');
        isDropping = true;
        return 0;
      },
    )) as typeof publish;
  io.adapter(createAdapter(pub, sub, { key }));
  // Events published while Redis was away reached only the publishing instance's sockets: once it is
  // back, the tabs re-read what they show. The subscriber's return tells this instance's sockets (they
  // missed the others' events); the publisher's, after a dropped publish, tells every instance's (they
  // missed this one's).
  whenRestored(sub, () => io.local.emit('resync', { reason: 'realtime restored' }));
  whenRestored(pub, () => {
    if (!isDropping) return;
    isDropping = false;
    io.emit('resync', { reason: 'realtime restored' });
  });
}

/** Calls `then` each time the client is ready again after an outage (not at its first connection). */
function whenRestored(client: { on(event: 'error' | 'ready', listener: () => void): unknown }, then: () => void) {
  let isDown = false;
  client.on('error', () => {
    isDown = true;
  });
  client.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    then();
  });
}

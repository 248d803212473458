import type { ServerEventName, ServerEvents } from '@club/shared/events';
import type { Db } from './db/client';
import type { SmsGateway } from './sms/sms-gateway';

/** Pushes an event to rooms (Socket.IO in the server, the Redis emitter in the CLI). */
export type Publish = <E extends ServerEventName>(room: string | string[], event: E, payload: ServerEvents[E]) => void;

/**
 * What a use case needs from the outside: the database, and the way to tell open pages. A use case
 * (a `*.service.ts` function that changes something people see) sends its own events after its
 * transaction commits, whoever called it: a route, the CLI or a timer. Routes never publish.
 */
export interface UseCaseContext {
  db: Db;
  publish: Publish;
  /** Moves the open sockets in `room` into or out of other rooms: a session's scope changed. */
  moveSockets(room: string, change: { join?: string[]; leave?: string[] }): void;
  /**
   * Runs pushes after the answer: the caller does not wait for the fan-out (a set-based re-read of
   * every waiting player's list), and a failed push is logged, never turned into a failed answer.
   */
  afterCommit(...pushes: Array<() => unknown>): void;
  /**
   * How many distinct players have a socket in these rooms now, on every instance (through the Redis
   * adapter when there is one); null where it cannot be known (the CLI's emitter sees no sockets).
   */
  countConnectedPlayers(rooms: string[]): Promise<number | null>;
  /** How Web Push is sent (decision 140): read by features/push only. */
  webPush: WebPushSettings;
  /**
   * The club's SMS gateway (SMS_URL, or the outbox that logs: sms/sms-gateway.ts); null where no text is ever
   * sent (the CLI's commands page no one): a page's text then stays in the outbox unlogged.
   */
  sms: SmsGateway | null;
}

/** Web Push's settings from the configuration (decision 140). */
export interface WebPushSettings {
  /** The configured VAPID key pair; null: the one the server made and keeps in the database. */
  keys: { publicKey: string; privateKey: string } | null;
  /** The contact push services see in the VAPID token (`mailto:` or `https:`). */
  subject: string;
  /**
   * Endpoints on this machine's loopback addresses, plain http included (a test's push service): only with
   * WEB_PUSH_ALLOW_LOOPBACK, which production refuses. Private, link-local and metadata addresses never.
   */
  allowLoopbackEndpoints: boolean;
  /** Resolves an endpoint's host before a send (the system's resolver unless a test gives its own). */
  lookupHost?: (host: string) => Promise<Array<{ address: string; family: number }>>;
  /** Where a push that failed is logged (a failure never fails the use case). */
  log: { warn(details: object, message: string): void };
}

/** What an events function needs: `publishBalanceChange(ctx, …)` takes a use case's context (or the app). */
export type Publisher = Pick<UseCaseContext, 'publish'>;

/** How the context reaches open sockets: the app's Socket.IO server, or the CLI's Redis emitter. */
export interface SocketReach {
  publish: Publish;
  moveSockets: UseCaseContext['moveSockets'];
  countConnectedPlayers?: UseCaseContext['countConnectedPlayers'];
  /**
   * A push after commit failed (its re-read hit a database outage): the change is stored but some tabs
   * did not hear of it. The server has every tab re-read once the database answers again.
   */
  pushLost?: () => void;
}

interface Logger {
  error(details: object, message: string): void;
  warn?(details: object, message: string): void;
}

const NO_WEB_PUSH_CONFIG: Omit<WebPushSettings, 'log'> = {
  keys: null,
  subject: 'mailto:no-reply@localhost',
  allowLoopbackEndpoints: false,
};

export function createUseCaseContext(
  db: Db,
  sockets: SocketReach,
  log: Logger,
  reach: { webPush?: Omit<WebPushSettings, 'log'>; sms?: SmsGateway | null } = {},
): UseCaseContext {
  const webPush = reach.webPush ?? NO_WEB_PUSH_CONFIG;
  return {
    db,
    webPush: { ...webPush, log: { warn: (details, message) => (log.warn ?? log.error).call(log, details, message) } },
    sms: reach.sms ?? null,
    publish: sockets.publish,
    moveSockets: sockets.moveSockets,
    countConnectedPlayers: sockets.countConnectedPlayers ?? (async () => null),
    afterCommit(...pushes) {
      setImmediate(async () => {
        const results = await Promise.allSettled(pushes.map(async (push) => push()));
        const failed = results.filter((result) => result.status === 'rejected');
        for (const result of failed) log.error({ err: result.reason }, 'a push after commit failed');
        if (failed.length > 0) sockets.pushLost?.();
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The context routes hand to use cases: `submitFeedback(app.useCase, input)`. */
    useCase: UseCaseContext;
  }
}

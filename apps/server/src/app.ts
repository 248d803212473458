import { createUseCaseContext } from './use-case';
import { resyncWhenDatabaseAnswers } from './push-lost';
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type Config, webPushSettings } from './config';
import { type Database, openDatabase } from './db/client';
import { getClubSettings } from './features/club/club.service';
import { registerFeatures } from './features/routes';
import { createMailer, type Mailer } from './features/mail/mailer.service';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { signInDevicesPlugin } from './plugins/sign-in-devices';
import { realtimePlugin } from './plugins/realtime';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { validatorWithoutNul } from './plugins/validation';
import { createSmsGateway } from './sms/sms-gateway';
import { pageLinksContract } from '@club/shared/contracts/page-links';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
  }
}

/**
 * Bodies are parsed before any guard runs, so a large one costs the event loop before anyone is checked:
 * every route takes 64 KB, and only the upload routes take UPLOAD_BODY_LIMIT (features set it per route),
 * checking their caller in onRequest, before a byte is read, and the body's nesting as it streams in
 * (plugins/json-depth.ts).
 */
const BODY_LIMIT = 64 * 1024;

export interface BuildOptions {
  /** Tests pass a database they made; otherwise the config's database is opened (and migrated). */
  database?: Database;
}

/** Builds the whole app. It never listens: server.ts does, tests use inject() or listen on port 0. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    // Only the named load balancers' X-Forwarded-For counts (config.ts refuses `true`).
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorWithoutNul);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies (and multipart where a route adds it): no text/plain form posts from other sites.
  app.removeContentTypeParser(['text/plain']);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate(
    'mailer',
    await createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
  );
  app.decorate('socketHandlers', []);
  app.decorate('upgradeHandlers', new Map());
  // Use cases publish through the socket server, which starts after the routes are registered.
  app.decorate(
    'useCase',
    createUseCaseContext(
      database.db,
      {
        publish: (room, event, payload) => app.publish(room, event, payload),
        moveSockets: (room, { join, leave }) => {
          if (join) app.io.in(room).socketsJoin(join);
          if (leave) app.io.in(room).socketsLeave(leave);
        },
        countConnectedPlayers: async (rooms) => {
          const sockets = await app.io.in(rooms).fetchSockets();
          return new Set(sockets.flatMap((socket) => (socket.data.player ? [socket.data.player.playerId] : []))).size;
        },
        pushLost: resyncWhenDatabaseAnswers(database, () => app.io.emit('resync', { reason: 'pushes lost' })),
      },
      app.log,
      {
        webPush: webPushSettings(config),
        sms: createSmsGateway({
          smsUrl: config.SMS_URL,
          // Twilio reports each text's delivery there (decision 141), signed with the account's Auth Token.
          statusCallback: `${config.publicUrl}${pageLinksContract.postSmsStatus.path}`,
          log: app.log,
        }),
      },
    ),
  );
  app.addHook('onClose', async () => {
    await app.mailer.close();
    if (!options.database) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(signInDevicesPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await registerFeatures(app);
  await app.register(realtimePlugin);
  await app.register(staticPlugin, { loadClubSettings: () => getClubSettings(database.db) });
  return app;
}

import { clubContract } from '@club/shared/contracts/club';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { fromContract } from '../../plugins/contract';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...fromContract(clubContract.getHealth), handler: async () => ({ status: 'ok' as const }) });

  app.route({
    ...fromContract(clubContract.getReady),
    handler: async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering');
      }
      if (app.redis && !app.redis.isReady()) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Redis is not answering', { headers: { 'Retry-After': '5' } });
      }
      return {
        status: 'ready' as const,
        database: app.database.kind,
        redis: app.redis ? ('connected' as const) : ('not used' as const),
      };
    },
  });
};

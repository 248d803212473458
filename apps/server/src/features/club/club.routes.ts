import { clubSettingsSchema } from '@club/shared/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getClubSettings } from './club.repo';

export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/club/settings',
    { schema: { tags: ['club'], summary: "The club's public settings", response: { 200: clubSettingsSchema } } },
    async () => getClubSettings(app.database.db),
  );
};

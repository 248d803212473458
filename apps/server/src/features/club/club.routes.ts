import { FLOOR_SETTING_KEYS, FLOOR_SETTINGS_ONLY_MESSAGE } from '@club/shared/club';
import { clubContract } from '@club/shared/contracts/club';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { currentStaff, hasPermission, requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { getClubSettings, getStaffClubSettings, updateStaffClubSettings } from './club.service';

const FLOOR_KEYS: ReadonlySet<string> = new Set(FLOOR_SETTING_KEYS);

/**
 * After the guard, before validation (as the guards are): a member without `clubSettings` (an admin) may
 * send only the floor's keys; any other key is 403 with the reason, whatever its value.
 */
async function onlyFloorKeysUnlessSuperAdmin(request: FastifyRequest) {
  const staff = currentStaff(request);
  if (hasPermission(staff, 'clubSettings')) return;
  const body = request.body;
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  if (keys.some((key) => !FLOOR_KEYS.has(key))) throw new AppError('FORBIDDEN', FLOOR_SETTINGS_ONLY_MESSAGE);
}

export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...fromContract(clubContract.getClubSettings), handler: async () => getClubSettings(app.database.db) });

  app.route({
    ...fromContract(clubContract.getStaffClubSettings),
    preHandler: requireStaff('clubSettingsRead'),
    handler: async () => getStaffClubSettings(app.database.db),
  });

  app.route({
    ...fromContract(clubContract.patchStaffClubSettings),
    preHandler: requireStaff('floorSettings'),
    preValidation: onlyFloorKeysUnlessSuperAdmin,
    handler: async (request) =>
      updateStaffClubSettings(app.useCase, { staffId: currentStaff(request).staffId, change: request.body }),
  });
};

import { z } from 'zod';
import { clubSettingsSchema } from '../accounts';
import { staffClubSettingsSchema, updateStaffClubSettingsSchema } from '../club';
import { route } from '../contract';

export const clubContract = {
  getClubSettings: route({
    method: 'GET',
    path: '/api/club/settings',
    summary: "The club's public settings",
    tags: ['club'],
    responses: { 200: clubSettingsSchema },
    errors: [],
  }),
  getStaffClubSettings: route({
    method: 'GET',
    path: '/api/staff/club/settings',
    summary: "The club's settings as staff use them (cage thresholds; any staff member)",
    tags: ['staff', 'club'],
    responses: { 200: staffClubSettingsSchema },
    errors: [401, 403],
  }),
  patchStaffClubSettings: route({
    method: 'PATCH',
    path: '/api/staff/club/settings',
    summary: "Change some of the club's settings (super admin); every staff console is told",
    tags: ['staff', 'club'],
    body: updateStaffClubSettingsSchema,
    responses: { 200: staffClubSettingsSchema },
    errors: [400, 401, 403],
  }),
  getHealth: route({
    method: 'GET',
    path: '/api/health',
    summary: 'The process is alive',
    tags: ['health'],
    responses: { 200: z.object({ status: z.literal('ok') }) },
    errors: [],
  }),
  getReady: route({
    method: 'GET',
    path: '/api/ready',
    summary: 'The database answers, and Redis is connected when the instance uses it (503 otherwise)',
    tags: ['health'],
    responses: {
      200: z.object({
        status: z.literal('ready'),
        database: z.enum(['pglite', 'postgres']),
        redis: z.enum(['connected', 'not used']),
      }),
    },
    errors: [503],
  }),
};

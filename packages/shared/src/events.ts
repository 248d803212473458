import { z } from 'zod';
import { KYC_STATUSES, SESSION_SCOPES } from './accounts';

/**
 * Every event the server pushes over Socket.IO, by name, with its payload schema. Names follow the
 * specification where it names them. Rooms: player:{id}, lobby, food-beverage, staff, staff:{role}.
 */
export const serverEvents = {
  kyc_status_updated: z.object({
    playerId: z.number(),
    kycStatus: z.enum(KYC_STATUSES),
    note: z.string().nullable(),
    scope: z.enum(SESSION_SCOPES),
  }),
  session_revoked: z.object({ reason: z.string() }),
} satisfies Record<string, z.ZodType>;

export type ServerEvents = { [K in keyof typeof serverEvents]: z.infer<(typeof serverEvents)[K]> };
export type ServerEventName = keyof ServerEvents;

export const ROOMS = {
  player: (playerId: number) => `player:${playerId}`,
  lobby: 'lobby',
  foodBeverage: 'food-beverage',
  staff: 'staff',
  staffRole: (role: string) => `staff:${role}`,
  session: (sessionId: number) => `session:${sessionId}`,
} as const;

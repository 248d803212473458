import { z } from 'zod';
import { KYC_STATUSES, SESSION_SCOPES } from './accounts';
import { chatEvents } from './chat';
import { feedbackEvents } from './feedback';
import { vipEvents } from './vip';
import { notificationEvents } from './notifications';
import { walletEvents } from './wallet';
import { cageEvents } from './cage';
import { clubEvents } from './club';
import { displayEvents } from './display';
import { tablesEvents } from './tables-events';
import { gamesEvents } from './games';
import { floorTableUpdatedSchema } from './floor';
import { releasedSeatsEvents } from './pending-cash-outs';
import { adListSchema, menuListSchema, orderSchema, staffOrderSchema } from './food';
import { tournamentSchema } from './tournaments';
import { documentSchema, kycStaffEvents } from './kyc';
import { playerDirectoryEvents } from './player-directory';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission } from './staff';

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
  /** Redis is back after an outage: pushes may have been missed meanwhile, so the tab re-reads what it shows. */
  resync: z.object({ reason: z.string() }),
  /** staff-member:{id}: a super admin changed this account's role; its sockets already moved rooms. */
  staff_role_changed: z.object({ role: z.enum(STAFF_ROLES) }),
  ...walletEvents,
  ...playerDirectoryEvents,
  ...cageEvents,
  ...clubEvents,
  ...displayEvents,
  ...notificationEvents,
  ...tablesEvents,
  ...gamesEvents,
  /** staff:{role} (floor roles, STAFF_PERMISSIONS.seating): one table's floor after any change to it. */
  floor_table_updated: floorTableUpdatedSchema,
  ...releasedSeatsEvents,
  ...chatEvents,
  ...vipEvents,
  ...feedbackEvents,
  // lobby: a tournament was created or changed (status, seats taken); players keep their own flags.
  tournament_updated: tournamentSchema,
  tournament_removed: z.object({ id: z.number() }),
  // staff rooms of the content roles: a player registered or showed interest; consoles reread the entries.
  tournament_entries_changed: z.object({ id: z.number() }),
  // lobby: the visible offers changed; clients refetch, since dates and priority decide what shows.
  offers_updated: z.object({ offerId: z.number() }),
  // food-beverage (spec names): the whole available menu / the active ads, small enough to send whole.
  'menu-updated': z.object({ items: menuListSchema }),
  'ads-updated': z.object({ ads: adListSchema }),
  // player:{id}: the player's order was placed or moved.
  food_order_updated: orderSchema,
  // staff:{role} (food-order roles): an order was placed or moved, with where to deliver it now.
  kitchen_order_updated: staffOrderSchema,
  /** player:{id}: one of the player's documents was uploaded (another tab) or reviewed by staff. */
  kyc_document_updated: z.object({ playerId: z.number(), document: documentSchema }),
  /** staff: a player submitted KYC for review. */
  kyc_submitted: z.object({
    playerId: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    submittedAt: z.string(),
  }),
  ...kycStaffEvents,
} satisfies Record<string, z.ZodType>;

export type ServerEvents = { [K in keyof typeof serverEvents]: z.infer<(typeof serverEvents)[K]> };
export type ServerEventName = keyof ServerEvents;

export const ROOMS = {
  player: (playerId: number) => `player:${playerId}`,
  lobby: 'lobby',
  foodBeverage: 'food-beverage',
  staff: 'staff',
  staffRole: (role: string) => `staff:${role}`,
  /** Every socket of one staff account, on any instance: deactivation and role changes act on them. */
  staffMember: (staffId: number) => `staff-member:${staffId}`,
  session: (sessionId: number) => `session:${sessionId}`,
  /** Every board opened with a display key (decision 062): the only room a display key's socket joins. */
  display: 'display',
  /** The sockets of one display key: revoking it closes them. */
  displayKey: (displayKeyId: number) => `display-key:${displayKeyId}`,
} as const;

/**
 * The rooms of the roles whose permission covers the HTTP read that matches a staff event (DESIGN.md
 * section 8): a staff event goes only there, never to the whole staff room.
 */
export const staffRoomsFor = (permission: StaffPermission): string[] =>
  STAFF_PERMISSIONS[permission].map((role) => ROOMS.staffRole(role));

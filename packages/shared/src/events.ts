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
import { tableMovesEvents } from './table-moves';
import { gamesEvents } from './games';
import { floorTableUpdatedSchema } from './floor';
import { releasedSeatsEvents } from './pending-cash-outs';
import { adListSchema, menuListSchema, orderSchema, staffOrderSchema } from './food';
import { tournamentSchema } from './tournaments';
import { tournamentClockSchema } from './tournament-clock';
import { tournamentDealSchema } from './tournament-deals';
import { myTournamentEntrySchema } from './tournament-entries';
import { seatingEvents } from './tournament-seating';
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
  ...tableMovesEvents,
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
  // lobby, display and the tournament staff: a clock changed (an action, a level's end, a structure change).
  tournament_clock: tournamentClockSchema,
  // staff rooms of the content roles: a player registered or showed interest; consoles reread the entries.
  tournament_entries_changed: z.object({ id: z.number() }),
  // player:{id} of each player in the deal, and the tournament staff: a deal was proposed, answered or decided.
  tournament_deal: tournamentDealSchema,
  // The consoles that read a tournament's prizes: prizes were paid or wait for a second staff member.
  tournament_prizes_changed: z.object({ id: z.number() }),
  // player:{id}: the player's own entry in a tournament changed (entered at the desk or the phone, refunded).
  tournament_my_entry: myTournamentEntrySchema,
  ...seatingEvents,
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
 * Every event that goes to staff rooms, with the permission of the HTTP read it mirrors (DESIGN.md
 * section 8): it reaches the rooms of exactly the roles holding that permission, never the whole staff
 * room. Server code takes staff rooms only from here (staffRoomsOf); scripts/check-boundaries.mjs fails
 * on any other way to a staff room, and realtime/staff-rooms.test.ts checks every entry against every role.
 */
export const STAFF_EVENTS = {
  // The player's ledger, balance and credit requests (GET /api/balance, /transactions, /credit-requests: own or cashier).
  wallet_transaction: 'cashier',
  player_balance_update: 'cashier',
  credit_request_updated: 'cashier',
  // The cage (GET /api/staff/cage/*) and the released seats (GET /api/staff/seats/pending-cash-outs).
  cage_shift_updated: 'cashier',
  cage_pending_updated: 'cashier',
  released_seats_changed: 'cashier',
  // The unpaid buy-ins (GET /api/staff/seats/unpaid-buy-ins).
  unpaid_buy_ins_changed: 'cashier',
  // The floor (GET /api/staff/floor, /api/staff/games).
  floor_table_updated: 'seating',
  floor_game_updated: 'seating',
  // The floor's moves: must-moves and change requests (GET /api/staff/table-moves).
  floor_moves_updated: 'seating',
  // The room's check-in code (GET /api/staff/check-in-code), sent when it changes.
  check_in_code_changed: 'seating',
  // A player's live session and profile (GET /api/live-sessions/{playerId}, /api/staff/players/{playerId}).
  call_time_started: 'playersRead',
  cash_out_request_submitted: 'playersRead',
  player_bar_updated: 'playersRead',
  player_note_added: 'playersRead',
  // The club's settings (GET /api/staff/club/settings).
  club_settings_updated: 'clubSettingsRead',
  // The KYC desk (GET /api/staff/kyc/*).
  kyc_submitted: 'kycReview',
  kyc_document_reviewed: 'kycReview',
  kyc_approval_pending: 'kycReview',
  kyc_player_decided: 'kycReview',
  kyc_change_request_decided: 'kycReview',
  kyc_document_change_requested: 'kycReview',
  kyc_document_change_decided: 'kycReview',
  // Guest relations: chat, canned replies, feedback (GET /api/staff/chat/*, /feedback).
  'new-message': 'guestRelations',
  'chat-status-updated': 'guestRelations',
  chat_claim_updated: 'guestRelations',
  chat_staff_typing: 'guestRelations',
  canned_replies_updated: 'guestRelations',
  feedback_received: 'guestRelations',
  feedback_updated: 'guestRelations',
  // The kitchen queue (GET /api/staff/food-beverage/orders): its own permission, held by the kitchen role (decision 105).
  kitchen_order_updated: 'foodOrders',
  // Notifications history (GET /api/staff/push-notifications).
  staff_notification_sent: 'pushNotifications',
  staff_notification_reads: 'pushNotifications',
  // VIP redemptions (GET /api/staff/vip/redemptions).
  vip_redemption_updated: 'vipRedemptions',
  // Tournament entries (GET /api/staff/tournaments/{id}/entries): the content consoles and the cage.
  tournament_entries_changed: 'tournamentsRead',
  // A tournament's clock: the consoles that run tournaments (GET /api/staff/tournaments/{id}/structure); lobby and TVs hear it too.
  tournament_clock: 'content',
  // A tournament's deal (GET /api/staff/tournaments/{id}/deal); each player in it hears it in their own room.
  tournament_deal: 'content',
  // A tournament's prizes (GET /api/staff/tournaments/{id}/prizes): the desk and the cage.
  tournament_prizes_changed: 'tournamentPayouts',
  // A tournament's seating (GET /api/staff/tournaments/{id}/seating).
  tournament_seating: 'content',
} as const satisfies Partial<Record<ServerEventName, StaffPermission>>;
export type StaffEventName = keyof typeof STAFF_EVENTS;

/** The rooms a staff event goes to: those of the roles whose permission covers its HTTP read (STAFF_EVENTS). */
export const staffRoomsOf = (event: StaffEventName): string[] =>
  STAFF_PERMISSIONS[STAFF_EVENTS[event]].map((role) => ROOMS.staffRole(role));

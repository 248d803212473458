import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@club/shared/staff';
import { ROOMS, STAFF_EVENTS, type StaffEventName, staffRoomsOf } from '@club/shared/events';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createStaff, staffCookie } from '../../../test/fixtures';
import { listeningTestApp, nextEvent, receivesBefore, receivesWithin } from '../../../test/sockets';
import { publishKycSubmitted } from '../kyc/kyc.events';
import { publishReleasedSeatsChange } from '../tables/seating/seating.events';
import { publishBalanceChange, publishCreditRequest } from '../wallet/wallet.events';

type StaffEvent = {
  event: string;
  permission: StaffPermission;
  publish: (app: FastifyInstance, playerId: number) => void;
};

const balance = (playerId: number) => ({ playerId, cash: '100.00', credit: '0.00', creditLimit: '0.00' });
const transaction = (playerId: number) => ({
  id: 1,
  playerId,
  type: 'deposit',
  amount: '100.00',
  note: null,
  createdAt: new Date().toISOString(),
});

// Each staff event against the permission of the HTTP read that shows the same data (DESIGN.md section 8).
const FEATURE_PUBLISHERS: StaffEvent[] = [
  {
    event: 'wallet_transaction',
    permission: 'cashier',
    publish: (app, id) => publishBalanceChange(app, balance(id) as never, [transaction(id)] as never),
  },
  {
    event: 'player_balance_update',
    permission: 'cashier',
    publish: (app, id) => publishBalanceChange(app, balance(id) as never, []),
  },
  {
    event: 'credit_request_updated',
    permission: 'cashier',
    publish: (app, id) => publishCreditRequest(app, { id: 1, playerId: id } as never),
  },
  {
    event: 'released_seats_changed',
    permission: 'cashier',
    publish: (app, id) => publishReleasedSeatsChange(app, id),
  },
  {
    event: 'kyc_submitted',
    permission: 'kycReview',
    publish: (app, id) =>
      publishKycSubmitted(app, { id, firstName: 'A', lastName: 'B', email: 'a@b.example', kycSubmittedAt: new Date() }),
  },
];

describe('staff events reach only the roles allowed to read the same data', () => {
  const t = listeningTestApp();
  const sockets = new Map<StaffRole, Socket>();
  let playerId = 0;
  beforeAll(async () => {
    playerId = (await createPlayer(t.app.database.db)).id;
  });

  async function socketPerRole() {
    sockets.clear();
    for (const role of STAFF_ROLES) {
      const member = await createStaff(t.app.database.db, role);
      sockets.set(role, await t.socketFor(await staffCookie(t.app.database.db, member.id)));
    }
  }

  for (const { event, permission, publish } of FEATURE_PUBLISHERS) {
    it(`sends ${event} to ${STAFF_PERMISSIONS[permission].join(', ')} and to no other role`, async () => {
      await socketPerRole();
      const received = STAFF_ROLES.map((role) => receivesWithin(sockets.get(role)!, event, 400));
      publish(t.app, playerId);
      const byRole = Object.fromEntries(STAFF_ROLES.map((role, i) => [role, i]));
      const answers = await Promise.all(received);
      for (const role of STAFF_ROLES) {
        const allowed = (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
        expect({ role, received: answers[byRole[role]!] }).toEqual({ role, received: allowed });
      }
    });
  }
});

// Every staff event the server publishes is declared in STAFF_EVENTS (the boundaries lint fails on any other
// way to a staff room); each goes, the way every use case publishes it, to exactly the roles that may do the
// HTTP read it mirrors.
// The HTTP read each staff event mirrors: a role hears the event exactly when that read does not refuse it
// (401/403; guards run before validation, so a made-up id still answers 403 to a role without the permission).
const MIRRORED_READ: Record<StaffEventName, (playerId: number) => string> = {
  wallet_transaction: (id) => `/api/player/${id}/transactions`,
  player_balance_update: (id) => `/api/balance/${id}`,
  credit_request_updated: (id) => `/api/credit-requests/${id}`,
  cage_shift_updated: () => '/api/staff/cage/shifts/current',
  cage_pending_updated: () => '/api/staff/cage/pending',
  released_seats_changed: () => '/api/staff/seats/pending-cash-outs',
  unpaid_buy_ins_changed: () => '/api/staff/seats/unpaid-buy-ins',
  floor_table_updated: () => '/api/staff/floor',
  floor_game_updated: () => '/api/staff/games',
  floor_moves_updated: () => '/api/staff/table-moves',
  check_in_code_changed: () => '/api/staff/check-in-code',
  call_time_started: (id) => `/api/live-sessions/${id}`,
  cash_out_request_submitted: (id) => `/api/live-sessions/${id}`,
  player_bar_updated: (id) => `/api/staff/players/${id}`,
  player_note_added: (id) => `/api/staff/players/${id}`,
  club_settings_updated: () => '/api/staff/club/settings',
  kyc_submitted: () => '/api/staff/kyc/queue',
  kyc_document_reviewed: (id) => `/api/staff/kyc/players/${id}`,
  kyc_approval_pending: (id) => `/api/staff/kyc/players/${id}`,
  kyc_player_decided: () => '/api/staff/kyc/queue',
  kyc_change_request_decided: () => '/api/staff/kyc/change-requests',
  kyc_document_change_requested: () => '/api/staff/kyc/document-changes',
  kyc_document_change_decided: () => '/api/staff/kyc/document-changes',
  'new-message': (id) => `/api/chat-history/${id}`,
  'chat-status-updated': () => '/api/staff/chat/sessions',
  chat_claim_updated: () => '/api/staff/chat/sessions',
  chat_staff_typing: () => '/api/staff/chat/sessions',
  canned_replies_updated: () => '/api/staff/chat/canned-replies',
  kitchen_order_updated: () => '/api/staff/food-beverage/orders',
  feedback_received: () => '/api/staff/feedback',
  feedback_updated: () => '/api/staff/feedback',
  staff_notification_sent: () => '/api/staff/push-notifications',
  staff_notification_reads: () => '/api/staff/push-notifications',
  vip_redemption_updated: () => '/api/staff/vip/redemptions',
  tournament_entries_changed: () => '/api/staff/tournaments/1/entries',
  tournament_clock: () => '/api/staff/tournaments/1/structure',
  tournament_deal: () => '/api/staff/tournaments/1/deal',
  tournament_seating: () => '/api/staff/tournaments/1/seating',
  tournament_prizes_changed: () => '/api/staff/tournaments/1/prizes',
};

/** Published to every staff socket after the event under test (a name no feature uses). */
const MARKER = 'test_marker_after_event';

describe('every staff event in STAFF_EVENTS reaches exactly the roles of its permission', () => {
  const t = listeningTestApp();
  const cookies = new Map<StaffRole, string>();
  let playerId = 0;
  beforeAll(async () => {
    playerId = (await createPlayer(t.app.database.db)).id;
    for (const role of STAFF_ROLES) {
      const member = await createStaff(t.app.database.db, role);
      cookies.set(role, await staffCookie(t.app.database.db, member.id));
    }
  });

  it('declares at least the staff events the features publish', () => {
    expect(Object.keys(STAFF_EVENTS).length).toBeGreaterThanOrEqual(32);
  });

  for (const event of Object.keys(STAFF_EVENTS) as StaffEventName[]) {
    const allowed = STAFF_PERMISSIONS[STAFF_EVENTS[event]] as readonly StaffRole[];
    it(`${event} (${STAFF_EVENTS[event]}): ${allowed.join(', ')} and no other role`, async () => {
      const sockets = new Map<StaffRole, Socket>();
      for (const role of STAFF_ROLES) sockets.set(role, await t.socketFor(cookies.get(role)!));
      const payload = { marker: event } as never;
      const arrivals = STAFF_ROLES.map((role) =>
        allowed.includes(role)
          ? nextEvent(sockets.get(role)!, event, 3000).then(
              () => true,
              () => false,
            )
          : receivesBefore(sockets.get(role)!, event, MARKER),
      );
      t.app.publish(staffRoomsOf(event), event, payload);
      // Every staff socket is in ROOMS.staff (as app.publish sends): a role with the marker and not the event was
      // not sent it.
      t.app.io.to(ROOMS.staff).emit(MARKER);
      const received = await Promise.all(arrivals);
      expect(Object.fromEntries(STAFF_ROLES.map((role, i) => [role, received[i]]))).toEqual(
        Object.fromEntries(STAFF_ROLES.map((role) => [role, allowed.includes(role)])),
      );
      // …and those are exactly the roles the mirrored HTTP read lets in.
      const url = MIRRORED_READ[event](playerId);
      const reads = await Promise.all(
        STAFF_ROLES.map((role) => t.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(role)! } })),
      );
      expect(
        Object.fromEntries(STAFF_ROLES.map((role, i) => [role, ![401, 403].includes(reads[i]!.statusCode)])),
      ).toEqual(Object.fromEntries(STAFF_ROLES.map((role, i) => [role, received[i]])));
    });
  }
});

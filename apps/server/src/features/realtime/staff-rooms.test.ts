import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@club/shared/staff';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createStaff, staffCookie } from '../../../test/fixtures';
import { listeningTestApp, receivesWithin } from '../../../test/sockets';
import { publishKycSubmitted } from '../kyc/kyc.events';
import { publishReleasedSeatsChange } from '../tables/floor.events';
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
const STAFF_EVENTS: StaffEvent[] = [
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

  for (const { event, permission, publish } of STAFF_EVENTS) {
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

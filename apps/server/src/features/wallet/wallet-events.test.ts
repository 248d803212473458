import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInCashier, walletCall } from '../../../test/wallet';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;

describe('wallet events', () => {
  it("pushes balance_updated to the player's sockets only, and the ledger rows and balance to staff", async () => {
    const alice = await createPlayer(db());
    const bob = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const aliceSocket = await connectSocket(url, await playerCookie(db(), alice.id));
    const bobSocket = await connectSocket(url, await playerCookie(db(), bob.id));
    const staffSocket = await connectSocket(url, cashier.cookie);
    try {
      const aliceGets = nextEvent<{ playerId: number; balance: { cashBalance: string }; transactions: unknown[] }>(
        aliceSocket,
        'balance_updated',
      );
      const bobGets = receivesWithin(bobSocket, 'balance_updated');
      const bobGetsStaffEvent = receivesWithin(bobSocket, 'wallet_transaction');
      const staffGetsRows = nextEvent<{ playerId: number; transactions: Array<{ type: string }> }>(
        staffSocket,
        'wallet_transaction',
      );
      const staffGetsBalance = nextEvent<{ playerId: number; balance: { cashBalance: string } }>(
        staffSocket,
        'player_balance_update',
      );
      await walletCall(t.app, cashier.cookie, alice.id, 'cash-in', { amount: '750' });
      const event = await aliceGets;
      expect(event).toMatchObject({ playerId: alice.id, balance: { cashBalance: '750.00' } });
      expect(event.transactions).toHaveLength(1);
      expect(await staffGetsRows).toMatchObject({ playerId: alice.id, transactions: [{ type: 'cash_in' }] });
      expect(await staffGetsBalance).toMatchObject({ playerId: alice.id, balance: { cashBalance: '750.00' } });
      expect(await bobGets).toBe(false);
      expect(await bobGetsStaffEvent).toBe(false);
    } finally {
      aliceSocket.close();
      bobSocket.close();
      staffSocket.close();
    }
  });

  it('publishes nothing for a replayed Idempotency-Key or a refused call', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const key = randomUUID();
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '10' }, key);
    const socket = await connectSocket(url, await playerCookie(db(), player.id));
    try {
      const hears = receivesWithin(socket, 'balance_updated', 700);
      await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '10' }, key);
      await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '1000' });
      expect(await hears).toBe(false);
    } finally {
      socket.close();
    }
  });
});

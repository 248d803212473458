import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../../test/fixtures';
import { nextEvent, receivesWithin, listeningTestApp } from '../../../../test/sockets';
import { createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';

const t = listeningTestApp();

const createCall = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/staff/tables', headers: { cookie }, payload });
const patchCall = (cookie: string, tableId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/staff/tables/${tableId}`, headers: { cookie }, payload });
const TABLE = {
  name: 'Table 9',
  gameType: 'Pot Limit Omaha',
  smallBlind: '50',
  bigBlind: '100',
  minBuyIn: '5000',
  maxBuyIn: '20000',
};

describe('POST /api/staff/tables', () => {
  it('creates a table (stakes from the blinds when none are given, 9 seats, defaults for timing) and tells the lobby', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const lobby = await t.socketFor((await signedInPlayer(t.app)).cookie);
    const heard = nextEvent<{ name: string }>(lobby, 'table_updated');
    const res = await createCall(manager.cookie, TABLE);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Table 9',
      stakes: '₹50/₹100',
      status: 'inactive',
      gameStarted: false,
      maxPlayers: 9,
      currentPlayers: 0,
      timingRules: { minPlayMinutes: 2, callTimeMinutes: 2, cashOutWindowMinutes: 2, isDefault: true },
    });
    expect((await heard).name).toBe('Table 9');
  });

  it('refuses blinds or buy-ins out of order, and roles outside the floor', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    expect((await createCall(admin.cookie, { ...TABLE, smallBlind: '200' })).statusCode).toBe(400);
    expect((await createCall(admin.cookie, { ...TABLE, maxBuyIn: '100' })).statusCode).toBe(400);
    expect((await createCall(admin.cookie, { ...TABLE, maxPlayers: 11 })).statusCode).toBe(400);
    for (const role of ['cashier', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await createCall(staff.cookie, TABLE)).statusCode, role).toBe(403);
    }
  });
});

describe('PATCH /api/staff/tables/{tableId}', () => {
  it('starts the game with status active and pushes table_updated', async () => {
    const table = await createTable(t.app, { status: 'inactive', gameStartedAt: null });
    const manager = await signedInStaff(t.app, 'manager');
    const res = await patchCall(manager.cookie, table.id, { status: 'active', bigBlind: '60' });
    expect(res.json()).toMatchObject({ status: 'active', isActive: true, gameStarted: true, bigBlind: '60.00' });
    const back = await patchCall(manager.cookie, table.id, { status: 'inactive' });
    expect(back.json()).toMatchObject({ isActive: false, gameStarted: false });
  });

  it('changes timing rules: timing_rules_updated to the lobby and the new session to each seated player', async () => {
    const table = await createTable(t.app);
    const manager = await signedInStaff(t.app, 'super_admin');
    const seated = await signedInPlayer(t.app);
    await seatDirectly(t.app, { playerId: seated.id, tableId: table.id, seatNumber: 1 });
    const socket = await t.socketFor(seated.cookie);
    const rules = nextEvent<Record<string, unknown>>(socket, 'timing_rules_updated');
    const session = nextEvent<{ session: { tableMinPlayTime: number } }>(socket, 'live_session_updated');
    const res = await patchCall(manager.cookie, table.id, {
      minPlayMinutes: 90,
      callTimeMinutes: 15,
      cashOutWindowMinutes: 10,
    });
    expect(res.statusCode).toBe(200);
    expect(await rules).toEqual({
      tableId: String(table.id),
      tableName: table.name,
      timingRules: { minPlayMinutes: 90, callTimeMinutes: 15, cashOutWindowMinutes: 10, isDefault: false },
    });
    expect((await session).session.tableMinPlayTime).toBe(90);
    // null goes back to the spec's defaults.
    const reset = await patchCall(manager.cookie, table.id, {
      minPlayMinutes: null,
      callTimeMinutes: null,
      cashOutWindowMinutes: null,
    });
    expect(reset.json().timingRules).toEqual({
      minPlayMinutes: 2,
      callTimeMinutes: 2,
      cashOutWindowMinutes: 2,
      isDefault: true,
    });
  });

  it('sends no timing_rules_updated when the rules did not change', async () => {
    const table = await createTable(t.app);
    const manager = await signedInStaff(t.app, 'manager');
    const socket = await t.socketFor((await signedInPlayer(t.app)).cookie);
    const rules = receivesWithin(socket, 'timing_rules_updated', 600);
    await patchCall(manager.cookie, table.id, { name: 'Renamed' });
    expect(await rules).toBe(false);
  });

  it('will not shrink a table below a seat in use, nor put the big blind under the small one', async () => {
    const table = await createTable(t.app, { maxPlayers: 9 });
    const manager = await signedInStaff(t.app, 'manager');
    const p = await createPlayer(t.app.database.db);
    await seatDirectly(t.app, { playerId: p.id, tableId: table.id, seatNumber: 8 });
    expect((await patchCall(manager.cookie, table.id, { maxPlayers: 6 })).json().code).toBe('INVALID_STATE');
    expect((await patchCall(manager.cookie, table.id, { maxPlayers: 8 })).statusCode).toBe(200);
    expect((await patchCall(manager.cookie, table.id, { bigBlind: '10' })).statusCode).toBe(400);
    expect((await patchCall(manager.cookie, table.id, {})).statusCode).toBe(400);
    expect((await patchCall(manager.cookie, 999_999, { name: 'x' })).statusCode).toBe(404);
  });

  it('is refused to cashiers, guest relations and players', async () => {
    const table = await createTable(t.app);
    for (const role of ['cashier', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await patchCall(staff.cookie, table.id, { status: 'inactive' })).statusCode, role).toBe(403);
    }
    const player = await signedInPlayer(t.app);
    expect((await patchCall(player.cookie, table.id, { status: 'inactive' })).statusCode).toBe(401);
  });
});

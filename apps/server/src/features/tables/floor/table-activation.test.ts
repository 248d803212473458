import { describe, expect, it } from 'vitest';
import { nextEvent, receivesWithin, listeningTestApp } from '../../../../test/sockets';
import { addToWaitlist, createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';

const t = listeningTestApp();

const patchCall = (cookie: string, tableId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/staff/tables/${tableId}`, headers: { cookie }, payload });
const liveSessionOf = (cookie: string, playerId: number) =>
  t.app.inject({ method: 'GET', url: `/api/live-sessions/${playerId}`, headers: { cookie } });
const seatRequestsOf = (cookie: string, playerId: number) =>
  t.app.inject({ method: 'GET', url: `/api/seat-requests/${playerId}`, headers: { cookie } });

describe('Table activation (issue 14, items 3 and 4)', () => {
  it('a player seated at an inactive table has no live session, and cannot start call time', async () => {
    const table = await createTable(t.app, { status: 'inactive', gameStartedAt: null });
    const player = await signedInPlayer(t.app);
    await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 1, minutesAgo: 10 });
    const res = await liveSessionOf(player.cookie, player.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hasActiveSession: false, session: null });
    const call = await t.app.inject({
      method: 'POST',
      url: `/api/live-sessions/${player.id}/call-time`,
      headers: { cookie: player.cookie },
      payload: {},
    });
    expect(call.statusCode).toBe(404);
  });

  it('activation pushes table-activation and the live session to the seated player; deactivation ends it', async () => {
    const table = await createTable(t.app, { status: 'inactive', gameStartedAt: null });
    const player = await signedInPlayer(t.app);
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 4 });
    const manager = await signedInStaff(t.app, 'manager');
    const socket = await t.socketFor(player.cookie);

    const activation = nextEvent<Record<string, unknown>>(socket, 'table-activation');
    const live = nextEvent<{ hasActiveSession: boolean; session: { seatId: number } | null }>(
      socket,
      'live_session_updated',
    );
    expect((await patchCall(manager.cookie, table.id, { status: 'active' })).statusCode).toBe(200);
    expect(await activation).toEqual({
      playerId: player.id,
      tableId: String(table.id),
      tableName: table.name,
      seatNumber: 4,
    });
    const session = await live;
    expect(session.hasActiveSession).toBe(true);
    expect(session.session?.seatId).toBe(seat.id);

    const ended = nextEvent<{ hasActiveSession: boolean }>(socket, 'live_session_updated');
    const noActivation = receivesWithin(socket, 'table-activation');
    expect((await patchCall(manager.cookie, table.id, { status: 'inactive' })).statusCode).toBe(200);
    expect((await ended).hasActiveSession).toBe(false);
    expect(await noActivation).toBe(false);
  });

  it('activation ends the seated players’ other waiting entries and tells the players behind', async () => {
    const table = await createTable(t.app, { status: 'inactive', gameStartedAt: null });
    const other = await createTable(t.app);
    const seated = await signedInPlayer(t.app);
    const behind = await signedInPlayer(t.app);
    await seatDirectly(t.app, { playerId: seated.id, tableId: table.id, seatNumber: 2 });
    await addToWaitlist(t.app, seated.id, other.id, new Date(Date.now() - 60_000));
    await addToWaitlist(t.app, behind.id, other.id);
    const before = (await seatRequestsOf(behind.cookie, behind.id)).json() as { position: number | null }[];
    expect(before[0]?.position).toBe(2);

    const manager = await signedInStaff(t.app, 'manager');
    const behindSocket = await t.socketFor(behind.cookie);
    const moved = nextEvent<{ seatRequests: { position: number | null }[] }>(behindSocket, 'seat_requests_updated');
    expect((await patchCall(manager.cookie, table.id, { status: 'active' })).statusCode).toBe(200);
    expect((await moved).seatRequests[0]?.position).toBe(1);

    const mine = (await seatRequestsOf(seated.cookie, seated.id)).json() as { tableId: string; status: string }[];
    expect(mine.filter((r) => r.tableId === String(other.id) && r.status === 'waiting')).toEqual([]);
  });
});

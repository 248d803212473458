import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listeningTestApp } from '../../../../test/sockets';
import { createTable, joinWaitlist, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { waitlistEntries } from '../../../db/schema';

// Issue 14, item 26: a player changes the preferred seat or the notes of their own waiting entry.
const t = listeningTestApp();

const edit = (cookie: string, playerId: number, tableId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/seat-requests/${playerId}/${tableId}`, headers: { cookie }, payload });

describe('PATCH /api/seat-requests/:playerId/:tableId', () => {
  it('changes the preferred seat and the notes, keeps the place, and tells the player’s tabs and the floor', async () => {
    const table = await createTable(t.app, { maxPlayers: 9 });
    const first = await signedInPlayer(t.app);
    const second = await signedInPlayer(t.app);
    await joinWaitlist(t.app, first.cookie, { tableId: table.id });
    await joinWaitlist(t.app, second.cookie, { tableId: table.id, seatNumber: 2, notes: 'by the door' });
    const phone = await t.socketFor(second.cookie);
    const floor = await signedInStaff(t.app, 'manager');
    const consoleSocket = await t.socketFor(floor.cookie, { as: 'staff' });
    // The joins' own pushes may still be on their way: wait for the one that carries the edit (the test
    // times out if it never comes).
    const arrives = <T>(socket: typeof phone, event: string) =>
      new Promise<T>((resolve) =>
        socket.on(event, (payload: T) => {
          if (JSON.stringify(payload).includes('arriving at 9')) resolve(payload);
        }),
      );
    const pushed = arrives<{ seatRequests: Array<{ preferredSeat: number; notes: string }> }>(
      phone,
      'seat_requests_updated',
    );
    const floorPush = arrives(consoleSocket, 'floor_table_updated');

    const res = await edit(second.cookie, second.id, table.id, { preferredSeat: 7, notes: '  arriving at 9 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ preferredSeat: 7, seatNumber: 7, notes: 'arriving at 9', position: 2 });
    expect((await pushed).seatRequests[0]).toMatchObject({ preferredSeat: 7, notes: 'arriving at 9' });
    expect(JSON.stringify(await floorPush)).toContain('arriving at 9');

    // One field alone leaves the other; an empty note clears it; null means any seat.
    const seatOnly = await edit(second.cookie, second.id, table.id, { preferredSeat: null });
    expect(seatOnly.json()).toMatchObject({ preferredSeat: null, notes: 'arriving at 9', position: 2 });
    const cleared = await edit(second.cookie, second.id, table.id, { notes: '   ' });
    expect(cleared.json()).toMatchObject({ preferredSeat: null, notes: null });
  });

  it('refuses another player’s entry with 403 and changes nothing', async () => {
    const table = await createTable(t.app);
    const owner = await signedInPlayer(t.app);
    const intruder = await signedInPlayer(t.app);
    await joinWaitlist(t.app, owner.cookie, { tableId: table.id, seatNumber: 3, notes: 'mine' });
    const res = await edit(intruder.cookie, owner.id, table.id, { preferredSeat: 1, notes: 'hijacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only access your own account');
    const [row] = await t.app.database.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.playerId, owner.id), eq(waitlistEntries.tableId, table.id)));
    expect(row).toMatchObject({ preferredSeat: 3, notes: 'mine' });
    // Without a session: 401 before the body is read.
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/seat-requests/${owner.id}/${table.id}`,
      payload: { notes: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 when the player is not waiting at that table, and 400 for bad input', async () => {
    const table = await createTable(t.app, { maxPlayers: 6 });
    const player = await signedInPlayer(t.app);
    const notWaiting = await edit(player.cookie, player.id, table.id, { notes: 'hello' });
    expect(notWaiting.statusCode).toBe(404);
    expect(notWaiting.json().message).toBe('You are not on this table’s wait-list');

    await joinWaitlist(t.app, player.cookie, { tableId: table.id });
    const beyond = await edit(player.cookie, player.id, table.id, { preferredSeat: 8 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe('Choose a seat from 1 to 6');
    const empty = await edit(player.cookie, player.id, table.id, {});
    expect(empty.statusCode).toBe(400);
    const tooLong = await edit(player.cookie, player.id, table.id, { notes: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/seat-requests/${player.id}/${table.id}`,
      headers: { cookie: player.cookie },
    });
    expect((await edit(player.cookie, player.id, table.id, { notes: 'late' })).statusCode).toBe(404);
  });
});

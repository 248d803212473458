import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@club/shared/staff';
import { createPlayer, createStaff, staffCookie } from '../../../test/fixtures';
import { listeningTestApp, nextEvent } from '../../../test/sockets';
import { addToWaitlist, createTable, seatDirectly } from '../../../test/tables';

const t = listeningTestApp();
const db = () => t.app.database.db;
const cookieOf = async (role: StaffRole) => staffCookie(db(), (await createStaff(db(), role)).id);
const bar = async (playerId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/players/${playerId}/bar`,
    headers: { cookie: await cookieOf('super_admin') },
    payload: { reason: 'Fighting at table 3' },
  });

type FloorTable = {
  id: string;
  seats: Array<{ playerId: number; barred: boolean }>;
  waitlist: Array<{ playerId: number; barred: boolean }>;
};

describe('a barred player is flagged on the floor, at the cage and at the KYC desk (issue 19)', () => {
  it('flags the seat and the waiting entry on the floor, and pushes the tables to the floor roles', async () => {
    const seated = await createPlayer(db());
    const waiting = await createPlayer(db());
    const table = await createTable(t.app);
    await seatDirectly(t.app, { playerId: seated.id, tableId: table.id, seatNumber: 1 });
    await addToWaitlist(t.app, waiting.id, table.id);
    const manager = await cookieOf('manager');
    const floorDesk = await t.socketFor(manager);

    const pushed = nextEvent<{ table: FloorTable }>(floorDesk, 'floor_table_updated');
    await bar(seated.id);
    expect((await pushed).table.seats.find((s) => s.playerId === seated.id)?.barred).toBe(true);
    await bar(waiting.id);

    const floor = (await t.app.inject({ url: '/api/staff/floor', headers: { cookie: manager } })).json();
    const mine = (floor.tables as FloorTable[]).find((x) => x.id === String(table.id));
    expect(mine?.seats.map((s) => [s.playerId, s.barred])).toEqual([[seated.id, true]]);
    expect(mine?.waitlist.map((w) => [w.playerId, w.barred])).toEqual([[waiting.id, true]]);
  });

  it("shows the bar on the cage's search and flags the player in the KYC queue", async () => {
    const player = await createPlayer(db(), { kycStatus: 'submitted', kycSubmittedAt: new Date() });
    const clean = await createPlayer(db(), { kycStatus: 'submitted', kycSubmittedAt: new Date() });
    await bar(player.id);

    const cage = await t.app.inject({
      url: `/api/staff/players?search=${player.playerCode}`,
      headers: { cookie: await cookieOf('cashier') },
    });
    expect(cage.json()[0]).toMatchObject({ id: player.id, bar: { reason: 'Fighting at table 3', until: null } });

    const queue = await t.app.inject({ url: '/api/staff/kyc/queue', headers: { cookie: await cookieOf('gre') } });
    const flags = new Map(
      (queue.json().players as Array<{ playerId: number; barred: boolean }>).map((p) => [p.playerId, p.barred]),
    );
    expect(flags.get(player.id)).toBe(true);
    expect(flags.get(clean.id)).toBe(false);
  });
});

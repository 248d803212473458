import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { createPlayer } from '../../../test/fixtures';
import { addToWaitlist, createTable, seatDirectly } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';

describe('what GET /api/staff/floor costs in SQL statements, whatever the number of tables and players', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let counting = false;
  let statements = 0;
  beforeAll(async () => {
    database = await createTestDatabase({
      onQuery: () => {
        if (counting) statements += 1;
      },
    });
    t = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  /** A table with three seated players and four waiting ones (one of them seated at another table). */
  async function busyTable() {
    const table = await createTable(t.app);
    for (let seat = 1; seat <= 3; seat++) {
      const player = await createPlayer(database.db);
      await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: seat });
      if (seat === 1) await addToWaitlist(t.app, player.id, (await createTable(t.app, { status: 'inactive' })).id);
    }
    for (let i = 0; i < 4; i++) await addToWaitlist(t.app, (await createPlayer(database.db)).id, table.id);
  }

  async function floorStatements(cookie: string) {
    statements = 0;
    counting = true;
    const res = await t.app.inject({ url: '/api/staff/floor', headers: { cookie } });
    counting = false;
    expect(res.statusCode).toBe(200);
    return { statements, tables: (res.json() as { tables: unknown[] }).tables.length };
  }

  it('runs as many statements for 20 busy tables as for one', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    await busyTable();
    const one = await floorStatements(manager.cookie);
    for (let i = 0; i < 19; i++) await busyTable();
    const twenty = await floorStatements(manager.cookie);
    expect(twenty.tables).toBeGreaterThanOrEqual(20);
    expect(twenty.statements, `1 table: ${one.statements}, 20 tables: ${twenty.statements}`).toBe(one.statements);
    // The guard's session read, then the floor's three reads and the wallet feature's credit read.
    expect(one.statements).toBeLessThanOrEqual(6);
  });
});

import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../../test/fixtures';
import { addToWaitlist, createTable, seatDirectly } from '../../../../test/tables';
import { statementCountingApp } from '../../../../test/statements';
import { signedInStaff } from '../../../../test/wallet';

describe('what GET /api/staff/floor costs in SQL statements, whatever the number of tables and players', () => {
  const t = statementCountingApp();

  /** A table with three seated players and four waiting ones (one of them seated at another table). */
  async function busyTable() {
    const table = await createTable(t.app);
    for (let seat = 1; seat <= 3; seat++) {
      const player = await createPlayer(t.db);
      await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: seat });
      if (seat === 1) await addToWaitlist(t.app, player.id, (await createTable(t.app, { status: 'inactive' })).id);
    }
    for (let i = 0; i < 4; i++) await addToWaitlist(t.app, (await createPlayer(t.db)).id, table.id);
  }

  async function floorStatements(cookie: string) {
    const { answer: res, statements } = await t.counted(() =>
      t.app.inject({ url: '/api/staff/floor', headers: { cookie } }),
    );
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { createPlayer } from '../../../test/fixtures';
import { addToWaitlist, assignSeatCall, createTable, joinWaitlist, signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';

/** The most statements one seating or one wait-list join may cost, pushes included (issue 11, item 21). */
const MAX_STATEMENTS = 30;

describe('what a seating and a wait-list join cost in SQL statements, whatever the list length', () => {
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

  /** Statements run by `act` and the pushes it leaves behind (they go out after the answer). */
  async function countStatements(act: () => Promise<{ statusCode: number }>) {
    statements = 0;
    counting = true;
    const answer = await act();
    // The fan-out runs after the answer: wait until the database has been quiet for a while.
    let seen = -1;
    while (seen !== statements) {
      seen = statements;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    counting = false;
    return { statusCode: answer.statusCode, statements };
  }

  async function tableWithWaiting(count: number) {
    const table = await createTable(t.app);
    const waiting = [];
    for (let i = 0; i < count; i++) {
      const player = await createPlayer(database.db);
      // Each waiting player is on a second list too, so every push reads more than one table.
      const other = await createTable(t.app);
      await addToWaitlist(t.app, player.id, other.id);
      await addToWaitlist(t.app, player.id, table.id, new Date(Date.now() - (count - i) * 1000));
      waiting.push(player);
    }
    return { table, waiting };
  }

  for (const count of [1, 60]) {
    it(`seats the first of ${count} waiting players in at most ${MAX_STATEMENTS} statements`, async () => {
      const { table, waiting } = await tableWithWaiting(count);
      const manager = await signedInStaff(t.app, 'manager');
      const cost = await countStatements(() =>
        assignSeatCall(t.app, manager.cookie, table.id, { playerId: waiting[0]!.id, seatNumber: 1, buyIn: '5000' }),
      );
      expect(cost.statusCode).toBe(201);
      expect(cost.statements, `seating with ${count} waiting: ${cost.statements} statements`).toBeLessThanOrEqual(
        MAX_STATEMENTS,
      );
    });

    it(`joins a list of ${count} waiting players in at most ${MAX_STATEMENTS} statements`, async () => {
      const { table } = await tableWithWaiting(count);
      const player = await signedInPlayer(t.app);
      const cost = await countStatements(() => joinWaitlist(t.app, player.cookie, { tableId: table.id }));
      expect(cost.statusCode).toBe(201);
      expect(cost.statements, `join with ${count} waiting: ${cost.statements} statements`).toBeLessThanOrEqual(
        MAX_STATEMENTS,
      );
    });
  }
});

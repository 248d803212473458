import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../../test/fixtures';
import { addToWaitlist, assignSeatCall, createTable, joinWaitlist, signedInPlayer } from '../../../../test/tables';
import { statementCountingApp } from '../../../../test/statements';
import { signedInStaff } from '../../../../test/wallet';

/** The most statements one seating or one wait-list join may cost, pushes included (issue 11, item 21). */
const MAX_STATEMENTS = 30;

describe('what a seating and a wait-list join cost in SQL statements, whatever the list length', () => {
  const t = statementCountingApp();

  /** Statements run by `act` and the pushes it leaves behind (they go out after the answer). */
  async function countStatements(act: () => Promise<{ statusCode: number }>) {
    const { answer, statements } = await t.counted(act, { settle: true });
    return { statusCode: answer.statusCode, statements };
  }

  async function tableWithWaiting(count: number) {
    const table = await createTable(t.app);
    const waiting = [];
    for (let i = 0; i < count; i++) {
      const player = await createPlayer(t.db);
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

    it(`joins a game’s list of ${count} waiting players in at most ${MAX_STATEMENTS} statements`, async () => {
      const { table } = await tableWithWaiting(count);
      const player = await signedInPlayer(t.app);
      const cost = await countStatements(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/games/${table.gameId}/waitlist`,
          headers: { cookie: player.cookie },
          payload: {},
        }),
      );
      expect(cost.statusCode).toBe(201);
      expect(
        cost.statements,
        `game-list join with ${count} waiting: ${cost.statements} statements`,
      ).toBeLessThanOrEqual(MAX_STATEMENTS);
    });
  }
});

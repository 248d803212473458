import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { createTestDatabase } from './database';

/**
 * The real app on a database that counts the SQL statements it runs, for a file that measures a use
 * case's cost: `counted(act)` answers what `act` ran. Pushes run after an answer, so with `settle` it
 * waits until the database has been quiet for 150 ms before it stops counting.
 */
export function statementCountingApp() {
  let testApp: TestApp | undefined;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let counting = false;
  let statements = 0;
  beforeAll(async () => {
    database = await createTestDatabase({
      onQuery: () => {
        if (counting) statements += 1;
      },
    });
    testApp = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
  });
  return {
    get app() {
      if (!testApp) throw new Error('the test app starts in beforeAll');
      return testApp.app;
    },
    get db() {
      if (!database) throw new Error('the test database starts in beforeAll');
      return database.db;
    },
    async counted<T>(act: () => Promise<T>, { settle = false } = {}): Promise<{ answer: T; statements: number }> {
      statements = 0;
      counting = true;
      const answer = await act();
      let seen = -1;
      while (settle && seen !== statements) {
        seen = statements;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      counting = false;
      return { answer, statements };
    },
  };
}

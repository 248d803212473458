import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from './app';
import { createTestDatabase } from './database';

/**
 * Two app instances on one database that share Redis at `redisUrl` (the scaled-out set-up), with a key
 * prefix of their own so parallel runs on one Redis never hear each other.
 */
export async function createTwoInstances(redisUrl: string) {
  const database = await createTestDatabase();
  const overrides = { REDIS_URL: redisUrl, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` };
  const a: TestApp = await createTestApp(overrides, { database });
  const b: TestApp = await createTestApp(overrides, { database });
  return {
    a,
    b,
    database,
    close: async () => {
      await a.close();
      await b.close();
      await database.close();
    },
  };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../src/db/client';

/**
 * A fresh, migrated database for one test file: PGlite in a temporary folder, or (TEST_DB_KIND=postgres)
 * a new database on TEST_DATABASE_URL's server that is dropped when the test file closes it.
 */
export async function createTestDatabase(
  options: { onQuery?: (query: string) => void } = {},
): Promise<Database & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-test-'));
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const database = await openDatabase({ dataDir, onQuery: options.onQuery });
    return {
      ...database,
      dataDir,
      close: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `club_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir, onQuery: options.onQuery });
  return {
    ...database,
    dataDir,
    close: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';

// The embedded database's shared buffers are resident from its start: 16 MB keeps `npm start` well under
// its memory budget (decision 102). Opened without a URL, whatever TEST_DB_KIND says.
describe('the embedded database', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-pglite-'));
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs with 16 MB of shared buffers', async () => {
    expect(database.kind).toBe('pglite');
    const rows = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    expect(rows.rows[0]?.shared_buffers).toBe('16MB');
  });
});

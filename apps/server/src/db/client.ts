import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireFolderLock } from './folder-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers whether the database takes a query now (for /api/ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
const PGLITE_SHARED_BUFFERS = '16MB';

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Called with every statement Drizzle sends (transaction control included): tests count a use case's cost. */
  onQuery?: (query: string) => void;
}

const loggerOf = (onQuery: OpenOptions['onQuery']) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `<dataDir>/pglite`. Migrations run here. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onQuery)
    : openPglite(options.dataDir, options.onQuery);
}

async function openPostgres(url: string, onQuery?: OpenOptions['onQuery']): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // bigint columns come back as strings by default; money is bigint paise, so parse them as BigInt.
  // A request waits at most 5 s for a connection (database unreachable, pool exhausted); it is then
  // answered 503 with Retry-After by the error handler instead of hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    types: bigintTypes(pg.types),
  });
  // An idle connection that breaks (a database restart, a dropped test database) emits 'error' on the
  // pool; unheard, that would crash the process. The pool replaces the connection on the next query.
  const connectionLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', connectionLost);
  // A connection that breaks while checked out (a query or a transaction in flight when the database goes
  // away) emits 'error' on its client, which the pool does not hear: the query itself is rejected (and
  // answered 503), and this listener keeps the event from ending the process.
  pool.on('connect', (client) => client.on('error', connectionLost));
  const db = drizzle(pool, { schema, logger: loggerOf(onQuery) });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

function bigintTypes(types: typeof import('pg').types) {
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === 20) return (value: string) => BigInt(value);
      return types.getTypeParser(oid, format as 'text');
    },
  };
}

async function openPglite(dataDir: string, onQuery?: OpenOptions['onQuery']): Promise<Database> {
  const folder = path.join(dataDir, 'pglite');
  fs.mkdirSync(folder, { recursive: true });
  const lock = acquireFolderLock(folder);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // PGlite's default 128 MB of shared buffers is most of its memory, and all of it is resident from
    // the start (its wasm heap is zeroed as it grows): 128 MB took 1.2 s more to start and 120 MB more
    // memory than 16 MB. A club's tables and indexes are a few MB, and the host's page cache still
    // holds the files, so 16 MB (2,048 pages) is plenty; 32 MB cost 15 to 20 MB more resident memory
    // for nothing (decision 102, the start budget of issue 20: 350 MB).
    const client = await PGlite.create(folder, {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzle(client, { schema, logger: loggerOf(onQuery) });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../src/db/client';

const MIGRATIONS = path.join(import.meta.dirname, '..', 'src', 'db', 'migrations');

/** Room a memory-backed folder must have left to hold the test databases (a template and a few copies). */
const SHM_ROOM_NEEDED = 2 * 1024 ** 3;

let scratch: string | undefined;
/**
 * Where test databases live: /dev/shm (memory) when it has room, else the system's temporary folder. A
 * PGlite database is 1,300 files and 42 MB: copying the template took about 1 s on the disk and 0.05 s
 * in memory, most of each integration file's setup. Containers often give /dev/shm only 64 MB: then disk.
 */
function scratchRoot(): string {
  if (scratch) return scratch;
  scratch = os.tmpdir();
  try {
    const room = fs.statfsSync('/dev/shm');
    if (room.bavail * room.bsize >= SHM_ROOM_NEEDED) {
      fs.accessSync('/dev/shm', fs.constants.W_OK);
      scratch = '/dev/shm';
    }
  } catch {
    // No /dev/shm (macOS, Windows) or not writable: the temporary folder.
  }
  return scratch;
}

/**
 * What a migrated template depends on: every migration's text and, for PGlite's data folder, PGlite's
 * version. A new migration (or PGlite upgrade) gives a new name, so a stale template is never used.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(MIGRATIONS);
  // PGlite's package.json is not exported: find it above its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  hash.update(fs.readFileSync(path.join(dir, 'package.json')));
  return hash.digest('hex').slice(0, 12);
}

/** Templates of other migration sets kept: other checkouts (branches) testing on this machine at once. */
const OTHER_TEMPLATES_KEPT = 3;

let key: string | undefined;
const keyOfTemplate = () => {
  key ??= templateKey();
  return key;
};

/**
 * The migrated PGlite folder that every test database starts as a copy of (migrating a new PGlite takes
 * 4 to 5 s, copying the folder 0.05 s in memory, 1 s on disk). Made once per migration set and kept in
 * scratchRoot() across runs; made in a folder of its own and renamed into place, so parallel workers and
 * runs never see half of one.
 */
async function pgliteTemplate(): Promise<string> {
  const base = path.join(scratchRoot(), 'club-test-templates');
  const ready = path.join(base, `pglite-${keyOfTemplate()}`);
  if (fs.existsSync(ready)) return ready;
  fs.mkdirSync(base, { recursive: true });
  const building = fs.mkdtempSync(path.join(base, 'building-'));
  const database = await openDatabase({ dataDir: building });
  await database.close();
  fs.rmSync(path.join(building, 'pglite.lock'), { force: true });
  try {
    fs.renameSync(building, ready);
  } catch (error) {
    // Another worker put the same template in place first: use theirs.
    if (!fs.existsSync(ready)) throw error;
    fs.rmSync(building, { recursive: true, force: true });
  }
  // Templates of other migration sets are dropped, but not the newest few: another checkout of the project
  // (a branch with its own migrations) may be copying one right now.
  const others = fs
    .readdirSync(base)
    .filter((name) => name.startsWith('pglite-') && path.join(base, name) !== ready)
    .map((name) => ({ full: path.join(base, name), made: fs.statSync(path.join(base, name)).mtimeMs }))
    .sort((a, b) => b.made - a.made);
  for (const { full } of others.slice(OTHER_TEMPLATES_KEPT)) fs.rmSync(full, { recursive: true, force: true });
  return ready;
}

type PgClient = import('pg').Client;

/**
 * The migrated PostgreSQL database that every test database is created from (`CREATE DATABASE … TEMPLATE`:
 * about 0.1 s, against about 1 s to migrate). Made once per migration set under an advisory lock, so
 * parallel workers and runs make it once; templates of other migration sets are dropped.
 */
async function postgresTemplate(admin: PgClient, adminUrl: string): Promise<string> {
  const name = `club_test_template_${keyOfTemplate()}`;
  const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['club_test_template']);
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'club-test-'));
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    // The newest few of other migration sets stay (another checkout may be creating from one), as above.
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'club\\_test\\_template\\_%' AND datname <> $1 ORDER BY oid DESC OFFSET $2",
      [name, OTHER_TEMPLATES_KEPT],
    );
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', ['club_test_template']);
  }
}

export interface TestDatabase extends Database {
  dataDir: string;
  /**
   * Lets another process (the CLI) use this database while `work` runs, with the environment that points
   * it here. Read `db` again afterwards (on PGlite it is a new connection).
   */
  handOver<T>(work: (env: { DATA_DIR: string; DATABASE_URL?: string }) => T | Promise<T>): Promise<T>;
}

/**
 * A fresh, migrated database for one test file: PGlite in a temporary folder, or (TEST_DB_KIND=postgres)
 * a new database on TEST_DATABASE_URL's server that is dropped when the test file closes it. Both start as
 * a copy of a migrated template; the migrator still runs on open and finds nothing to do.
 */
export async function createTestDatabase(options: { onQuery?: (query: string) => void } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'club-test-'));
  if (process.env.TEST_DB_KIND !== 'postgres') {
    fs.cpSync(path.join(await pgliteTemplate(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    let database = await openDatabase({ dataDir, onQuery: options.onQuery });
    return {
      get db() {
        return database.db;
      },
      kind: database.kind,
      ping: () => database.ping(),
      dataDir,
      // PGlite's folder is one process's at a time: closed while the other process runs, opened again after.
      handOver: async (work) => {
        await database.close();
        try {
          return await work({ DATA_DIR: dataDir });
        } finally {
          database = await openDatabase({ dataDir, onQuery: options.onQuery });
        }
      },
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
  try {
    const template = await postgresTemplate(admin, adminUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir, onQuery: options.onQuery });
  return {
    ...database,
    dataDir,
    handOver: async (work) => work({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }),
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

import { parseArgs } from 'node:util';
import path from 'node:path';
import { STAFF_ROLES, staffNameSchema } from '@club/shared/staff';
import { ConfigError, loadConfig, webPushSettings } from './config';
import { type Database, openDatabase } from './db/client';
import { FolderLockedError } from './db/folder-lock';
import { seedDemoClubIfEmpty } from './db/seed';
import { createStaffAccount } from './features/staff/staff.service';
import { approveKycByEmail } from './features/kyc/kyc-review.service';
import { openCliSocketReach } from './cli-sockets';
import { createUseCaseContext } from './use-case';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-staff --email E --password P --role R --name N
      Creates a staff account. Roles: ${STAFF_ROLES.join(', ')}. The name is the one receipts, the audit
      log and colleagues' screens show (a super admin can change it later on the console's Staff screen).
  kyc-approve --email E [--note N]
      Approves a player's KYC the whole way, as a desk would: each uploaded document still awaiting review
      is approved, then the player; each step is audited (by the operator, no staff member). Refused,
      saying what is missing, while a required document is not uploaded or was rejected, or there is no
      valid PAN on file; nothing changes then.
  seed-demo
      Seeds the demo club (tables, tournaments, offers, menu, a super admin, a demo player) if it has no staff yet.

The CLI reads the same configuration as the server (DATA_DIR or DATABASE_URL picks the database)
and applies migrations first. Stop the server before using the CLI on the embedded database.`;

class UsageError extends Error {}

function requireOption(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`Missing --${name}`);
  return value.trim();
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') throw new UsageError('');
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      note: { type: 'string' },
    },
    strict: true,
  });
  const config = loadConfig();
  const withDatabase = async (work: (database: Database) => Promise<void>) => {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    try {
      await work(database);
    } finally {
      await database.close();
    }
  };

  switch (command) {
    case 'create-staff': {
      const email = requireOption(values, 'email');
      const password = requireOption(values, 'password');
      const roleText = requireOption(values, 'role');
      const role = STAFF_ROLES.find((known) => known === roleText);
      if (!role) throw new UsageError(`Unknown role "${roleText}"`);
      // A member is never named after their e-mail ("Cashier cashier" on receipts): the name is asked for.
      const name = staffNameSchema.safeParse(requireOption(values, 'name'));
      if (!name.success) throw new UsageError(`--name: ${name.error.issues[0]?.message}`);
      await withDatabase(async ({ db }) => {
        const member = await createStaffAccount(db, { email, password, role, name: name.data });
        console.log(`Created ${member.role} ${member.name} <${member.email}> (id ${member.id})`);
      });
      return;
    }
    case 'kyc-approve': {
      const email = requireOption(values, 'email');
      await withDatabase(async ({ db }) => {
        const sockets = await openCliSocketReach(config, (line) => console.log(line));
        try {
          const log = { error: (details: object, message: string) => console.error(message, details) };
          const ctx = createUseCaseContext(db, sockets.reach, log, { webPush: webPushSettings(config) });
          const player = await approveKycByEmail(ctx, email, values.note ?? 'Approved from the command line');
          console.log(`KYC approved for ${player.email} (player ${player.playerId})`);
        } finally {
          await sockets.close();
        }
      });
      return;
    }
    case 'seed-demo':
      await withDatabase(async ({ db }) => {
        await seedDemoClubIfEmpty(db, {
          log: (line) => console.log(line),
          print: (line) => console.log(line),
          credentialsFile: path.join(config.dataDir, 'demo-credentials.json'),
        });
      });
      return;
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    if ((error as Error).message) console.error(`${(error as Error).message}\n`);
    console.error(USAGE);
    process.exit(2);
  }
  if (error instanceof ConfigError || error instanceof FolderLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error((error as Error).message ?? error);
  process.exit(1);
});

import { spawn } from 'node:child_process';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { createPlayer } from '../test/fixtures';
import { fileKycDocuments } from '../test/kyc';
import { auditLog, kycDocuments, players, staff } from './db/schema';

// The CLI run as the operator runs it, a process of its own, on this test's database (PGlite or PostgreSQL).
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const SPAWNS_TIMEOUT_MS = 60_000;

function cli(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return database.handOver(
    (env) =>
      new Promise((resolve, reject) => {
        const { DATABASE_URL: _ours, REDIS_URL: _noRedis, ...inherited } = process.env;
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), ...args], {
          env: { ...inherited, LOG_LEVEL: 'silent', ...env },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => {
          stdout += chunk;
        });
        child.stderr.on('data', (chunk) => {
          stderr += chunk;
        });
        child.on('error', reject);
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      }),
  );
}

describe('npm run cli -- create-staff', () => {
  it(
    'names the member with --name, not after the e-mail',
    async () => {
      const result = await cli(
        'create-staff',
        '--email',
        'Asha.Rao@Club.example',
        '--password',
        'Counter-Cash-9',
        '--role',
        'cashier',
        '--name',
        '  Asha Rao ',
      );
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('Created cashier Asha Rao <asha.rao@club.example>');
      const [member] = await database.db.select().from(staff).where(eq(staff.email, 'asha.rao@club.example'));
      expect(member).toMatchObject({ name: 'Asha Rao', role: 'cashier', isActive: true });
    },
    SPAWNS_TIMEOUT_MS,
  );
});

describe('npm run cli -- kyc-approve', () => {
  it(
    'approves each document awaiting review, then the player, each step audited by the operator',
    async () => {
      const player = await createPlayer(database.db, { kycStatus: 'submitted' });
      await fileKycDocuments(database.db, player.id, { status: () => 'pending' });

      const result = await cli('kyc-approve', '--email', player.email, '--note', 'Seen at the desk');
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(`KYC approved for ${player.email}`);

      const db = database.db;
      const [after] = await db.select().from(players).where(eq(players.id, player.id));
      expect(after?.kycStatus).toBe('approved');
      const documents = await db.select().from(kycDocuments).where(eq(kycDocuments.playerId, player.id));
      expect(documents.map((d) => d.status)).toEqual(['approved', 'approved', 'approved']);
      const audited = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.playerId, player.id))
        .orderBy(asc(auditLog.id));
      expect(audited.map((row) => [row.action, row.staffId, row.note])).toEqual([
        ['kyc.document.approved', null, 'Seen at the desk'],
        ['kyc.document.approved', null, 'Seen at the desk'],
        ['kyc.document.approved', null, 'Seen at the desk'],
        ['kyc.approved', null, 'Seen at the desk'],
      ]);
      expect(audited.slice(0, 3).map((row) => Number(row.entityId))).toEqual(
        expect.arrayContaining(documents.map((d) => d.id)),
      );
    },
    SPAWNS_TIMEOUT_MS,
  );

  it(
    'refuses, saying what is missing, and changes nothing while a document was rejected or there is no PAN',
    async () => {
      const player = await createPlayer(database.db, { kycStatus: 'submitted' });
      await fileKycDocuments(database.db, player.id, {
        status: (type) => (type === 'government_id' ? 'rejected' : 'pending'),
      });
      await database.db.update(players).set({ panCardNumber: null }).where(eq(players.id, player.id));

      const result = await cli('kyc-approve', '--email', player.email);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('This player cannot be approved yet');
      expect(result.stderr).toContain('(rejected)');
      expect(result.stderr).toContain('the player needs a valid PAN card number on file');

      const db = database.db;
      const [after] = await db.select().from(players).where(eq(players.id, player.id));
      expect(after?.kycStatus).toBe('submitted');
      const pending = await db
        .select()
        .from(kycDocuments)
        .where(and(eq(kycDocuments.playerId, player.id), eq(kycDocuments.status, 'pending')));
      expect(pending).toHaveLength(2);
      expect(await db.select().from(auditLog).where(eq(auditLog.playerId, player.id))).toEqual([]);
    },
    SPAWNS_TIMEOUT_MS,
  );
});

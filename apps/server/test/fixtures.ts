import { randomBytes } from 'node:crypto';
import type { SessionScope } from '@club/shared/accounts';
import type { StaffRole } from '@club/shared/staff';
import type { Db } from '../src/db/client';
import { players, staff, wallets } from '../src/db/schema';
import { PLAYER_COOKIE, STAFF_COOKIE } from '../src/plugins/auth';
import { createPlayerSession, createStaffSession } from '../src/auth/sessions.service';

// A real argon2id hash of 'Passw0rd!' is slow to make; fixtures that never sign in by password use this marker.
const UNUSABLE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$fixture$fixture';

const unique = () => randomBytes(4).toString('hex');

export async function createPlayer(
  db: Db,
  overrides: Partial<typeof players.$inferInsert> = {},
): Promise<typeof players.$inferSelect> {
  const tag = unique();
  const [player] = await db
    .insert(players)
    .values({
      email: `player-${tag}@example.com`,
      firstName: 'Test',
      lastName: `Player ${tag}`,
      nickname: `nick-${tag}`,
      phone: String(9_000_000_000 + (Number.parseInt(tag, 16) % 999_999_999)),
      passwordHash: UNUSABLE_HASH,
      kycStatus: 'verified',
      emailVerified: true,
      ...overrides,
    })
    .returning();
  await db.insert(wallets).values({ playerId: player!.id }).onConflictDoNothing();
  return player!;
}

export async function createStaff(db: Db, role: StaffRole, overrides: Partial<typeof staff.$inferInsert> = {}) {
  const tag = unique();
  const [member] = await db
    .insert(staff)
    .values({
      email: `${role}-${tag}@club.example`,
      name: `${role} ${tag}`,
      role,
      passwordHash: UNUSABLE_HASH,
      ...overrides,
    })
    .returning();
  return member!;
}

/** A Cookie header for a new player session (tests create sessions through the service, not by signing in). */
export async function playerCookie(db: Db, playerId: number, scope: SessionScope = 'full'): Promise<string> {
  const { token } = await createPlayerSession(db, { playerId, scope, persistent: false });
  return `${PLAYER_COOKIE}=${token}`;
}

export async function staffCookie(db: Db, staffId: number): Promise<string> {
  const { token } = await createStaffSession(db, staffId);
  return `${STAFF_COOKIE}=${token}`;
}

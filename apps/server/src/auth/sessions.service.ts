import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { REMEMBER_ME_DAYS, type SessionScope } from '@club/shared/accounts';
import type { StaffRole } from '@club/shared/staff';
import type { DbOrTx } from '../db/client';
import { sessions, staff } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A browser-session cookie has no expiry of its own; the server still caps it. */
const BROWSER_SESSION_MAX_DAYS = 7;
const STAFF_SESSION_HOURS = 12;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface PlayerSession {
  kind: 'player';
  sessionId: number;
  playerId: number;
  scope: SessionScope;
}
export interface StaffSession {
  kind: 'staff';
  sessionId: number;
  staffId: number;
  role: StaffRole;
  name: string;
  /** A super admin set this member's password: until they choose their own, no staff work (issue 19). */
  mustChangePassword: boolean;
}

export async function createPlayerSession(
  db: DbOrTx,
  input: { playerId: number; scope: SessionScope; persistent: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const days = input.persistent ? REMEMBER_ME_DAYS : BROWSER_SESSION_MAX_DAYS;
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'player',
    playerId: input.playerId,
    scope: input.scope,
    persistent: input.persistent,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function createStaffSession(db: DbOrTx, staffId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + STAFF_SESSION_HOURS * 60 * 60 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), kind: 'staff', staffId, scope: 'staff', expiresAt });
  return { token, expiresAt };
}

const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

export async function findPlayerSession(db: DbOrTx, token: string): Promise<PlayerSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, playerId: sessions.playerId, scope: sessions.scope })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, 'player'), live()));
  if (!row?.playerId) return null;
  return { kind: 'player', sessionId: row.sessionId, playerId: row.playerId, scope: row.scope as SessionScope };
}

/** The role is read with every request, so a deactivated account or a changed role counts at once. */
export async function findStaffSession(db: DbOrTx, token: string): Promise<StaffSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      staffId: staff.id,
      role: staff.role,
      name: staff.name,
      mustChangePassword: staff.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, 'staff'), eq(staff.isActive, true), live()));
  if (!row) return null;
  return { kind: 'staff', ...row };
}

/** Whether the staff session of `token` belongs to an account since deactivated (its 401 then says so). */
export async function isOfDeactivatedStaff(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ isActive: staff.isActive })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, 'staff')));
  return row?.isActive === false;
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Sign-out everywhere else (password reset): every live session of the player but `keepSessionId`. */
export async function revokePlayerSessions(db: DbOrTx, playerId: number, keepSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

/** KYC approval turns the player's onboarding sessions into full ones, so the waiting screen moves on. */
export async function promotePlayerSessions(db: DbOrTx, playerId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ scope: 'full' })
    .where(and(eq(sessions.playerId, playerId), eq(sessions.scope, 'onboarding'), live()));
}

/** A withdrawn approval sends the player's full sessions back to the KYC flow at once. */
export async function demotePlayerSessions(db: DbOrTx, playerId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ scope: 'onboarding' })
    .where(and(eq(sessions.playerId, playerId), eq(sessions.scope, 'full'), live()));
}

/**
 * Every live session of a staff account but `keepSessionId` (deactivation, a new password): a later
 * reactivation does not revive them.
 */
export async function revokeStaffSessions(db: DbOrTx, staffId: number, keepSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.staffId, staffId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

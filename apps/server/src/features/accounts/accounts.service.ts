import { stillThere } from '../../db/rows';
import { returnedRow } from '../../db/rows';
import { eq, sql } from 'drizzle-orm';
import { isKycPassed, MESSAGES, type KycStatus, type Player, type SignupRequest } from '@club/shared/accounts';
import { IDENTITY_MESSAGES } from '@club/shared/kyc';
import { barredSignInMessage, isBarInForce } from '@club/shared/player-directory';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { playerActivity, players, wallets } from '../../db/schema';
import { getClubSettings } from '../club/club.service';
import { createPlayerSession } from '../../auth/sessions.service';
import { writeAudit } from '../staff/audit.service';
import { findPlayerByEmail, findPlayerById, isFieldTaken, loadPlayerView, type PlayerRow } from './accounts.repo';
import { findPendingIdentityChange, isIdentityLocked, requestIdentityChange } from './identity-change.service';
import { getDummyHash, hashPassword, verifyPassword } from '../../auth/password';

const CLASH = {
  players_email_unique: new AppError('EMAIL_EXISTS', MESSAGES.emailExists),
  players_nickname_lower_key: new AppError('NICKNAME_EXISTS', MESSAGES.nicknameExists),
  players_phone_unique: new AppError('PHONE_EXISTS', MESSAGES.phoneExists),
} satisfies Record<string, AppError>;

/** Access Denied texts of accounts-kyc.md section 8, per KYC status. */
export const KYC_DENIED_MESSAGE: Record<KycStatus, string> = {
  // Only a player who submitted waits for approval; one who has not is told to complete KYC (issue 14 item 18).
  pending: 'Please complete your KYC verification process.',
  submitted: 'Wait for KYC approval',
  rejected: 'Your KYC documents were rejected. Please contact support for assistance.',
  incomplete: 'Please complete your KYC verification process.',
  approved: '',
  verified: '',
};

export async function signUp(db: Db, input: SignupRequest): Promise<{ player: PlayerRow; sessionToken: string }> {
  // Checked first for a clear message; the unique indexes below decide races.
  if (await isFieldTaken(db, 'email', input.email)) throw CLASH.players_email_unique;
  if (await isFieldTaken(db, 'nickname', input.nickname)) throw CLASH.players_nickname_lower_key;
  if (await isFieldTaken(db, 'phone', input.phone)) throw CLASH.players_phone_unique;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const player = returnedRow(
        await tx
          .insert(players)
          .values({
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            nickname: input.nickname,
            phone: input.phone,
            passwordHash,
          })
          .returning(),
      );
      await tx.insert(wallets).values({ playerId: player.id });
      const { token } = await createPlayerSession(tx, { playerId: player.id, scope: 'onboarding', persistent: false });
      return { player, sessionToken: token };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint && constraint in CLASH) throw CLASH[constraint as keyof typeof CLASH];
    throw error;
  }
}

export type SignInResult =
  | { kind: 'full'; player: Player; sessionToken: string; expiresAt: Date | null }
  | { kind: 'kyc_required'; player: Player; sessionToken: string; expiresAt: Date | null };

/**
 * Unknown e-mail and wrong password answer alike (and take alike long). A player whose KYC has not
 * passed gets an onboarding session so the KYC flow can continue, and the KYC_VERIFICATION_REQUIRED error.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; remember: boolean; userAgent?: string },
): Promise<SignInResult> {
  const row = await findPlayerByEmail(db, input.email);
  const ok = await verifyPassword(row?.passwordHash ?? (await getDummyHash()), input.password);
  if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);

  const settings = await getClubSettings(db);
  // A barred player is told so, and until when, only once the password proved it is them (issue 19).
  if (isBarInForce(row)) {
    throw new AppError('PLAYER_BARRED', barredSignInMessage(row.barredUntil, settings.timeZone));
  }
  if (settings.requireEmailVerification && !row.emailVerified) {
    throw new AppError('EMAIL_VERIFICATION_REQUIRED', MESSAGES.emailNotVerified);
  }
  const kycPassed = isKycPassed(row.kycStatus);
  const { token, expiresAt } = await createPlayerSession(db, {
    playerId: row.id,
    scope: kycPassed ? 'full' : 'onboarding',
    // 'Remember password' holds from onboarding through approval: the session row is the one promoted (issue 14 item 19).
    persistent: input.remember,
  });
  await db.update(players).set({ lastLoginAt: sql`now()` }).where(eq(players.id, row.id));
  await db
    .insert(playerActivity)
    .values({ playerId: row.id, action: 'signin', email: row.email, userAgent: input.userAgent?.slice(0, 500) });
  const player = stillThere(await loadPlayerView(db, row.id), 'Player');
  const cookieExpiry = input.remember ? expiresAt : null;
  if (!kycPassed) return { kind: 'kyc_required', player, sessionToken: token, expiresAt: cookieExpiry };
  return { kind: 'full', player, sessionToken: token, expiresAt: cookieExpiry };
}

/**
 * The player edits their details. Before KYC approval they are simply saved. After it the legal name is
 * what staff verified: a new one becomes a change request for review and the old name stays in force
 * (docs/decisions/007); a phone change is saved and audited with the old and new numbers.
 */
export async function updateProfile(
  db: Db,
  playerId: number,
  input: { firstName: string; lastName: string; phone: string; pageBySms?: boolean },
): Promise<Player> {
  let isPendingReview = false;
  try {
    await db.transaction(async (tx) => {
      const [player] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
      if (!player) throw new AppError('NOT_FOUND', 'Player not found');
      const isLocked = isIdentityLocked(player.kycStatus);
      const nameChanged = player.firstName !== input.firstName || player.lastName !== input.lastName;
      if (isLocked && nameChanged) {
        await requestIdentityChange(tx, player, { firstName: input.firstName, lastName: input.lastName });
        isPendingReview = true;
      }
      const names = isLocked ? {} : { firstName: input.firstName, lastName: input.lastName };
      await tx
        .update(players)
        .set({
          ...names,
          phone: input.phone,
          ...(input.pageBySms === undefined ? {} : { pageBySms: input.pageBySms }),
          updatedAt: sql`now()`,
        })
        .where(eq(players.id, playerId));
      if (player.phone !== input.phone) {
        await writeAudit(tx, {
          staffId: null,
          playerId,
          action: 'players.phone_changed',
          entity: 'player',
          entityId: playerId,
          before: { phone: player.phone },
          after: { phone: input.phone },
        });
      }
    });
  } catch (error) {
    if (uniqueViolation(error) === 'players_phone_unique') throw CLASH.players_phone_unique;
    throw error;
  }
  const view = stillThere(await loadPlayerView(db, playerId), 'Player');
  const pending = await findPendingIdentityChange(db, playerId);
  return {
    ...view,
    pendingIdentityChange: pending && { ...pending.new, requestedAt: pending.requestedAt },
    ...(isPendingReview ? { message: IDENTITY_MESSAGES.pendingReview } : {}),
  };
}

/** One sign-in or sign-out line of the activity log, for the session's own player. */
export async function logActivity(db: Db, input: { playerId: number; action: string; userAgent: string }) {
  const [player] = await db.select({ email: players.email }).from(players).where(eq(players.id, input.playerId));
  await db.insert(playerActivity).values({
    playerId: input.playerId,
    action: input.action,
    email: player?.email ?? null,
    userAgent: input.userAgent.slice(0, 500),
  });
}

/** A player's row by id, for other features' use cases (KYC); undefined when there is none. */
export const findPlayer = (db: Db, playerId: number) => findPlayerById(db, playerId);

import { eq, sql } from 'drizzle-orm';
import { isKycPassed, MESSAGES, type KycStatus, type Player, type SignupRequest } from '@club/shared/accounts';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { playerActivity, players, wallets } from '../../db/schema';
import { getClubSettings } from '../club/club.repo';
import { createPlayerSession } from '../sessions/sessions.service';
import { findPlayerByEmail, isFieldTaken, loadPlayerView, type PlayerRow } from './accounts.repo';
import { getDummyHash, hashPassword, verifyPassword } from './password';

const CLASH: Record<string, AppError> = {
  players_email_unique: new AppError('EMAIL_EXISTS', MESSAGES.emailExists),
  players_nickname_lower_key: new AppError('NICKNAME_EXISTS', MESSAGES.nicknameExists),
  players_phone_unique: new AppError('PHONE_EXISTS', MESSAGES.phoneExists),
};

/** Access Denied texts of accounts-kyc.md section 8, per KYC status. */
export const KYC_DENIED_MESSAGE: Record<KycStatus, string> = {
  pending: 'Wait for KYC approval',
  submitted: 'Wait for KYC approval',
  rejected: 'Your KYC documents were rejected. Please contact support for assistance.',
  incomplete: 'Please complete your KYC verification process.',
  approved: '',
  verified: '',
};

export async function signUp(db: Db, input: SignupRequest): Promise<{ player: PlayerRow; sessionToken: string }> {
  // Checked first for a clear message; the unique indexes below decide races.
  if (await isFieldTaken(db, 'email', input.email)) throw CLASH.players_email_unique!;
  if (await isFieldTaken(db, 'nickname', input.nickname)) throw CLASH.players_nickname_lower_key!;
  if (await isFieldTaken(db, 'phone', input.phone)) throw CLASH.players_phone_unique!;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [player] = await tx
        .insert(players)
        .values({
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          nickname: input.nickname,
          phone: input.phone,
          passwordHash,
        })
        .returning();
      await tx.insert(wallets).values({ playerId: player!.id });
      const { token } = await createPlayerSession(tx, { playerId: player!.id, scope: 'onboarding', persistent: false });
      return { player: player!, sessionToken: token };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint && CLASH[constraint]) throw CLASH[constraint];
    throw error;
  }
}

/** The rate-limit key of the per-account sign-in limit; a password reset clears it. */
export const signInLimitKey = (email: string) => `signin-account:${email.trim().toLowerCase()}`;

export type SignInResult =
  | { kind: 'full'; player: Player; sessionToken: string; expiresAt: Date | null }
  | { kind: 'kyc_required'; player: Player; sessionToken: string };

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
  if (settings.requireEmailVerification && !row.emailVerified) {
    throw new AppError('EMAIL_VERIFICATION_REQUIRED', MESSAGES.emailNotVerified);
  }
  const kycPassed = isKycPassed(row.kycStatus as KycStatus);
  const { token, expiresAt } = await createPlayerSession(db, {
    playerId: row.id,
    scope: kycPassed ? 'full' : 'onboarding',
    persistent: kycPassed && input.remember,
  });
  await db.update(players).set({ lastLoginAt: sql`now()` }).where(eq(players.id, row.id));
  await db
    .insert(playerActivity)
    .values({ playerId: row.id, action: 'signin', email: row.email, userAgent: input.userAgent?.slice(0, 500) });
  const player = (await loadPlayerView(db, row.id))!;
  if (!kycPassed) return { kind: 'kyc_required', player, sessionToken: token };
  return { kind: 'full', player, sessionToken: token, expiresAt: input.remember ? expiresAt : null };
}

export async function updateProfile(
  db: Db,
  playerId: number,
  input: { firstName: string; lastName: string; phone: string },
): Promise<Player> {
  try {
    await db
      .update(players)
      .set({ firstName: input.firstName, lastName: input.lastName, phone: input.phone, updatedAt: sql`now()` })
      .where(eq(players.id, playerId));
  } catch (error) {
    if (uniqueViolation(error) === 'players_phone_unique') throw CLASH.players_phone_unique!;
    throw error;
  }
  return (await loadPlayerView(db, playerId))!;
}

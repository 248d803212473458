import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@club/shared/accounts';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { players } from '../../db/schema';
import { getClubSettings } from '../club/club.service';
import type { Mailer } from '../mail/mailer.service';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { revokePlayerSessions } from '../../auth/sessions.service';
import { findPlayerByEmail, type PlayerRow } from './accounts.repo';
import { consumeEmailToken, findEmailTokenOwner, issueEmailToken } from './email-tokens.service';
import { hashPassword } from '../../auth/password';

interface MailContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const link = (publicUrl: string, page: string, token: string, email: string) =>
  `${publicUrl}/${page}?${new URLSearchParams({ token, email })}`;

export async function sendVerificationEmail(ctx: MailContext, player: Pick<PlayerRow, 'id' | 'email' | 'firstName'>) {
  const token = await issueEmailToken(ctx.db, player.id, 'verify_email');
  const { clubName } = await getClubSettings(ctx.db);
  await ctx.mailer.send(
    verificationMail(
      clubName,
      player.email,
      player.firstName,
      link(ctx.publicUrl, 'verify-email', token, player.email),
    ),
  );
}

/** Resend answers the same whether or not the address is known; only an unverified account gets mail. */
export async function resendVerificationEmail(ctx: MailContext, email: string): Promise<void> {
  const player = await findPlayerByEmail(ctx.db, email);
  if (player && !player.emailVerified) await sendVerificationEmail(ctx, player);
}

/**
 * Verifies the e-mail with a link's token. A used, superseded or expired link of an e-mail that is
 * verified already answers so (`alreadyVerified`), not as a failure; any other bad link is refused.
 */
export async function verifyEmail(db: Db, token: string, email: string): Promise<{ alreadyVerified: boolean }> {
  const input = { token, email, purpose: 'verify_email' as const };
  const playerId = await consumeEmailToken(db, input);
  if (!playerId) {
    const owner = await findEmailTokenOwner(db, input);
    if (owner?.emailVerified) return { alreadyVerified: true };
    throw new AppError('INVALID_TOKEN', MESSAGES.verificationInvalid);
  }
  await db
    .update(players)
    .set({ emailVerified: true, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(players.id, playerId));
  return { alreadyVerified: false };
}

export async function requestPasswordReset(ctx: MailContext, email: string): Promise<void> {
  const player = await findPlayerByEmail(ctx.db, email);
  if (!player) return;
  const token = await issueEmailToken(ctx.db, player.id, 'password_reset');
  const { clubName } = await getClubSettings(ctx.db);
  await ctx.mailer.send(
    passwordResetMail(clubName, player.email, link(ctx.publicUrl, 'reset-password', token, player.email)),
  );
}

/**
 * Sets the new password and signs the player out everywhere. Following the link proves the mailbox,
 * so the e-mail counts as verified too.
 */
export async function resetPassword(
  db: Db,
  input: { email: string; token: string; password: string },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const playerId = await consumeEmailToken(tx, { token: input.token, email: input.email, purpose: 'password_reset' });
    if (!playerId)
      throw new AppError(
        'INVALID_TOKEN',
        'This password reset link is invalid or has expired. Please request a new one.',
      );
    await tx
      .update(players)
      .set({
        passwordHash,
        emailVerified: true,
        emailVerifiedAt: sql`coalesce(${players.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(players.id, playerId));
    await revokePlayerSessions(tx, playerId);
    return playerId;
  });
}

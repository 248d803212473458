import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTokens, players } from '../../db/schema';
import { hashToken, newToken } from '../../auth/sessions.service';

export type TokenPurpose = 'verify_email' | 'password_reset';

const TTL_MINUTES: Record<TokenPurpose, number> = { verify_email: 24 * 60, password_reset: 60 };

/** A new single-use token; older unused tokens of the same purpose stop working. Only the hash is stored. */
export async function issueEmailToken(db: DbOrTx, playerId: number, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.playerId, playerId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({
    playerId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TTL_MINUTES[purpose] * 60_000),
  });
  return token;
}

/**
 * Uses a token once: it must match the e-mail, be unused and unexpired. The update is the check,
 * so two requests racing with the same token cannot both succeed. Returns the player's id or null.
 */
export async function consumeEmailToken(
  db: DbOrTx,
  input: { token: string; email: string; purpose: TokenPurpose },
): Promise<number | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(input.token)),
        eq(emailTokens.purpose, input.purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
        sql`${emailTokens.playerId} = (select ${players.id} from ${players} where ${players.email} = ${input.email.trim().toLowerCase()})`,
      ),
    )
    .returning({ playerId: emailTokens.playerId });
  return row?.playerId ?? null;
}

/**
 * The player a token was once issued to for this e-mail, used or not, expired or not (null when it never
 * was): an old or used verification link still proves the reader holds that mailbox's mail, so it may be
 * told the e-mail is already verified (issue 14, item 14), and nothing more.
 */
export async function findEmailTokenOwner(
  db: DbOrTx,
  input: { token: string; email: string; purpose: TokenPurpose },
): Promise<{ playerId: number; emailVerified: boolean } | null> {
  const [row] = await db
    .select({ playerId: players.id, emailVerified: players.emailVerified })
    .from(emailTokens)
    .innerJoin(players, eq(players.id, emailTokens.playerId))
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(input.token)),
        eq(emailTokens.purpose, input.purpose),
        eq(players.email, input.email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

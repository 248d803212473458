import { eq, sql } from 'drizzle-orm';
import type { Player } from '@club/shared/accounts';
import { fromPaise } from '@club/shared/money';
import type { DbOrTx } from '../../db/client';
import { players, wallets } from '../../db/schema';

export type PlayerRow = typeof players.$inferSelect;

export async function findPlayerByEmail(db: DbOrTx, email: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.email, email.trim().toLowerCase()));
  return row;
}

export async function findPlayerById(db: DbOrTx, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row;
}

/** Whether a sign-up field is taken: e-mail exactly (stored lower-case), nickname whatever its case, phone digits. */
export async function isFieldTaken(db: DbOrTx, field: 'email' | 'nickname' | 'phone', value: string): Promise<boolean> {
  const v = value.trim();
  const condition =
    field === 'email'
      ? eq(players.email, v.toLowerCase())
      : field === 'nickname'
        ? sql`lower(${players.nickname}) = lower(${v})`
        : eq(players.phone, v.replace(/\D/g, ''));
  const [row] = await db.select({ id: players.id }).from(players).where(condition).limit(1);
  return Boolean(row);
}

/** The player as the client sees it, with the wallet's figures as decimal strings of rupees. */
export async function loadPlayerView(db: DbOrTx, playerId: number): Promise<Player | undefined> {
  const [row] = await db
    .select({ player: players, wallet: wallets })
    .from(players)
    .leftJoin(wallets, eq(wallets.playerId, players.id))
    .where(eq(players.id, playerId));
  if (!row) return undefined;
  const { player, wallet } = row;
  return {
    id: player.id,
    playerCode: player.playerCode,
    supabaseId: player.publicId,
    email: player.email,
    firstName: player.firstName,
    lastName: player.lastName,
    nickname: player.nickname,
    phone: player.phone,
    kycStatus: player.kycStatus,
    emailVerified: player.emailVerified,
    panCard: player.panCardNumber,
    balance: fromPaise(wallet?.cashPaise ?? 0n),
    currentCredit: fromPaise(wallet?.creditPaise ?? 0n),
    creditLimit: fromPaise(wallet?.creditLimitPaise ?? 0n),
    creditApproved: wallet?.creditApproved ?? false,
    pageBySms: player.pageBySms,
  };
}

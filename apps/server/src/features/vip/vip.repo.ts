import { returnedRow } from '../../db/rows';
import type { Redemption, VipRewardType } from '@club/shared/vip';
import { VIP_REWARDS } from '@club/shared/vip';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { players, seats, transactions, vipRedemptions } from '../../db/schema';
import type { PlayHistory } from './vip-points';

type RedemptionRow = typeof vipRedemptions.$inferSelect;

/** The player's real play: table buy-ins from the ledger, sessions from the seats. */
export async function loadPlayHistory(db: DbOrTx, playerId: number): Promise<PlayHistory> {
  const [buyIns] = await db
    .select({
      paise: sql<string>`coalesce(-sum(${transactions.amountPaise}), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(transactions)
    .where(and(eq(transactions.playerId, playerId), eq(transactions.type, 'table_buy_in')));
  const sessions = await db
    .select({ startAt: seats.sessionStartAt, endedAt: seats.endedAt })
    .from(seats)
    .where(eq(seats.playerId, playerId));
  return { buyInPaise: BigInt(buyIns?.paise ?? '0'), buyInCount: buyIns?.count ?? 0, sessions };
}

export async function listPlayerRedemptions(db: DbOrTx, playerId: number): Promise<RedemptionRow[]> {
  return db
    .select()
    .from(vipRedemptions)
    .where(eq(vipRedemptions.playerId, playerId))
    .orderBy(desc(vipRedemptions.createdAt), desc(vipRedemptions.id));
}

/** Locks the player's row: every redemption and approval for one player runs one at a time. */
export async function lockPlayerForVip(tx: Tx, playerId: number): Promise<boolean> {
  const rows = await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('no key update');
  return rows.length > 0;
}

export async function findRedemption(db: DbOrTx, id: number): Promise<RedemptionRow | undefined> {
  const [row] = await db.select().from(vipRedemptions).where(eq(vipRedemptions.id, id));
  return row;
}

export async function lockRedemption(tx: Tx, id: number): Promise<RedemptionRow | undefined> {
  const [row] = await tx.select().from(vipRedemptions).where(eq(vipRedemptions.id, id)).for('update');
  return row;
}

export async function insertRedemption(tx: Tx, playerId: number, rewardType: VipRewardType): Promise<RedemptionRow> {
  const row = returnedRow(
    await tx
      .insert(vipRedemptions)
      .values({ playerId, rewardType, pointsCost: VIP_REWARDS[rewardType].pointsCost })
      .returning(),
  );
  return row;
}

export async function decideRedemptionRow(
  tx: Tx,
  id: number,
  values: { status: 'approved' | 'rejected'; decidedBy: number; note: string | null },
): Promise<RedemptionRow> {
  const row = returnedRow(
    await tx
      .update(vipRedemptions)
      .set({ ...values, decidedAt: new Date() })
      .where(eq(vipRedemptions.id, id))
      .returning(),
  );
  return row;
}

export async function listRedemptionsWithPlayers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ redemption: vipRedemptions, firstName: players.firstName, lastName: players.lastName })
    .from(vipRedemptions)
    .innerJoin(players, eq(players.id, vipRedemptions.playerId))
    .where(where)
    .orderBy(desc(vipRedemptions.createdAt), desc(vipRedemptions.id))
    .limit(200);
}

export async function findPlayerName(db: DbOrTx, playerId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(eq(players.id, playerId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

export function toRedemption(row: RedemptionRow): Redemption {
  const rewardType = row.rewardType;
  return {
    id: row.id,
    playerId: row.playerId,
    rewardType,
    rewardName: VIP_REWARDS[rewardType]?.name ?? row.rewardType,
    pointsCost: row.pointsCost,
    status: row.status as Redemption['status'],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

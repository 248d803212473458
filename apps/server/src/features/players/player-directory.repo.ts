import { and, asc, desc, eq, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { KycStatus } from '@club/shared/accounts';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  chatMessages,
  chatSessions,
  feedback,
  playerNotes,
  players,
  pokerTables,
  seats,
  staff,
  transactions,
  waitlistEntries,
  wallets,
} from '../../db/schema';

export type DirectoryPlayerRow = typeof players.$inferSelect & { barredByName: string | null };

const SEARCH_LIMIT = 50;
const HISTORY_LIMIT = 50;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const directoryColumns = {
  player: players,
  barredByName: staff.name,
};

const withBarringStaff = (rows: Array<{ player: typeof players.$inferSelect; barredByName: string | null }>) =>
  rows.map(({ player, barredByName }) => ({ ...player, barredByName }));

/**
 * The directory's search: any part of the name, nickname, e-mail, phone or player code; the PAN only
 * when the caller may read it (KYC reviewers), so other roles cannot find a player by a PAN they typed.
 */
export async function searchPlayers(
  db: DbOrTx,
  filter: { search?: string; kycStatus?: KycStatus; byPan: boolean },
): Promise<DirectoryPlayerRow[]> {
  const conditions: SQL[] = [];
  if (filter.kycStatus) conditions.push(eq(players.kycStatus, filter.kycStatus));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const fields = [
      ilike(players.email, pattern),
      ilike(players.firstName, pattern),
      ilike(players.lastName, pattern),
      sql`(${players.firstName} || ' ' || ${players.lastName}) ilike ${pattern}`,
      ilike(players.nickname, pattern),
      ilike(players.phone, pattern),
      ilike(players.playerCode, pattern),
    ];
    // PANs are stored upper-case; a typed one matches whatever its case.
    if (filter.byPan) fields.push(like(players.panCardNumber, `%${escapeLike(filter.search.toUpperCase())}%`));
    const anyField = or(...fields);
    if (anyField) conditions.push(anyField);
  }
  const rows = await db
    .select(directoryColumns)
    .from(players)
    .leftJoin(staff, eq(staff.id, players.barredBy))
    .where(and(...conditions))
    .orderBy(desc(players.createdAt))
    .limit(SEARCH_LIMIT);
  return withBarringStaff(rows);
}

export async function findDirectoryPlayer(db: DbOrTx, playerId: number): Promise<DirectoryPlayerRow | undefined> {
  const rows = await db
    .select(directoryColumns)
    .from(players)
    .leftJoin(staff, eq(staff.id, players.barredBy))
    .where(eq(players.id, playerId));
  return withBarringStaff(rows)[0];
}

/** The player's row, locked: a bar and a lift of the same player run one after the other. */
export async function lockPlayerForBar(tx: DbOrTx, playerId: number) {
  const [row] = await tx
    .select({
      id: players.id,
      barredAt: players.barredAt,
      barredUntil: players.barredUntil,
      barReason: players.barReason,
      barredBy: players.barredBy,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  return row;
}

export async function setPlayerBar(
  tx: DbOrTx,
  playerId: number,
  bar: { reason: string; until: Date | null; staffId: number } | null,
) {
  await tx
    .update(players)
    .set(
      bar
        ? { barredAt: sql`now()`, barredUntil: bar.until, barReason: bar.reason, barredBy: bar.staffId }
        : { barredAt: null, barredUntil: null, barReason: null, barredBy: null },
    )
    .where(eq(players.id, playerId));
}

/** The tables where the player sits or waits: their floor shows the bar's flag. */
export async function findTablesOfPlayer(db: DbOrTx, playerId: number): Promise<number[]> {
  const seated = await db
    .select({ tableId: seats.tableId })
    .from(seats)
    .where(and(eq(seats.playerId, playerId), isNull(seats.endedAt)));
  const waiting = await db
    .select({ tableId: waitlistEntries.tableId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.playerId, playerId), eq(waitlistEntries.status, 'waiting')));
  return [...new Set([...seated, ...waiting].flatMap((row) => (row.tableId === null ? [] : [row.tableId])))];
}

export async function insertPlayerNote(tx: DbOrTx, note: { playerId: number; staffId: number; body: string }) {
  const [row] = await tx.insert(playerNotes).values(note).returning();
  return row;
}

export async function findStaffName(db: DbOrTx, staffId: number): Promise<string> {
  const [row] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, staffId));
  return row?.name ?? '';
}

export async function listPlayerNotes(db: DbOrTx, playerId: number) {
  return db
    .select({
      id: playerNotes.id,
      playerId: playerNotes.playerId,
      body: playerNotes.body,
      staffName: staff.name,
      createdAt: playerNotes.createdAt,
    })
    .from(playerNotes)
    .innerJoin(staff, eq(staff.id, playerNotes.staffId))
    .where(eq(playerNotes.playerId, playerId))
    .orderBy(desc(playerNotes.createdAt), desc(playerNotes.id));
}

/** Table buy-ins and cash-outs from the ledger (reversals move the same types back), and the wallet. */
export async function findPlayerMoney(db: DbOrTx, playerId: number) {
  const [totals] = await db
    .select({
      buyIns: sql<string>`coalesce(-sum(${transactions.amountPaise}) filter (where ${transactions.type} = 'table_buy_in'), 0)::text`,
      cashOuts: sql<string>`coalesce(sum(${transactions.amountPaise}) filter (where ${transactions.type} = 'table_cash_out'), 0)::text`,
    })
    .from(transactions)
    .where(eq(transactions.playerId, playerId));
  const [wallet] = await db.select().from(wallets).where(eq(wallets.playerId, playerId));
  return {
    buyInsPaise: BigInt(totals?.buyIns ?? '0'),
    cashOutsPaise: BigInt(totals?.cashOuts ?? '0'),
    wallet: wallet ?? null,
  };
}

/** The last session's start and the seat the player holds now, if any. */
export async function findPlayerVisits(db: DbOrTx, playerId: number) {
  const [visits] = await db
    .select({ last: sql<string | null>`max(${seats.sessionStartAt})::text` })
    .from(seats)
    .where(eq(seats.playerId, playerId));
  const [open] = await db
    .select({ tableName: pokerTables.name, seatNumber: seats.seatNumber })
    .from(seats)
    .innerJoin(pokerTables, eq(pokerTables.id, seats.tableId))
    .where(and(eq(seats.playerId, playerId), isNull(seats.endedAt)));
  const last = visits?.last ? new Date(visits.last) : null;
  return { last, open: open ?? null };
}

/** KYC decisions as the audit log recorded them (kyc.approved, kyc.rejected, kyc.incomplete), newest first. */
export async function findKycDecisions(db: DbOrTx, playerId: number) {
  return db
    .select({ action: auditLog.action, note: auditLog.note, staffName: staff.name, createdAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(eq(auditLog.playerId, playerId), like(auditLog.action, 'kyc.%'), eq(auditLog.entity, 'player')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
}

export async function findChatHistory(db: DbOrTx, playerId: number) {
  const sessions = await db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.playerId, playerId))
    .orderBy(desc(chatSessions.createdAt))
    .limit(HISTORY_LIMIT);
  const messages = sessions.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.sessionId,
            sessions.map((s) => s.id),
          ),
        )
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    : [];
  return sessions.map((session) => ({ session, messages: messages.filter((m) => m.sessionId === session.id) }));
}

export async function findFeedbackHistory(db: DbOrTx, playerId: number) {
  return db
    .select()
    .from(feedback)
    .where(eq(feedback.playerId, playerId))
    .orderBy(desc(feedback.createdAt))
    .limit(HISTORY_LIMIT);
}

import type { KycStatus } from '@club/shared/accounts';
import { fromPaise } from '@club/shared/money';
import {
  canReadPlayerKyc,
  canReadPlayerMoney,
  type DirectoryPlayer,
  type PlayerNote,
  type PlayerProfile,
} from '@club/shared/player-directory';
import type { StaffRole } from '@club/shared/staff';
import { notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { stillThere } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { listPlayerDocuments } from '../documents/documents.service';
import { writeAudit } from '../staff/audit.service';
import { calculateVipPoints } from '../vip/vip.service';
import { publishNoteAdded } from './player-directory.events';
import { toDirectoryPlayer } from './player-directory.mappers';
import {
  findChatHistory,
  findDirectoryPlayer,
  findFeedbackHistory,
  findKycDecisions,
  findPlayerMoney,
  findPlayerVisits,
  findStaffName,
  insertPlayerNote,
  listPlayerNotes,
  lockPlayerForBar,
  searchPlayers,
} from './player-directory.repo';

/** GET /api/staff/players: what any staff member types finds the player; a PAN only for KYC reviewers. */
export async function searchPlayerDirectory(
  db: Db,
  input: { search?: string; kycStatus?: KycStatus; role: StaffRole },
): Promise<DirectoryPlayer[]> {
  const rows = await searchPlayers(db, {
    search: input.search || undefined,
    kycStatus: input.kycStatus,
    byPan: canReadPlayerKyc(input.role),
  });
  return rows.map(toDirectoryPlayer);
}

const KYC_DECISION = /^kyc\.(.+)$/;

/**
 * A player's profile for the directory. Every role sees the player, play, VIP points, chats, feedback and
 * notes; money only for the roles of canReadPlayerMoney, PAN and KYC documents only for KYC reviewers.
 */
export async function getPlayerProfile(db: Db, input: { playerId: number; role: StaffRole }): Promise<PlayerProfile> {
  const row = await findDirectoryPlayer(db, input.playerId);
  if (!row) throw notFound('Player');
  const kycAllowed = canReadPlayerKyc(input.role);
  const [vip, visits, chats, feedback, notes] = [
    await calculateVipPoints(db, row.id),
    await findPlayerVisits(db, row.id),
    await findChatHistory(db, row.id),
    await findFeedbackHistory(db, row.id),
    await listPlayerNotes(db, row.id),
  ];
  return {
    player: {
      ...toDirectoryPlayer(row),
      panCardNumber: kycAllowed ? row.panCardNumber : null,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    },
    play: {
      visits: vip.visitFrequency,
      hoursPlayed: vip.totalHoursPlayed,
      lastVisitAt: visits.last?.toISOString() ?? null,
      seatedNow: visits.open ? `${visits.open.tableName}, seat ${visits.open.seatNumber}` : null,
    },
    vip: { totalPoints: vip.totalVipPoints, availablePoints: vip.availablePoints, pointsSpent: vip.pointsSpent },
    money: canReadPlayerMoney(input.role) ? await readMoney(db, row.id) : null,
    kyc: kycAllowed ? await readKyc(db, row.id, row.kycNote) : null,
    chats: chats.map(({ session, messages }) => ({
      id: session.id,
      status: session.status,
      createdAt: session.createdAt.toISOString(),
      messages: messages.map((m) => ({ sender: m.sender, message: m.message, createdAt: m.createdAt.toISOString() })),
    })),
    feedback: feedback.map((f) => ({ id: f.id, message: f.message, createdAt: f.createdAt.toISOString() })),
    notes: notes.map(toNote),
  };
}

async function readMoney(db: Db, playerId: number): Promise<NonNullable<PlayerProfile['money']>> {
  const money = await findPlayerMoney(db, playerId);
  return {
    buyIns: fromPaise(money.buyInsPaise),
    cashOuts: fromPaise(money.cashOutsPaise),
    cashBalance: fromPaise(money.wallet?.cashPaise ?? 0n),
    creditLimit: fromPaise(money.wallet?.creditLimitPaise ?? 0n),
    creditUsed: fromPaise(money.wallet?.creditPaise ?? 0n),
    creditApproved: money.wallet?.creditApproved ?? false,
  };
}

async function readKyc(db: Db, playerId: number, note: string | null): Promise<NonNullable<PlayerProfile['kyc']>> {
  const decisions = await findKycDecisions(db, playerId);
  return {
    note,
    documents: await listPlayerDocuments(db, playerId),
    decisions: decisions.map((d) => ({
      status: KYC_DECISION.exec(d.action)?.[1] ?? d.action,
      note: d.note,
      staffName: d.staffName,
      decidedAt: d.createdAt.toISOString(),
    })),
  };
}

const toNote = (n: { id: number; playerId: number; body: string; staffName: string; createdAt: Date }): PlayerNote => ({
  ...n,
  createdAt: n.createdAt.toISOString(),
});

/** A staff member writes a note about a player: stored and audited together, then pushed to the directory. */
export async function addPlayerNote(
  ctx: UseCaseContext,
  input: { playerId: number; body: string; actorId: number },
): Promise<PlayerNote> {
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await lockPlayerForBar(tx, input.playerId))) throw notFound('Player');
    const note = stillThere(
      await insertPlayerNote(tx, { playerId: input.playerId, staffId: input.actorId, body: input.body }),
      'The note',
    );
    await writeAudit(tx, {
      staffId: input.actorId,
      playerId: input.playerId,
      action: 'player.note',
      entity: 'player_note',
      entityId: note.id,
      after: { body: input.body },
    });
    return note;
  });
  const note = toNote({ ...row, staffName: await findStaffName(ctx.db, input.actorId) });
  publishNoteAdded(ctx, note);
  return note;
}

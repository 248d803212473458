import { fromPaise, toPaise } from '@club/shared/money';
import type { EntryReceipt, MyTournamentEntry } from '@club/shared/tournament-entries';
import type { findReceiptRows } from './entries.repo';

type ReceiptRows = Awaited<ReturnType<typeof findReceiptRows>>;

/** Each entry as its receipt (the cage's print layout): every ledger row it wrote, refunds included. */
export function toReceipts({ rows, refunds }: ReceiptRows): EntryReceipt[] {
  return rows.map(({ entry, ...row }) => {
    const paid = [entry.cashInTransactionId, entry.buyInTransactionId, entry.feeTransactionId].filter(
      (id): id is number => id !== null,
    );
    const refundIds = refunds.filter((r) => r.reverses !== null && paid.includes(r.reverses)).map((r) => r.id);
    return {
      entryId: entry.id,
      tournamentId: entry.tournamentId,
      tournamentName: row.tournamentName,
      playerId: entry.playerId,
      playerName: `${row.firstName} ${row.lastName}`.trim(),
      playerCode: row.playerCode,
      kind: entry.kind,
      buyIn: fromPaise(entry.buyInPaise),
      fee: fromPaise(entry.feePaise),
      total: fromPaise(entry.buyInPaise + entry.feePaise),
      payment: entry.payment,
      chips: entry.chips,
      status: entry.status,
      shiftId: entry.shiftId,
      soldBy: row.soldBy,
      transactionIds: [...paid, ...refundIds],
      table: entry.status === 'active' ? row.table : null,
      seat: entry.status === 'active' ? row.seat : null,
      refundRequested: entry.status === 'active' && entry.refundRequestedBy !== null,
      createdAt: entry.createdAt.toISOString(),
    };
  });
}

/** The player's own view of one tournament (GET /api/tournaments/{id}/me). */
export function toMyEntry(tournamentId: number, receipts: EntryReceipt[]): MyTournamentEntry {
  const kept = receipts.filter((r) => r.status !== 'refunded');
  const live = kept.filter((r) => r.kind === 'entry' || r.kind === 'reentry');
  const count = (kind: EntryReceipt['kind']) => kept.filter((r) => r.kind === kind).length;
  const sum = (pick: (r: EntryReceipt) => string) => fromPaise(kept.reduce((total, r) => total + toPaise(pick(r)), 0n));
  return {
    tournamentId,
    status: live.some((r) => r.status === 'active') ? 'active' : live.length > 0 ? 'busted' : 'none',
    counts: { entry: count('entry'), reentry: count('reentry'), rebuy: count('rebuy'), addon: count('addon') },
    chipsIn: kept.reduce((total, r) => total + (r.chips ?? 0), 0),
    paid: { buyIns: sum((r) => r.buyIn), fees: sum((r) => r.fee) },
    table: null,
    seat: null,
    countedChips: null,
    countedAt: null,
    place: null,
    prize: null,
    prizeStatus: null,
    reentry: null,
    receipts,
  };
}

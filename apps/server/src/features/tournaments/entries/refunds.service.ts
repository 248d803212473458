import { fromPaise } from '@club/shared/money';
import type { EntryAnswer, EntryReceipt } from '@club/shared/tournament-entries';
import type { Balance, Transaction } from '@club/shared/wallet';
import { AppError, notFound } from '../../../app-error';
import type { Tx } from '../../../db/client';
import type { UseCaseContext } from '../../../use-case';
import { cageSettings } from '../../club/club.service';
import { writeAudit } from '../../staff/audit.service';
import { shiftForMoney } from '../../wallet/cage-shifts.service';
import { runIdempotent } from '../../wallet/idempotency.service';
import { publishBalanceChange } from '../../wallet/wallet.events';
import { getBalance, refundTournamentMoney } from '../../wallet/wallet.service';
import { readClock } from '../clock/clock';
import { findClock } from '../clock/clock.repo';
import { rePlaceBusts } from '../seating/places.service';
import { lockTournament } from '../tournaments.repo';
import { canRefund } from './entry-rules';
import { pushEntryChange, pushMyEntry, pushPlacesMoved, type EntryStaff, readRules } from './entries.service';
import { toReceipts } from './entries.mappers';
import { type EntryRow, findReceiptRows, lockEntry, lockUnrefundedEntries, updateEntry } from './entries.repo';

// Refunds (issue 29, decision 130): the entry ends as refunded and its buy-in and fee come back to the cash
// balance as tournament_refund rows, each linked to the row it reverses (a row is reversed once: the
// unique constraint on transactions.reverses_transaction_id). Cash paid at the desk comes back to the
// balance too; the player takes it out at the cage like any cash.

interface RefundMoney {
  balance: Balance;
  transactions: Transaction[];
}

/** Ends one entry as refunded and writes its reversal rows, inside the caller's transaction. */
async function refundEntry(
  tx: Tx,
  entry: EntryRow,
  by: { staff: { staffId: number; name: string } | null; shiftId: number | null; reason: string; now: Date },
): Promise<RefundMoney> {
  await updateEntry(tx, entry.id, {
    status: 'refunded',
    endedAt: by.now,
    refundedBy: by.staff?.staffId ?? null,
    refundReason: entry.refundReason ?? by.reason,
  });
  const paid = [
    { transactionId: entry.buyInTransactionId, amountPaise: entry.buyInPaise },
    { transactionId: entry.feeTransactionId, amountPaise: entry.feePaise },
  ].flatMap((p) => (p.transactionId === null ? [] : [{ transactionId: p.transactionId, amountPaise: p.amountPaise }]));
  return refundTournamentMoney(tx, {
    playerId: entry.playerId,
    staff: by.staff,
    shiftId: by.shiftId,
    paid,
    description: by.reason,
  });
}

/** Whether the tournament still gives money back now (before the start, or during late registration). */
async function lockRefundable(tx: Tx, tournamentId: number, now: Date, closed: string) {
  const tournament = await lockTournament(tx, tournamentId);
  if (!tournament) throw notFound('Tournament');
  const rules = await readRules(tx, tournamentId);
  const reading = readClock((await findClock(tx, tournamentId)).clock, rules?.rows ?? [], now);
  const started = reading.state !== 'not_started' || tournament.status === 'running';
  if (!canRefund({ tournament, rules, clock: { started, levelIndex: reading.levelIndex } })) {
    throw new AppError('INVALID_STATE', closed);
  }
  return { tournament, started };
}

const receiptsOf = async (tx: Tx, entryIds: number[]) => toReceipts(await findReceiptRows(tx, { entryIds }));

/**
 * DELETE /api/tournaments/{id}/entries: the player unregisters before the start; every entry of theirs
 * is refunded to the balance in one transaction.
 */
export async function unregisterFromTournament(
  ctx: UseCaseContext,
  input: { tournamentId: number; playerId: number; now?: Date },
): Promise<{ refunded: EntryReceipt[]; balance: Balance }> {
  const now = input.now ?? new Date();
  const outcome = await ctx.db.transaction(async (tx) => {
    const { started } = await lockRefundable(
      tx,
      input.tournamentId,
      now,
      'Play has begun: only the desk can refund an entry now',
    );
    if (started) throw new AppError('INVALID_STATE', 'Play has begun: only the desk can refund an entry now');
    const entries = await lockUnrefundedEntries(tx, input.tournamentId, input.playerId);
    if (entries.length === 0) throw new AppError('INVALID_STATE', 'You are not registered for this tournament');
    const moves: RefundMoney[] = [];
    for (const entry of entries) {
      moves.push(
        await refundEntry(tx, entry, { staff: null, shiftId: null, reason: 'Unregistered before the start', now }),
      );
    }
    return {
      refunded: await receiptsOf(
        tx,
        entries.map((e) => e.id),
      ),
      balance: moves.at(-1)?.balance ?? (await getBalance(tx, input.playerId)),
      transactions: moves.flatMap((m) => m.transactions),
    };
  });
  pushEntryChange(ctx, input, outcome);
  return { refunded: outcome.refunded, balance: outcome.balance };
}

type DeskRefundResult =
  | { answer: EntryAnswer; transactions: Transaction[]; moved: number[] }
  | { pending: { entryId: number; amount: string; requestedBy: number; reason: string } };

/**
 * The desk's refund of one entry (POST …/entries/{entryId}/refund), before the start or during late
 * registration, under its Idempotency-Key. At or below the cage's reversal threshold it is made at once;
 * above it, four-eyes as the cage reverses: the first call records the request (202), and a super admin
 * who did not ask makes it.
 */
async function deskRefund(
  tx: Tx,
  input: { tournamentId: number; entryId: number; reason: string; staff: EntryStaff; now: Date },
): Promise<DeskRefundResult> {
  await lockRefundable(tx, input.tournamentId, input.now, 'Late registration has closed: the entry stands');
  const entry = await lockEntry(tx, input.tournamentId, input.entryId);
  if (!entry) throw notFound('Entry');
  if (entry.status !== 'active')
    throw new AppError('INVALID_STATE', `This entry is ${entry.status}: nothing to refund`);
  const shiftId = await shiftForMoney(tx, input.staff);
  const amountPaise = entry.buyInPaise + entry.feePaise;
  const { reversalThresholdPaise } = await cageSettings(tx);
  const staff = { staffId: input.staff.staffId, name: input.staff.name };
  if (amountPaise > reversalThresholdPaise) {
    if (entry.refundRequestedBy === null) {
      await updateEntry(tx, entry.id, { refundRequestedBy: staff.staffId, refundReason: input.reason });
      await writeAudit(tx, {
        staffId: staff.staffId,
        playerId: entry.playerId,
        action: 'tournament.entry_refund_request',
        entity: 'tournament_entry',
        entityId: entry.id,
        after: { tournamentId: entry.tournamentId, amountPaise, kind: entry.kind },
        note: input.reason,
      });
      const amount = fromPaise(amountPaise);
      return { pending: { entryId: entry.id, amount, requestedBy: staff.staffId, reason: input.reason } };
    }
    if (entry.refundRequestedBy === staff.staffId) {
      throw new AppError('FORBIDDEN', 'You cannot approve your own request: another staff member must approve it');
    }
    if (input.staff.role !== 'super_admin') {
      throw new AppError('FORBIDDEN', 'Only a super admin can approve a refund above the threshold');
    }
  }
  const money = await refundEntry(tx, entry, { staff, shiftId, reason: input.reason, now: input.now });
  // One entry fewer: the busts' places are derived again over the entries left (decision 135).
  const moved = await rePlaceBusts(tx, input.tournamentId);
  await writeAudit(tx, {
    staffId: staff.staffId,
    playerId: entry.playerId,
    action: 'tournament.entry_refund',
    entity: 'tournament_entry',
    entityId: entry.id,
    before: { status: entry.status },
    after: {
      tournamentId: entry.tournamentId,
      amountPaise,
      requestedBy: entry.refundRequestedBy,
      transactionIds: money.transactions.map((t) => t.id),
    },
    note: input.reason,
  });
  const [receipt] = await receiptsOf(tx, [entry.id]);
  if (!receipt) throw new Error('The entry is missing right after its refund');
  return { answer: { receipt, balance: money.balance }, transactions: money.transactions, moved };
}

export async function refundEntryAtDesk(
  ctx: UseCaseContext,
  input: { tournamentId: number; entryId: number; reason: string; staff: EntryStaff; idempotencyKey: string },
) {
  const now = new Date();
  const { result, isReplay } = await runIdempotent(
    ctx.db,
    {
      staffId: input.staff.staffId,
      key: input.idempotencyKey,
      route: `tournament-refund:${input.tournamentId}:${input.entryId}`,
      body: { reason: input.reason },
    },
    (tx) => deskRefund(tx, { ...input, now }),
  );
  if (!isReplay && 'answer' in result) {
    const { receipt, balance } = result.answer;
    pushEntryChange(
      ctx,
      { tournamentId: input.tournamentId, playerId: receipt.playerId },
      {
        balance,
        transactions: result.transactions,
      },
    );
    // The busted players whose place the refund moved see their new place.
    pushPlacesMoved(ctx, input.tournamentId, result.moved, receipt.playerId);
  }
  return result;
}

/**
 * A cancelled tournament gives every entry not yet refunded its money back, once, in the cancellation's
 * transaction (the entries are locked and end as refunded, so a second cancel finds none). Answers what
 * to push after the commit.
 */
export async function refundCancelledTournament(
  tx: Tx,
  input: { tournamentId: number; staff: { staffId: number; name: string }; now: Date },
): Promise<RefundMoney[]> {
  const entries = await lockUnrefundedEntries(tx, input.tournamentId);
  const moves: RefundMoney[] = [];
  for (const entry of entries) {
    moves.push(
      await refundEntry(tx, entry, {
        staff: input.staff,
        shiftId: null,
        reason: 'Tournament cancelled',
        now: input.now,
      }),
    );
  }
  if (entries.length > 0) {
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      action: 'tournament.cancel_refunds',
      entity: 'tournament',
      entityId: input.tournamentId,
      after: {
        entries: entries.length,
        amountPaise: entries.reduce((sum, e) => sum + e.buyInPaise + e.feePaise, 0n),
        transactionIds: moves.flatMap((m) => m.transactions.map((t) => t.id)),
      },
    });
  }
  return moves;
}

/** After a cancellation's commit: each refunded player's balance and own entry. */
export function pushCancelRefunds(ctx: UseCaseContext, tournamentId: number, moves: RefundMoney[]) {
  for (const move of moves) {
    if (move.transactions.length > 0) publishBalanceChange(ctx, move.balance, move.transactions);
  }
  const players = new Set(moves.map((m) => m.balance.playerId));
  ctx.afterCommit(...[...players].map((playerId) => () => pushMyEntry(ctx, tournamentId, playerId)));
}

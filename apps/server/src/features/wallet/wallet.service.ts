import type { CageOperation } from '@club/shared/cage';
import { fromPaise } from '@club/shared/money';
import type { Balance, Transaction, TransactionType, WalletOperationResult } from '@club/shared/wallet';
import { notEnoughCash } from '@club/shared/tournament-entries';
import { AppError } from '../../app-error';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { writeAudit } from '../staff/audit.service';
import { shiftForMoney } from './cage-shifts.service';
import { toBalance, toTransaction } from './wallet.mappers';
import {
  appendLedger,
  findPlayerIdsWithCreditInUse,
  findTransactions,
  type LedgerEntry,
  lockWallet,
  readWallet,
  updateWallet,
  type WalletRow,
} from './wallet.repo';

export async function getBalance(db: DbOrTx, playerId: number): Promise<Balance> {
  return toBalance(playerId, await readWallet(db, playerId));
}

export async function listTransactions(db: Db, playerId: number, limit: number): Promise<Transaction[]> {
  await readWallet(db, playerId); // 404 for a player that does not exist
  const rows = await findTransactions(db, playerId, limit);
  return rows.map(({ row, staffName, reversedBy }) => toTransaction(row, staffName, reversedBy));
}

/**
 * Which of these players have credit in use (the floor flags them before a buy-in): one query for any
 * number of players, none for no players.
 */
export async function playersWithCreditInUse(db: DbOrTx, playerIds: Iterable<number>): Promise<Set<number>> {
  const ids = [...new Set(playerIds)];
  if (ids.length === 0) return new Set();
  return new Set(await findPlayerIdsWithCreditInUse(db, ids));
}

/** The cashier's money operations (DESIGN.md section 8), named by their path. */
export type WalletOperation = CageOperation;

const LEDGER_TYPE: Record<WalletOperation, TransactionType> = {
  'cash-in': 'cash_in',
  'cash-out': 'cashier_withdrawal',
  'credit-add': 'add_credit',
  'credit-clear': 'clear_credit',
  'credit-transfer': 'credit_transfer',
};

const DEFAULT_DESCRIPTION: Record<WalletOperation, string> = {
  'cash-in': 'Cash deposited at the cashier counter',
  'cash-out': 'Cash withdrawn at the cashier counter',
  'credit-add': 'Club credit issued for play',
  'credit-clear': 'Club credit settled at the cashier counter',
  'credit-transfer': 'Club credit settled from the cash balance',
};

const rupees = (paise: bigint) => `₹${fromPaise(paise)}`;

/**
 * The ledger rows for one operation, or a refusal. Credit cannot be withdrawn (docs/decisions/004):
 * a withdrawal takes only cash, and the only transfer between the accounts goes from cash to credit.
 */
function planOperation(operation: WalletOperation, wallet: WalletRow, amount: bigint, description: string) {
  const type = LEDGER_TYPE[operation];
  const entry = (account: 'cash' | 'credit', amountPaise: bigint): LedgerEntry => ({
    type,
    account,
    amountPaise,
    description,
  });
  switch (operation) {
    case 'cash-in':
      return [entry('cash', amount)];
    case 'cash-out':
      if (amount > wallet.cashPaise) {
        const reason =
          amount <= wallet.cashPaise + wallet.creditPaise
            ? `Credit cannot be withdrawn: only ${rupees(wallet.cashPaise)} of cash can be paid out`
            : `Insufficient cash balance: ${rupees(wallet.cashPaise)} available`;
        throw new AppError('INSUFFICIENT_FUNDS', reason);
      }
      return [entry('cash', -amount)];
    case 'credit-add':
      if (!wallet.creditApproved) {
        throw new AppError(
          'INVALID_STATE',
          'Credit is not approved for this player: a super admin must approve it first',
        );
      }
      if (wallet.creditPaise + amount > wallet.creditLimitPaise) {
        throw new AppError(
          'CREDIT_LIMIT_EXCEEDED',
          `Credit limit exceeded: the limit is ${rupees(wallet.creditLimitPaise)} and ${rupees(wallet.creditPaise)} is already issued`,
        );
      }
      return [entry('credit', amount)];
    case 'credit-clear':
      if (amount > wallet.creditPaise) {
        throw new AppError('INSUFFICIENT_FUNDS', `The player holds only ${rupees(wallet.creditPaise)} of credit`);
      }
      return [entry('credit', -amount)];
    case 'credit-transfer':
      if (amount > wallet.creditPaise) {
        throw new AppError('INSUFFICIENT_FUNDS', `The player holds only ${rupees(wallet.creditPaise)} of credit`);
      }
      if (amount > wallet.cashPaise) {
        throw new AppError('INSUFFICIENT_FUNDS', `Insufficient cash balance: ${rupees(wallet.cashPaise)} available`);
      }
      return [entry('cash', -amount), entry('credit', -amount)];
  }
}

export interface CounterOperationInput {
  operation: WalletOperation;
  playerId: number;
  amountPaise: bigint;
  note: string | null;
  /** Who handled the money: the ledger rows carry this staff member and shift. */
  staff: { staffId: number; name: string };
  shiftId: number | null;
  /** A reversal: the ledger row this one reverses. */
  reversesTransactionId?: number;
}

/**
 * The audit action of a counter operation: its ledger type, or `wallet.reversal` for a reversal, which writes
 * the opposite type (a reversed cash out is a cash_in row) and must never read as a cash in or out of its own
 * (issue 38, item 12).
 */
const auditActionOf = (input: Pick<CounterOperationInput, 'operation' | 'reversesTransactionId'>) =>
  input.reversesTransactionId ? 'wallet.reversal' : `wallet.${LEDGER_TYPE[input.operation]}`;

/** Refuses an operation the wallet does not allow now (the same messages as applying it), moving nothing. */
export async function checkCounterOperation(
  tx: Tx,
  input: Pick<CounterOperationInput, 'operation' | 'playerId' | 'amountPaise'>,
) {
  planOperation(input.operation, await readWallet(tx, input.playerId), input.amountPaise, '');
}

/**
 * One counter operation inside the caller's transaction (cage-operations.service.ts holds the
 * Idempotency-Key, the shift and the four-eyes rule): lock the wallet, append the ledger rows, update the
 * wallet and write the audit row.
 */
export async function applyCounterOperation(tx: Tx, input: CounterOperationInput): Promise<WalletOperationResult> {
  const before = await lockWallet(tx, input.playerId);
  const description = input.note ?? DEFAULT_DESCRIPTION[input.operation];
  const entries = planOperation(input.operation, before, input.amountPaise, description).map((entry) => ({
    ...entry,
    shiftId: input.shiftId,
    reversesTransactionId: input.reversesTransactionId ?? null,
  }));
  const rows = await appendLedger(tx, input.playerId, input.staff.staffId, entries);
  const delta = (account: 'cash' | 'credit') =>
    entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amountPaise, 0n);
  const after = await updateWallet(tx, input.playerId, {
    cashPaise: before.cashPaise + delta('cash'),
    creditPaise: before.creditPaise + delta('credit'),
  });
  await writeAudit(tx, {
    staffId: input.staff.staffId,
    playerId: input.playerId,
    action: auditActionOf(input),
    entity: 'wallet',
    entityId: input.playerId,
    before: { cashPaise: before.cashPaise, creditPaise: before.creditPaise },
    after: {
      cashPaise: after.cashPaise,
      creditPaise: after.creditPaise,
      transactionIds: rows.map((r) => r.id),
      shiftId: input.shiftId,
      reverses: input.reversesTransactionId ?? null,
    },
    note: input.note,
  });
  return {
    transactions: rows.map((row) => toTransaction(row, input.staff.name)),
    balance: toBalance(input.playerId, after),
  };
}

export interface TableMoneyInput {
  /** table_cash_in: cash handed over at the table for the seat's buy-in (decision 104), never drawer cash. */
  type: 'table_buy_in' | 'table_cash_out' | 'table_cash_in';
  playerId: number;
  seatId: number;
  /** Above zero; the sign comes from the type (a buy-in takes cash, a cash-out gives it). */
  amountPaise: bigint;
  description: string;
  staff: { staffId: number; name: string };
  /** A buy-in the cash does not cover: the refusal's words, given the cash available (a default otherwise). */
  insufficientCash?: (available: string) => string;
}

/**
 * A table buy-in or cash-out recorded by the cashier (tables feature, docs/decisions/004): one ledger row
 * on the cash account, tied to the seat, with the wallet locked and audited. Call it inside the seat's
 * transaction (the caller holds the seat lock and the Idempotency-Key).
 */
export async function applyTableMoney(tx: Tx, input: TableMoneyInput): Promise<WalletOperationResult> {
  // A cage money operation: it belongs to the cashier's open shift (issue 17); none refuses it.
  const shiftId = await shiftForMoney(tx, { staffId: input.staff.staffId });
  const before = await lockWallet(tx, input.playerId);
  const isBuyIn = input.type === 'table_buy_in';
  if (isBuyIn && input.amountPaise > before.cashPaise) {
    throw new AppError(
      'INSUFFICIENT_FUNDS',
      input.insufficientCash?.(rupees(before.cashPaise)) ??
        `Insufficient cash balance: ${rupees(before.cashPaise)} available`,
    );
  }
  const amountPaise = isBuyIn ? -input.amountPaise : input.amountPaise;
  const rows = await appendLedger(tx, input.playerId, input.staff.staffId, [
    { type: input.type, account: 'cash', amountPaise, description: input.description, seatId: input.seatId, shiftId },
  ]);
  const after = await updateWallet(tx, input.playerId, { cashPaise: before.cashPaise + amountPaise });
  await writeAudit(tx, {
    staffId: input.staff.staffId,
    playerId: input.playerId,
    action: `wallet.${input.type}`,
    entity: 'wallet',
    entityId: input.playerId,
    before: { cashPaise: before.cashPaise },
    after: { cashPaise: after.cashPaise, transactionIds: rows.map((r) => r.id), seatId: input.seatId, shiftId },
  });
  return {
    transactions: rows.map((row) => toTransaction(row, input.staff.name)),
    balance: toBalance(input.playerId, after),
  };
}

export interface TournamentMoneyInput {
  playerId: number;
  /** The desk's staff member, or null when the player pays from the phone. */
  staff: { staffId: number; name: string } | null;
  shiftId: number | null;
  /** Cash handed over at the desk: taken in first (a cash_in of the shift), then the entry is paid from it. */
  cashTakenPaise: bigint;
  buyInPaise: bigint;
  feePaise: bigint;
  /** What the rows say, e.g. "Sunday Main: re-entry". */
  description: string;
}

/**
 * A tournament entry's money (decision 130), inside the caller's transaction: the wallet locked, then the
 * cash taken in (desk cash only), the buy-in and, on its own row, the fee, each a ledger row. Not enough
 * cash refuses with the balance and the price, and the caller's transaction writes nothing.
 */
export async function applyTournamentMoney(tx: Tx, input: TournamentMoneyInput) {
  const before = await lockWallet(tx, input.playerId);
  const price = input.buyInPaise + input.feePaise;
  if (before.cashPaise + input.cashTakenPaise < price) {
    throw new AppError('INSUFFICIENT_FUNDS', notEnoughCash(fromPaise(before.cashPaise), fromPaise(price)));
  }
  const entries: LedgerEntry[] = [];
  const row = (type: TransactionType, amountPaise: bigint, description: string) => {
    if (amountPaise !== 0n) entries.push({ type, account: 'cash', amountPaise, description, shiftId: input.shiftId });
  };
  row('cash_in', input.cashTakenPaise, `Cash paid at the desk for ${input.description}`);
  row('tournament_buy_in', -input.buyInPaise, `Tournament buy-in: ${input.description}`);
  row('tournament_fee', -input.feePaise, `Tournament fee: ${input.description}`);
  const rows = entries.length > 0 ? await appendLedger(tx, input.playerId, input.staff?.staffId ?? null, entries) : [];
  const after =
    rows.length > 0
      ? await updateWallet(tx, input.playerId, { cashPaise: before.cashPaise + input.cashTakenPaise - price })
      : before;
  const idOf = (type: TransactionType) => rows.find((r) => r.type === type)?.id ?? null;
  return {
    cashInTransactionId: idOf('cash_in'),
    buyInTransactionId: idOf('tournament_buy_in'),
    feeTransactionId: idOf('tournament_fee'),
    wallet: {
      transactions: rows.map((r) => toTransaction(r, input.staff?.name ?? null)),
      balance: toBalance(input.playerId, after),
    } satisfies WalletOperationResult,
  };
}
/**
 * A refunded entry's money back to the cash balance (decision 130): one tournament_refund row per row
 * paid (buy-in, fee), each linked to the row it reverses (a row is reversed once: the unique constraint).
 */
export async function refundTournamentMoney(
  tx: Tx,
  input: {
    playerId: number;
    staff: { staffId: number; name: string } | null;
    shiftId: number | null;
    paid: Array<{ transactionId: number; amountPaise: bigint }>;
    description: string;
  },
): Promise<WalletOperationResult> {
  const before = await lockWallet(tx, input.playerId);
  const paid = input.paid.filter((p) => p.amountPaise > 0n);
  if (paid.length === 0) return { transactions: [], balance: toBalance(input.playerId, before) };
  const rows = await appendLedger(
    tx,
    input.playerId,
    input.staff?.staffId ?? null,
    paid.map((p) => ({
      type: 'tournament_refund' as const,
      account: 'cash' as const,
      amountPaise: p.amountPaise,
      description: `Refund of #${p.transactionId}: ${input.description}`,
      shiftId: input.shiftId,
      reversesTransactionId: p.transactionId,
    })),
  );
  const total = paid.reduce((sum, p) => sum + p.amountPaise, 0n);
  const after = await updateWallet(tx, input.playerId, { cashPaise: before.cashPaise + total });
  return {
    transactions: rows.map((r) => toTransaction(r, input.staff?.name ?? null)),
    balance: toBalance(input.playerId, after),
  };
}

/** A tournament prize to the cash balance (decision 133): one tournament_prize row, in the caller's transaction. */
export async function payTournamentPrizeMoney(
  tx: Tx,
  input: {
    playerId: number;
    staff: { staffId: number; name: string };
    shiftId: number | null;
    amountPaise: bigint;
    description: string;
  },
): Promise<WalletOperationResult> {
  const before = await lockWallet(tx, input.playerId);
  const rows = await appendLedger(tx, input.playerId, input.staff.staffId, [
    {
      type: 'tournament_prize',
      account: 'cash',
      amountPaise: input.amountPaise,
      description: input.description,
      shiftId: input.shiftId,
    },
  ]);
  const after = await updateWallet(tx, input.playerId, { cashPaise: before.cashPaise + input.amountPaise });
  return {
    transactions: rows.map((r) => toTransaction(r, input.staff.name)),
    balance: toBalance(input.playerId, after),
  };
}

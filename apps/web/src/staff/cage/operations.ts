import { tablesContract } from '@club/shared/contracts/tables';
import { walletContract } from '@club/shared/contracts/wallet';
import { fromPaise, toPaise } from '@club/shared/money';
import type { BuyInPaidWith } from '@club/shared/tables-staff';
import type { Balance } from '@club/shared/wallet';
import { callApi } from '../../lib/api';

/** What the cashier can do at the counter for a player, or for one of the player's seats. */
export const COUNTER_OPERATIONS = ['cash-in', 'cash-out', 'credit-add', 'credit-clear', 'credit-transfer'] as const;
export type CounterOperation = (typeof COUNTER_OPERATIONS)[number];
export type SeatOperation = 'table-buy-in' | 'table-cash-out';
export type CageOperationKind = CounterOperation | SeatOperation;

export const OPERATION_LABELS: Record<CageOperationKind, string> = {
  'cash-in': 'Cash in',
  'cash-out': 'Cash out (withdrawal)',
  'credit-add': 'Issue credit',
  'credit-clear': 'Clear credit',
  'credit-transfer': 'Settle credit from cash',
  'table-buy-in': 'Table buy-in',
  'table-cash-out': 'Table cash-out',
};

/** The two accounts as the confirmation shows them, in paise. */
interface Accounts {
  cash: bigint;
  creditUsed: bigint;
}

// Decision 004 and 023: which account each operation moves, and which way.
const EFFECTS: Record<CageOperationKind, (a: Accounts, amount: bigint) => Accounts> = {
  'cash-in': (a, x) => ({ ...a, cash: a.cash + x }),
  'cash-out': (a, x) => ({ ...a, cash: a.cash - x }),
  'credit-add': (a, x) => ({ ...a, creditUsed: a.creditUsed + x }),
  'credit-clear': (a, x) => ({ ...a, creditUsed: a.creditUsed - x }),
  'credit-transfer': (a, x) => ({ cash: a.cash - x, creditUsed: a.creditUsed - x }),
  'table-buy-in': (a, x) => ({ ...a, cash: a.cash - x }),
  'table-cash-out': (a, x) => ({ ...a, cash: a.cash + x }),
};

export const PAID_WITH_LABELS: Record<BuyInPaidWith, string> = {
  balance: "From the player's balance",
  table_cash: 'Cash at the table',
};

/**
 * Cash and credit used before and after, as the confirmation step shows them (the server decides). A seat's
 * buy-in paid with the call (decision 104) takes the player's cash when it comes from the balance; cash at
 * the table leaves it as it is.
 */
export function projectBalances(
  balance: Balance,
  kind: CageOperationKind,
  amount: string,
  buyIn?: { paidWith: BuyInPaidWith; paise: bigint },
) {
  const before = { cash: toPaise(balance.cashBalance), creditUsed: toPaise(balance.creditBalance) };
  const moved =
    kind === 'table-buy-in' && buyIn?.paidWith === 'table_cash' ? before : EFFECTS[kind](before, toPaise(amount));
  const after =
    kind === 'table-cash-out' && buyIn?.paidWith === 'balance' ? { ...moved, cash: moved.cash - buyIn.paise } : moved;
  return {
    before: { cash: fromPaise(before.cash), creditUsed: fromPaise(before.creditUsed) },
    after: { cash: fromPaise(after.cash), creditUsed: fromPaise(after.creditUsed) },
  };
}

const COUNTER_ROUTES = {
  'cash-in': walletContract.postStaffWalletByPlayerIdCashIn,
  'cash-out': walletContract.postStaffWalletByPlayerIdCashOut,
  'credit-add': walletContract.postStaffWalletByPlayerIdCreditAdd,
  'credit-clear': walletContract.postStaffWalletByPlayerIdCreditClear,
  'credit-transfer': walletContract.postStaffWalletByPlayerIdCreditTransfer,
} as const;

export interface OperationInput {
  kind: CageOperationKind;
  playerId: number;
  seatId?: number;
  amount: string;
  note: string;
  /** A table buy-in: how it was paid; a table cash-out: how the unpaid buy-in was paid (decision 104). */
  paidWith?: BuyInPaidWith;
  /** One per form: a double click, a retry or a flaky network moves the money once. */
  idempotencyKey: string;
}

/** What came back: the money moved (with the balance after), or held for a second person. */
export type OperationOutcome =
  | { status: 'done'; after: { cash: string; creditUsed: string } | null; transactionIds: number[] }
  | { status: 'pending'; pendingId: number };

export async function runOperation(input: OperationInput): Promise<OperationOutcome> {
  const headers = { 'idempotency-key': input.idempotencyKey };
  const note = input.note.trim() || undefined;
  if (input.kind === 'table-buy-in' || input.kind === 'table-cash-out') {
    const params = { seatId: input.seatId ?? 0 };
    const answer =
      input.kind === 'table-buy-in'
        ? await callApi(tablesContract.postStaffSeatsBySeatIdBuyIn, {
            params,
            headers,
            body: { amount: input.amount, note, paidWith: input.paidWith ?? 'balance' },
          })
        : await callApi(tablesContract.postStaffSeatsBySeatIdCashOut, {
            params,
            headers,
            body: { amount: input.amount, note, unpaidBuyInPaidWith: input.paidWith },
          });
    // A cash-out of zero ends the seat with no ledger row: nothing moved.
    const balance = answer.wallet?.balance;
    return {
      status: 'done',
      after: balance ? { cash: balance.cashBalance, creditUsed: balance.creditBalance } : null,
      transactionIds: answer.wallet?.transactions.map((t) => t.id) ?? [],
    };
  }
  const answer = await callApi(COUNTER_ROUTES[input.kind], {
    params: { playerId: input.playerId },
    headers,
    body: { amount: input.amount, note },
  });
  if ('pending' in answer) return { status: 'pending', pendingId: answer.pending.id };
  return {
    status: 'done',
    after: { cash: answer.balance.cashBalance, creditUsed: answer.balance.creditBalance },
    transactionIds: answer.transactions.map((t) => t.id),
  };
}

/** A fresh Idempotency-Key (crypto.randomUUID needs a secure context; a club's LAN address may not be one). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

import type { Balance, CreditRequest, Transaction } from '@club/shared/wallet';
import { fromPaise } from '@club/shared/money';
import type { creditRequests, transactions, wallets } from '../../db/schema';

type WalletRow = Pick<
  typeof wallets.$inferSelect,
  'cashPaise' | 'creditPaise' | 'creditLimitPaise' | 'creditApproved' | 'updatedAt'
>;

/** The spec's balance fields. Credit counts towards the total only while the player is credit eligible. */
export function toBalance(playerId: number, wallet: WalletRow): Balance {
  const isCreditEligible = wallet.creditApproved && wallet.creditLimitPaise > 0n;
  const cash = fromPaise(wallet.cashPaise);
  const credit = fromPaise(wallet.creditPaise);
  return {
    playerId,
    cashBalance: cash,
    currentBalance: cash,
    creditBalance: credit,
    availableCredit: credit,
    creditLimit: fromPaise(wallet.creditLimitPaise),
    creditApproved: wallet.creditApproved,
    creditEligible: isCreditEligible,
    asOf: wallet.updatedAt.toISOString(),
    totalBalance: fromPaise(wallet.cashPaise + (isCreditEligible ? wallet.creditPaise : 0n)),
  };
}

export function toTransaction(
  row: typeof transactions.$inferSelect,
  staffName: string | null,
  reversedBy: number | null = null,
): Transaction {
  return {
    id: row.id,
    player_id: row.playerId,
    type: row.type,
    account: row.account,
    amount: fromPaise(row.amountPaise),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    description: row.description,
    staff_id: row.staffId,
    staff_name: staffName,
    reverses: row.reversesTransactionId,
    reversed_by: reversedBy,
  };
}

export function toCreditRequest(row: typeof creditRequests.$inferSelect): CreditRequest {
  return {
    id: row.id,
    playerId: row.playerId,
    requestedAmount: fromPaise(row.requestedAmountPaise),
    requestNote: row.requestNote,
    status: row.status as CreditRequest['status'],
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

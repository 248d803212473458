import type { QueryClient } from '@tanstack/react-query';
import { formatRupees } from '@club/shared/money';
import type { Balance, CreditRequest, Transaction } from '@club/shared/wallet';
import { toast } from '../../components/ui/toast-store';
import { newestOf } from '../../lib/newest';
import { registerSocketHandler } from '../../lib/socket';
import { balanceKey, creditRequestsKey, WALLET_KEY } from './wallet-queries';

const storeBalance = (queryClient: QueryClient, balance: Balance) =>
  queryClient.setQueryData<Balance>(balanceKey(balance.playerId), (held) => newestOf(held, balance, (b) => b.asOf));

/** Long enough to read with chips still in hand. */
const TABLE_CASH_OUT_TOAST_MS = 10_000;

/**
 * The cage settled the player's seat: the session ends on the phone, and the player reads what was
 * added, on whatever screen is open (issue 27, item 25).
 */
function announceTableCashOut(transactions: readonly Transaction[]) {
  for (const row of transactions) {
    if (row.type !== 'table_cash_out' || row.account !== 'cash' || row.reverses !== null) continue;
    toast({
      title: 'Cashed Out',
      description:
        Number(row.amount) > 0
          ? `${formatRupees(row.amount)} was added to your balance. Your session at the table has ended.`
          : 'Your session at the table has ended. Nothing was added to your balance.',
      variant: 'success',
      duration: TABLE_CASH_OUT_TOAST_MS,
    });
  }
}

/** How wallet events change the cache: the newer balance stays, new ledger rows are prepended. */
export function registerWalletSocketEvents(): () => void {
  const stopBalance = registerSocketHandler('balance_updated', ({ playerId, balance, transactions }, queryClient) => {
    storeBalance(queryClient, balance);
    if (transactions.length === 0) return;
    announceTableCashOut(transactions);
    // Every cached list of this player's transactions (10, 100, …) gains the new rows, newest first.
    for (const [key, list] of queryClient.getQueriesData<Transaction[]>({
      queryKey: [...WALLET_KEY, 'transactions', playerId],
    })) {
      if (!list) continue;
      const limit = Number(key[3]);
      const fresh = [...transactions].reverse().filter((row) => !list.some((old) => old.id === row.id));
      queryClient.setQueryData(key, [...fresh, ...list].slice(0, limit));
    }
  });
  const stopRequests = registerSocketHandler('credit_request_updated', ({ playerId, request }, queryClient) => {
    queryClient.setQueryData<CreditRequest[]>(creditRequestsKey(playerId), (list) =>
      list ? [request, ...list.filter((r) => r.id !== request.id)] : list,
    );
  });
  const stopApproved = registerSocketHandler('credit_approved', ({ balance }, queryClient) => {
    storeBalance(queryClient, balance);
    toast({
      title: 'Credit Approved',
      description: `Your credit limit is now ${formatRupees(balance.creditLimit)}. The cashier issues it at the counter.`,
      variant: 'success',
    });
  });
  return () => {
    stopBalance();
    stopRequests();
    stopApproved();
  };
}

import { ALL_TRANSACTIONS_LIMIT, RECENT_TRANSACTIONS_LIMIT } from '@club/shared/wallet';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { TransactionList } from '../wallet/transaction-list';
import { useTransactions } from '../wallet/wallet-queries';

/** dashboard.md, Profile tab: the transactions dropdown, last 10 or all (100). */
export function ProfileTransactions({ playerId }: { playerId: number }) {
  // The Balance tab's 'View full transaction history' opens this list set to all (issue 14, item 26).
  const showAll = useSearchParams()[0].get('transactions') === 'all';
  const [limit, setLimit] = useState(showAll ? ALL_TRANSACTIONS_LIMIT : RECENT_TRANSACTIONS_LIMIT);
  const transactions = useTransactions(playerId, limit);
  const selectId = useId();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (showAll) setLimit(ALL_TRANSACTIONS_LIMIT);
  }, [showAll]);
  // Brought into view once the list is there (the documents above it load too).
  const isLoaded = transactions.isSuccess;
  useEffect(() => {
    if (showAll && isLoaded) card.current?.scrollIntoView({ block: 'start' });
  }, [showAll, isLoaded]);
  return (
    <Card ref={card} aria-labelledby={`${selectId}-heading`} className="scroll-mt-4">
      <CardHeader className="pb-2">
        <h2 id={`${selectId}-heading`} className="text-base font-bold text-white">
          Transactions
        </h2>
        <Label htmlFor={selectId} className="sr-only">
          How many transactions
        </Label>
        <select
          id={selectId}
          value={limit}
          onChange={(event) => setLimit(Number(event.target.value))}
          className="h-11 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-400"
        >
          <option value={RECENT_TRANSACTIONS_LIMIT}>View Last 10 Transactions</option>
          <option value={ALL_TRANSACTIONS_LIMIT}>View All Transactions (up to 100)</option>
        </select>
      </CardHeader>
      <CardContent>
        {transactions.isError ? (
          <Alert variant="destructive" title="Failed to fetch transactions" />
        ) : transactions.data ? (
          <TransactionList transactions={transactions.data} />
        ) : (
          <div className="py-6 text-center">
            <Spinner />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

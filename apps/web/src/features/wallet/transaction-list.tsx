import { formatClubTime } from '../../lib/format';
import { formatRupees } from '@club/shared/money';
import { TRANSACTION_LABELS, type Transaction } from '@club/shared/wallet';
import { cn } from '../../lib/class-names';
import { ArrowDownIcon, ArrowUpIcon } from '../../components/ui/tab-icons';

/** Ledger rows as the player reads them: what, when, why, who processed it, and the signed amount. */
export function TransactionList({ transactions }: { transactions: Transaction[] }) {
  if (transactions.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-400">No transactions found</p>;
  }
  return (
    <ul className="divide-y divide-slate-800">
      {transactions.map((row) => (
        <TransactionRow key={row.id} row={row} />
      ))}
    </ul>
  );
}

/**
 * A row's title. A credit settlement moves two accounts in two rows of the same type: each says which
 * it moved (issue 14, item 25: they read as two identical rows).
 */
export function transactionTitle(row: Pick<Transaction, 'type' | 'account'>): string {
  if (row.type === 'credit_transfer') {
    return row.account === 'cash' ? 'Credit Settlement · paid from cash' : 'Credit Settlement · credit repaid';
  }
  return TRANSACTION_LABELS[row.type];
}

function TransactionRow({ row }: { row: Transaction }) {
  const isCredit = Number(row.amount) > 0;
  const Icon = isCredit ? ArrowDownIcon : ArrowUpIcon;
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className={cn(
          'mt-0.5 grid size-9 shrink-0 place-items-center rounded-full',
          isCredit ? 'bg-emerald-500/15 text-emerald-300' : 'bg-rose-500/15 text-rose-300',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="min-w-0 text-sm font-semibold text-white">{transactionTitle(row)}</p>
          <p className={cn('shrink-0 text-sm font-bold tabular-nums', isCredit ? 'text-emerald-300' : 'text-rose-300')}>
            {isCredit ? '+' : ''}
            {formatRupees(row.amount)}
          </p>
        </div>
        <p className="text-xs text-slate-400">
          <time dateTime={row.created_at}>{formatClubTime(row.created_at, 'dateTime')}</time>
          {row.account === 'credit' ? (
            <span className="text-sky-300"> · Credit balance</span>
          ) : (
            <span> · Cash balance</span>
          )}
        </p>
        {row.description ? <p className="mt-0.5 text-xs text-slate-300">{row.description}</p> : null}
        {row.staff_id !== null ? (
          <p className="mt-0.5 text-xs text-slate-400">Processed by {row.staff_name ?? `staff #${row.staff_id}`}</p>
        ) : null}
      </div>
    </li>
  );
}

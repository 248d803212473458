import { formatRupees } from '@club/shared/money';
import { BALANCE_TAB_TRANSACTIONS, type Balance } from '@club/shared/wallet';
import { Link } from 'react-router';
import { useSocketStatus } from '../../lib/connection-status';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { LoadError } from '../../components/load-error';
import { cn } from '../../lib/class-names';
import { useCurrentUser } from '../accounts/current-user-query';
import { CrownIcon } from '../../components/ui/tab-icons';
import { CreditRequestForm } from './credit-request-form';
import { DualBalanceSteps } from './dual-balance-steps';
import { TransactionList } from './transaction-list';
import { isValidPlayerId, useBalance, useTransactions } from './wallet-queries';

/** dashboard.md section 2, Balance tab. */
export function BalanceTab() {
  const playerId = useCurrentUser().data?.player.id;
  const balance = useBalance(playerId);
  if (!isValidPlayerId(playerId)) return <Alert variant="destructive" title="Invalid player ID" />;
  if (balance.isError) {
    // The player reads the server's sentence (issue 14, item 23) and can read again (issue 27, item 26).
    return (
      <LoadError
        title="Error loading balance"
        error={balance.error}
        isRetrying={balance.isFetching}
        onRetry={() => void balance.refetch()}
      />
    );
  }
  if (!balance.data) return <Spinner label="Loading your balance..." />;
  return (
    <div className="grid gap-4">
      <BalanceCards balance={balance.data} />
      <LiveIndicator />
      <Alert variant="info" title="Cashier counter only">
        Cash withdrawals, credit transfers and balance updates are done only by the cashier at the club counter.
      </Alert>
      <RecentTransactions playerId={playerId} />
      <DualBalanceSteps />
      <CreditRequestForm playerId={playerId} balance={balance.data} />
      <Link
        to="/vip-shop"
        className="flex items-center justify-center gap-2 rounded-xl border border-amber-700/60 bg-amber-950/40 px-4 py-3 text-sm font-semibold text-amber-200 hover:bg-amber-900/40"
      >
        <CrownIcon className="size-4" /> Visit the VIP Shop
      </Link>
    </div>
  );
}

function Amount({ value, className }: { value: string; className?: string }) {
  return <p className={cn('text-3xl font-bold tracking-tight tabular-nums', className)}>{formatRupees(value)}</p>;
}

function BalanceCards({ balance }: { balance: Balance }) {
  return (
    <div className="grid gap-3">
      <Card className="border-emerald-800/60 bg-gradient-to-br from-emerald-950 to-slate-900 p-5">
        <h2 className="text-sm font-semibold text-emerald-200">Available Cash Balance</h2>
        <Amount value={balance.cashBalance} className="mt-1 text-white" />
        <p className="mt-2 text-xs text-emerald-100/80">Visit the cashier counter to cash out.</p>
      </Card>
      {balance.creditEligible ? (
        <Card className="border-sky-800/60 bg-gradient-to-br from-sky-950 to-slate-900 p-5">
          <h2 className="text-sm font-semibold text-sky-200">Available Credit Balance</h2>
          <Amount value={balance.creditBalance} className="mt-1 text-white" />
          <p className="mt-2 text-xs text-sky-100/80">Credit limit {formatRupees(balance.creditLimit)}</p>
          <p className="mt-1 text-xs font-semibold text-amber-300">Credit only - Cannot be withdrawn</p>
        </Card>
      ) : null}
      <Card className="flex items-center justify-between gap-3 p-5">
        <div>
          <h2 className="text-sm font-semibold text-slate-300">Total Available</h2>
          <p className="text-xs text-slate-400">{balance.creditEligible ? 'Cash plus credit' : 'Cash'}</p>
        </div>
        <p className="text-2xl font-bold tabular-nums text-white" data-testid="total-balance">
          {formatRupees(balance.totalBalance)}
        </p>
      </Card>
    </div>
  );
}

/** Shown as active only while the socket is really connected (then nothing polls). */
function LiveIndicator() {
  const { isConnected } = useSocketStatus();
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 rounded-full',
          isConnected ? 'bg-emerald-400 shadow-[0_0_8px] shadow-emerald-400' : 'bg-slate-500',
        )}
      />
      <span className={isConnected ? 'text-emerald-300' : 'text-slate-400'}>
        {isConnected ? 'Live Balance Updates Active' : 'Reconnecting live updates...'}
      </span>
    </p>
  );
}

function RecentTransactions({ playerId }: { playerId: number }) {
  const transactions = useTransactions(playerId, BALANCE_TAB_TRANSACTIONS);
  return (
    <Card aria-labelledby="recent-transactions-heading">
      <CardHeader className="pb-0">
        <h2 id="recent-transactions-heading" className="text-base font-bold text-white">
          Recent Transactions
        </h2>
      </CardHeader>
      <CardContent>
        {transactions.isError ? (
          <LoadError
            title="Failed to fetch transactions"
            error={transactions.error}
            isRetrying={transactions.isFetching}
            onRetry={() => void transactions.refetch()}
            className="mt-3"
          />
        ) : transactions.data ? (
          <TransactionList transactions={transactions.data} />
        ) : (
          <div className="py-6 text-center">
            <Spinner />
          </div>
        )}
        {/* The spec lists 5 here; the rest are in the Profile tab's list (issue 14, item 26). */}
        <Link
          to={FULL_HISTORY_PATH}
          className="mt-2 flex min-h-11 items-center justify-center rounded-lg border border-slate-700 px-3 text-sm font-semibold text-emerald-300 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-400"
        >
          View full transaction history
        </Link>
      </CardContent>
    </Card>
  );
}

/** The Profile tab's transactions, set to all (up to 100). */
const FULL_HISTORY_PATH = '/dashboard?tab=profile&transactions=all';

import { formatRupees } from '@club/shared/money';
import { formatClubTime } from '../../lib/format';
import { Spinner } from '../../components/ui/spinner';
import { actionErrorText } from '../floor/floor-form';
import { usePlayerContext } from './gre-queries';

const KYC_LABELS: Record<string, string> = {
  pending: 'Not submitted',
  submitted: 'Waiting for review',
  approved: 'Approved',
  verified: 'Verified',
  rejected: 'Rejected',
  incomplete: 'Resubmission asked',
};

const ORDER_LABELS: Record<string, string> = {
  placed: 'New',
  preparing: 'Preparing',
  ready: 'Ready',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The player beside the chat. Money shows only when the server sent it (roles that may read it). */
export function PlayerContext({ playerId }: { playerId: number }) {
  const context = usePlayerContext(playerId);
  return (
    <aside
      aria-label="Player context"
      className="grid gap-3 rounded-xl border border-slate-800 bg-slate-950/60 p-3 text-sm"
    >
      {context.isPending ? (
        <Spinner label="Loading the player..." />
      ) : context.isError ? (
        <p className="text-red-200">{actionErrorText(context.error)}</p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-400">Name</dt>
            <dd className="font-semibold text-white">{context.data.player.name}</dd>
            <dt className="text-slate-400">Nickname</dt>
            <dd className="text-slate-100">{context.data.player.nickname}</dd>
            <dt className="text-slate-400">Code</dt>
            <dd className="text-slate-100">{context.data.player.playerCode}</dd>
            <dt className="text-slate-400">Seat now</dt>
            <dd className="text-slate-100" data-testid="gre-context-seat">
              {context.data.seat
                ? `${context.data.seat.tableName}, seat ${context.data.seat.seatNumber}`
                : 'Not seated'}
            </dd>
            <dt className="text-slate-400">KYC</dt>
            <dd className="text-slate-100">
              {KYC_LABELS[context.data.player.kycStatus] ?? context.data.player.kycStatus}
            </dd>
            {context.data.money ? (
              <>
                <dt className="text-slate-400">Cash</dt>
                <dd className="text-slate-100" data-testid="gre-context-cash">
                  {formatRupees(context.data.money.cashBalance)}
                </dd>
                <dt className="text-slate-400">Credit</dt>
                <dd className="text-slate-100">
                  {context.data.money.creditApproved
                    ? `${formatRupees(context.data.money.creditUsed)} of ${formatRupees(context.data.money.creditLimit)}`
                    : 'Not approved'}
                </dd>
              </>
            ) : null}
          </dl>
          <div className="grid gap-1">
            <h3 className="text-xs font-bold uppercase tracking-wide text-slate-400">Recent food orders</h3>
            {context.data.recentOrders.length === 0 ? (
              <p className="text-slate-300">No orders yet.</p>
            ) : (
              <ul className="grid gap-1" aria-label="Recent food orders">
                {context.data.recentOrders.map((order) => (
                  <li key={order.id} className="rounded-lg bg-slate-900 px-2 py-1">
                    <p className="text-slate-100">{order.items || `Order #${order.id}`}</p>
                    <p className="text-xs text-slate-400">
                      {ORDER_LABELS[order.status] ?? order.status} · {formatRupees(order.total)} ·{' '}
                      {formatClubTime(order.createdAt, 'time')}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </aside>
  );
}

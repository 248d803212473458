import type { StaffFoodOrder } from '@club/shared/food';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/class-names';
import { formatClubTime } from '../../lib/format';
import { AGEING_LABELS, type Ageing, ageingOf, minutesSince, NEXT_STEP } from './kitchen-board';

const AGEING_STYLES: Record<Ageing, string> = {
  fresh: 'border-emerald-500/70 bg-emerald-500/15 text-emerald-100',
  waiting: 'border-amber-400/80 bg-amber-500/20 text-amber-100',
  late: 'border-red-500/80 bg-red-600/25 text-red-100',
};

/** Where the order goes: the player's seat now, else the table number they typed, else the counter. */
function deliveryPlace(order: StaffFoodOrder): string {
  if (order.deliverTo) return `${order.deliverTo.tableName} · seat ${order.deliverTo.seatNumber}`;
  if (order.tableNumber) return `Table no. ${order.tableNumber} (as typed)`;
  return 'Not seated: call the player';
}

/** One order on the kitchen board: where it goes, what is in it, how long it has waited, the next step. */
export function OrderCard({
  order,
  now,
  isPending,
  onMove,
  onCancel,
}: {
  order: StaffFoodOrder;
  now: number;
  isPending: boolean;
  onMove: (status: 'preparing' | 'ready' | 'delivered') => void;
  onCancel: () => void;
}) {
  const isOpen = order.status === 'placed' || order.status === 'preparing' || order.status === 'ready';
  const minutes = minutesSince(order.createdAt, now);
  const ageing = ageingOf(minutes);
  const next = NEXT_STEP[order.status];
  const headingId = `kitchen-order-${order.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'grid min-w-0 gap-2 rounded-xl border bg-slate-900/90 p-3',
        isOpen ? 'border-slate-700' : 'border-slate-800 opacity-80',
      )}
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <h3 id={headingId} className="min-w-0 text-base font-bold break-words text-white">
            #{order.id} · {order.playerName}
          </h3>
          {isOpen ? (
            <p
              data-ageing={ageing}
              className={cn('rounded-md border px-2 py-0.5 text-xs font-bold', AGEING_STYLES[ageing])}
            >
              {minutes} min · {AGEING_LABELS[ageing]}
            </p>
          ) : (
            <p className="text-xs text-slate-300">{formatClubTime(order.updatedAt, 'time')}</p>
          )}
        </div>
        <p className="text-base font-bold text-sky-200">{deliveryPlace(order)}</p>
      </div>
      <ul className="grid gap-0.5 text-sm text-slate-100" aria-label={`Items of order ${order.id}`}>
        {order.items.map((line) => (
          <li key={line.menuItemId}>
            <span className="font-bold">{line.quantity} ×</span> {line.name}
          </li>
        ))}
      </ul>
      {order.notes ? (
        <p className="rounded-md bg-amber-950/60 px-2 py-1 text-sm text-amber-100">Note: {order.notes}</p>
      ) : null}
      {order.status === 'cancelled' && order.cancelReason ? (
        <p className="text-sm text-red-200">Reason: {order.cancelReason}</p>
      ) : null}
      {isOpen ? (
        <div className="grid gap-2">
          {next ? (
            <Button
              size="lg"
              className="h-auto min-h-14 w-full"
              disabled={isPending}
              onClick={() => onMove(next.status)}
            >
              {next.label}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            className="w-full"
            disabled={isPending}
            onClick={onCancel}
            aria-label={`Cancel order ${order.id}`}
          >
            Cancel
          </Button>
        </div>
      ) : null}
    </article>
  );
}

import { formatClubTime } from '../../lib/format';
import { type FoodOrder, ORDER_STATUS_LABELS, type OrderStatus } from '@club/shared/food';
import { formatRupees } from '@club/shared/money';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

const STATUS_VARIANTS: Record<OrderStatus, BadgeVariant> = {
  placed: 'info',
  preparing: 'warning',
  ready: 'success',
  delivered: 'default',
  cancelled: 'destructive',
};

/** The player's latest orders; each status change arrives by push (food_order_updated). */
const SHOWN_AT_FIRST = 2;

export function MyOrders({ orders }: { orders: FoodOrder[] }) {
  const [isExpanded, setIsExpanded] = useState(false);
  if (orders.length === 0) return null;
  const shown = isExpanded ? orders : orders.slice(0, SHOWN_AT_FIRST);
  return (
    <section aria-labelledby="my-orders-heading" className="grid gap-2">
      <h3 id="my-orders-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-400">
        Your orders
      </h3>
      <ul className="grid gap-2">
        {shown.map((order) => (
          <li
            key={order.id}
            aria-label={`Order ${order.id}`}
            className="rounded-xl border border-slate-800 bg-slate-900/80 px-3 py-2.5"
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-white">
                Order #{order.id}
                <span className="ml-2 font-normal text-slate-400">
                  {formatClubTime(order.createdAt, 'time')}
                  {order.tableNumber ? ` · Table ${order.tableNumber}` : ''}
                </span>
              </p>
              <Badge variant={STATUS_VARIANTS[order.status]} data-testid="order-status">
                {ORDER_STATUS_LABELS[order.status]}
              </Badge>
            </div>
            <p className="mt-1 line-clamp-2 text-xs text-slate-400">
              {order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
            </p>
            {order.status === 'cancelled' && order.cancelReason ? (
              <p className="mt-1 text-sm text-red-200" data-testid="order-cancel-reason">
                Cancelled by the kitchen: {order.cancelReason}
              </p>
            ) : null}
            <p className="mt-1 text-sm font-semibold text-slate-100">{formatRupees(order.totalAmount)}</p>
          </li>
        ))}
      </ul>
      {orders.length > SHOWN_AT_FIRST ? (
        <Button variant="link" className="w-fit" onClick={() => setIsExpanded((e) => !e)} aria-expanded={isExpanded}>
          {isExpanded ? 'Show fewer orders' : `Show all ${orders.length} orders`}
        </Button>
      ) : null}
    </section>
  );
}

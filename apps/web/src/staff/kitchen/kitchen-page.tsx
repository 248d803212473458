import type { StaffFoodOrder } from '@club/shared/food';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { chime } from '../../lib/tones';
import { actionErrorText } from '../floor/floor-form';
import { ReasonDialog } from '../floor/reason-dialog';
import { useNow } from '../floor/use-now';
import { KITCHEN_COLUMNS, ordersIn } from './kitchen-board';
import { useKitchenOrders, useMoveOrder } from './kitchen-queries';
import { OrderCard } from './order-card';

/** Sounds once for each order that arrives while the board is open (the ones there at opening make none). */
function useNewOrderChime(orders: StaffFoodOrder[] | undefined) {
  const heard = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!orders) return;
    const placed = orders.filter((o) => o.status === 'placed').map((o) => o.id);
    if (heard.current && placed.some((id) => !heard.current?.has(id))) chime();
    heard.current = new Set([...(heard.current ?? []), ...orders.map((o) => o.id)]);
  }, [orders]);
}

/** /staff/kitchen: the orders in columns by status, live, with big buttons to move each on (a tablet's screen). */
export function KitchenPage() {
  const orders = useKitchenOrders();
  const move = useMoveOrder();
  const now = useNow(15_000);
  const [cancelling, setCancelling] = useState<StaffFoodOrder | null>(null);
  useNewOrderChime(orders.data);

  if (orders.isPending) return <Spinner label="Loading the kitchen orders..." />;
  if (orders.isError && !orders.data) {
    return (
      <Alert variant="destructive" title="Could not load the orders">
        {actionErrorText(orders.error)}
      </Alert>
    );
  }

  const all = orders.data ?? [];
  const cancelled = ordersIn(all, 'cancelled');
  const pendingId = move.isPending ? (move.variables?.id ?? null) : null;
  const moveOn = (order: StaffFoodOrder, status: 'preparing' | 'ready' | 'delivered') =>
    move.mutate(
      { id: order.id, status },
      {
        onError: (error) =>
          toast({ title: `Order #${order.id} not moved`, description: actionErrorText(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-white">Kitchen</h1>
        <p className="text-sm text-slate-300">
          Oldest first. Green under 10 minutes, amber under 20, red after. A chime sounds for each new order.
        </p>
      </div>

      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-4">
        {KITCHEN_COLUMNS.map((column) => {
          const shown = ordersIn(all, column.status);
          const headingId = `kitchen-column-${column.status}`;
          return (
            <section
              key={column.status}
              aria-labelledby={headingId}
              className="grid min-w-0 content-start gap-2 rounded-2xl border border-slate-800 bg-slate-950/60 p-2"
            >
              <h2 id={headingId} className="px-1 text-lg font-bold text-white">
                {column.title} <span className="text-slate-300">({shown.length})</span>
              </h2>
              {shown.length === 0 ? (
                <p className="px-1 pb-2 text-sm text-slate-300">
                  {column.status === 'delivered' ? 'Nothing delivered yet.' : 'No orders here.'}
                </p>
              ) : (
                shown.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    now={now}
                    isPending={pendingId === order.id}
                    onMove={(status) => moveOn(order, status)}
                    onCancel={() => {
                      move.reset();
                      setCancelling(order);
                    }}
                  />
                ))
              )}
            </section>
          );
        })}
      </div>

      {cancelled.length > 0 ? (
        <section aria-labelledby="kitchen-cancelled" className="grid gap-2">
          <h2 id="kitchen-cancelled" className="text-base font-bold text-slate-200">
            Cancelled lately ({cancelled.length})
          </h2>
          <div className="grid gap-2 md:grid-cols-2 lg:grid-cols-4">
            {cancelled.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                now={now}
                isPending={false}
                onMove={() => {}}
                onCancel={() => {}}
              />
            ))}
          </div>
        </section>
      ) : null}

      {cancelling ? (
        <ReasonDialog
          title={`Cancel order #${cancelling.id}`}
          description={`${cancelling.playerName}: ${cancelling.items.map((l) => `${l.quantity} × ${l.name}`).join(', ')}. The player reads the reason on their order.`}
          label="Reason the player reads"
          submitLabel="Cancel the order"
          isPending={move.isPending}
          error={move.error}
          onSubmit={(reason) =>
            move.mutate(
              { id: cancelling.id, status: 'cancelled', reason },
              {
                onSuccess: () => {
                  toast({ title: `Order #${cancelling.id} cancelled`, description: reason, variant: 'success' });
                  setCancelling(null);
                },
              },
            )
          }
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </div>
  );
}

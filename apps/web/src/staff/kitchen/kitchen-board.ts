import type { OrderStatus, StaffFoodOrder } from '@club/shared/food';

/** The board's columns, left to right; cancelled orders sit aside. */
export const KITCHEN_COLUMNS = [
  { status: 'placed', title: 'New' },
  { status: 'preparing', title: 'Preparing' },
  { status: 'ready', title: 'Ready' },
  { status: 'delivered', title: 'Delivered' },
] as const satisfies ReadonlyArray<{ status: OrderStatus; title: string }>;

/** Finished orders stay on the board a while, the latest first. */
export const FINISHED_SHOWN = 8;

/** The one step forward a tap makes (skipping steps stays possible on the server, not on this board). */
export const NEXT_STEP: Partial<Record<OrderStatus, { status: 'preparing' | 'ready' | 'delivered'; label: string }>> = {
  placed: { status: 'preparing', label: 'Start preparing' },
  preparing: { status: 'ready', label: 'Mark ready' },
  ready: { status: 'delivered', label: 'Delivered' },
};

export type Ageing = 'fresh' | 'waiting' | 'late';
/** Green under 10 minutes, amber under 20, red after (issue 18). */
export const ageingOf = (minutes: number): Ageing => (minutes < 10 ? 'fresh' : minutes < 20 ? 'waiting' : 'late');
export const AGEING_LABELS: Record<Ageing, string> = { fresh: 'On time', waiting: 'Waiting', late: 'Late' };

export const minutesSince = (at: string, now: number) => Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));

/** The orders of one column: open ones oldest first (the next to make on top), finished ones latest first. */
export function ordersIn(orders: StaffFoodOrder[], status: OrderStatus): StaffFoodOrder[] {
  const inColumn = orders.filter((o) => o.status === status);
  if (status === 'delivered' || status === 'cancelled') {
    return inColumn.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)).slice(0, FINISHED_SHOWN);
  }
  return inColumn.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
}

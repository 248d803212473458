import { serverEvents } from '@club/shared/events';
import type { StaffFoodOrder } from '@club/shared/food';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { KITCHEN_KEY } from './kitchen-queries';
import { registerKitchenSocketEvents } from './kitchen-socket-events';

const order = (id: number, status: StaffFoodOrder['status'], updatedAt: string): StaffFoodOrder => ({
  id,
  playerId: 7,
  playerName: 'Asha Rao',
  status,
  totalAmount: '250.00',
  tableNumber: null,
  notes: 'No onions',
  items: [{ menuItemId: 1, name: 'Paneer Tikka', unitPrice: '250.00', quantity: 1, lineTotal: '250.00' }],
  cancelReason: null,
  deliverTo: { tableId: '3', tableName: 'Alpha', seatNumber: 4 },
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt,
});

describe('kitchen order events in the console cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (payload: StaffFoodOrder) =>
    dispatchSocketEvent(serverEvents, queryClient, 'kitchen_order_updated', payload);
  const held = () => queryClient.getQueryData<StaffFoodOrder[]>(KITCHEN_KEY) ?? [];

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData<StaffFoodOrder[]>(KITCHEN_KEY, [order(1, 'placed', '2026-11-25T10:00:00.000Z')]);
    stop = registerKitchenSocketEvents();
  });
  afterEach(() => stop());

  it('adds a new order and keeps where to deliver it', () => {
    push(order(2, 'placed', '2026-11-25T10:01:00.000Z'));
    expect(held().map((o) => o.id)).toEqual([1, 2]);
    expect(held()[1]?.deliverTo).toEqual({ tableId: '3', tableName: 'Alpha', seatNumber: 4 });
  });

  it('moves an order on', () => {
    push(order(1, 'preparing', '2026-11-25T10:02:00.000Z'));
    expect(held()).toHaveLength(1);
    expect(held()[0]?.status).toBe('preparing');
  });

  it('drops a push older than what the board holds', () => {
    push(order(1, 'ready', '2026-11-25T10:05:00.000Z'));
    push(order(1, 'preparing', '2026-11-25T10:02:00.000Z'));
    expect(held()[0]?.status).toBe('ready');
  });

  it('leaves the cache alone while the board was never read', () => {
    queryClient.removeQueries({ queryKey: KITCHEN_KEY });
    push(order(3, 'placed', '2026-11-25T10:01:00.000Z'));
    expect(queryClient.getQueryData(KITCHEN_KEY)).toBeUndefined();
  });
});

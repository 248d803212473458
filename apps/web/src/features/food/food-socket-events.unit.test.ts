import { serverEvents } from '@club/shared/events';
import type { FoodOrder } from '@club/shared/food';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { registerFoodSocketEvents } from './food-socket-events';

// The key useMyOrders reads (food-queries.ts).
const ORDERS = ['food', 'orders'];

const order = (id: number, status: FoodOrder['status'], updatedAt: string): FoodOrder => ({
  id,
  playerId: 7,
  playerName: 'Asha Rao',
  status,
  totalAmount: '250.00',
  tableNumber: '4',
  notes: null,
  items: [],
  cancelReason: null,
  createdAt: `2026-11-25T10:0${id}:00.000Z`,
  updatedAt,
});

describe('food order events in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (payload: FoodOrder) => dispatchSocketEvent(serverEvents, queryClient, 'food_order_updated', payload);

  beforeEach(() => {
    queryClient = new QueryClient();
    stop = registerFoodSocketEvents();
    queryClient.setQueryData(ORDERS, [order(1, 'placed', '2026-11-25T10:01:00.000Z')]);
  });
  afterEach(() => stop());

  it('moves an order on and puts a new one on top', () => {
    push(order(1, 'preparing', '2026-11-25T10:05:00.000Z'));
    push(order(2, 'placed', '2026-11-25T10:06:00.000Z'));
    const list = queryClient.getQueryData<FoodOrder[]>(ORDERS);
    expect(list?.map((o) => [o.id, o.status])).toEqual([
      [2, 'placed'],
      [1, 'preparing'],
    ]);
  });

  it('keeps the newer state when an older push arrives last', () => {
    push(order(1, 'ready', '2026-11-25T10:09:00.000Z'));
    push(order(1, 'preparing', '2026-11-25T10:05:00.000Z'));
    expect(queryClient.getQueryData<FoodOrder[]>(ORDERS)?.[0]?.status).toBe('ready');
  });
});

import { serverEvents } from '@club/shared/events';
import type { Balance, Transaction } from '@club/shared/wallet';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast-store';
import { dispatchSocketEvent } from '../../lib/socket';
import { registerWalletSocketEvents } from './wallet-socket-events';
import { balanceKey, WALLET_KEY } from './wallet-queries';

vi.mock('../../components/ui/toast-store', () => ({ toast: vi.fn() }));

const balance = (cash: string, asOf: string): Balance => ({
  playerId: 7,
  cashBalance: cash,
  currentBalance: cash,
  creditBalance: '0.00',
  availableCredit: '0.00',
  creditLimit: '0.00',
  creditApproved: false,
  creditEligible: false,
  totalBalance: cash,
  asOf,
});
const row = (id: number, amount: string): Transaction => ({
  id,
  player_id: 7,
  type: 'cash_in',
  account: 'cash',
  amount,
  status: 'completed',
  created_at: '2026-11-25T10:00:00.000Z',
  description: null,
  staff_id: 1,
  staff_name: 'Cashier',
  reverses: null,
  reversed_by: null,
});

describe('wallet events in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);

  beforeEach(() => {
    queryClient = new QueryClient();
    stop = registerWalletSocketEvents();
  });
  afterEach(() => stop());

  it('replaces the balance with a newer one, whatever screen is open', () => {
    queryClient.setQueryData(balanceKey(7), balance('100.00', '2026-11-25T10:00:00.000Z'));
    push('balance_updated', { playerId: 7, balance: balance('150.00', '2026-11-25T10:00:01.000Z'), transactions: [] });
    expect(queryClient.getQueryData<Balance>(balanceKey(7))?.cashBalance).toBe('150.00');
  });

  it('drops a balance older than the one on screen (two pushes crossed on the way)', () => {
    queryClient.setQueryData(balanceKey(7), balance('150.00', '2026-11-25T10:00:01.000Z'));
    push('balance_updated', { playerId: 7, balance: balance('100.00', '2026-11-25T10:00:00.000Z'), transactions: [] });
    expect(queryClient.getQueryData<Balance>(balanceKey(7))?.cashBalance).toBe('150.00');
  });

  it('puts new ledger rows on top of every cached list of that player, once, within its length', () => {
    const ten = [...WALLET_KEY, 'transactions', 7, 2];
    queryClient.setQueryData(ten, [row(2, '20.00'), row(1, '10.00')]);
    const event = {
      playerId: 7,
      balance: balance('60.00', '2026-11-25T10:00:02.000Z'),
      transactions: [row(3, '30.00')],
    };
    push('balance_updated', event);
    push('balance_updated', event);
    expect(queryClient.getQueryData<Transaction[]>(ten)?.map((r) => r.id)).toEqual([3, 2]);
  });

  it('tells the player what a table cash-out added, in rupees, on whatever screen is open (issue 27, item 25)', () => {
    vi.mocked(toast).mockClear();
    const cashOut: Transaction = { ...row(9, '4200.00'), type: 'table_cash_out' };
    push('balance_updated', {
      playerId: 7,
      balance: balance('4200.00', '2026-11-25T10:00:03.000Z'),
      transactions: [cashOut],
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Cashed Out',
        description: '₹4,200.00 was added to your balance. Your session at the table has ended.',
      }),
    );
    // Other money (a cash-in at the cage) is shown on the Balance tab, without a toast.
    vi.mocked(toast).mockClear();
    push('balance_updated', {
      playerId: 7,
      balance: balance('4300.00', '2026-11-25T10:00:04.000Z'),
      transactions: [row(10, '100.00')],
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it('ignores a payload of another shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    queryClient.setQueryData(balanceKey(7), balance('100.00', '2026-11-25T10:00:00.000Z'));
    push('balance_updated', { playerId: 7, balance: { cashBalance: 'lots' }, transactions: [] });
    expect(queryClient.getQueryData<Balance>(balanceKey(7))?.cashBalance).toBe('100.00');
    warn.mockRestore();
  });
});

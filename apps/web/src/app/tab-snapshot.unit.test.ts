import type { TabSnapshot } from '@club/shared/tab-snapshot';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../features/accounts/current-user-query';
import { notificationsKey } from '../features/notifications/notification-queries';
import { balanceKey } from '../features/wallet/wallet-queries';
import { tabSnapshotReader } from './tab-snapshot';

const PLAYER_ID = 7;
const balance = (cash: string) => ({
  playerId: PLAYER_ID,
  cashBalance: cash,
  currentBalance: cash,
  creditBalance: '0.00',
  availableCredit: '0.00',
  creditLimit: '0.00',
  creditApproved: false,
  creditEligible: false,
  totalBalance: cash,
  asOf: '2026-11-26T20:00:00.000Z',
});
const snapshotWith = (cash: string): TabSnapshot => ({
  asOf: '2026-11-26T20:00:00.000Z',
  balance: balance(cash),
  seatRequests: [],
  tableSeats: [],
  liveSession: { hasActiveSession: false, session: null, serverTime: '2026-11-26T20:00:00.000Z' },
  notifications: [],
});

/** The network, answered by hand: a test decides when each answer arrives. */
function controlledFetch() {
  const waiting: Array<(body: unknown) => void> = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        waiting.push((body) => resolve(new Response(JSON.stringify(body), { status: 200 })));
      }),
  );
  return {
    fetch,
    answer(body: unknown) {
      const next = waiting.shift();
      if (!next) throw new Error('no request is waiting');
      next(body);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tab snapshot reader (decision 107)', () => {
  let queryClient: QueryClient;
  let network: ReturnType<typeof controlledFetch>;
  const stops: Array<() => void> = [];

  beforeEach(() => {
    network = controlledFetch();
    vi.stubGlobal('fetch', network.fetch);
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(CURRENT_USER_KEY, { player: { id: PLAYER_ID }, scope: 'full' });
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  /** The balance as a screen shows it: its own read answered by `answers`, one at a time. */
  function showBalance(answers: Array<(value: string) => void>) {
    const observer = new QueryObserver(queryClient, {
      queryKey: balanceKey(PLAYER_ID),
      queryFn: () => new Promise<unknown>((resolve) => answers.push((cash) => resolve(balance(cash)))),
    });
    stops.push(observer.subscribe(() => undefined));
  }
  const cashShown = () => queryClient.getQueryData<{ cashBalance: string }>(balanceKey(PLAYER_ID))?.cashBalance;

  it('stores the snapshot in the queries the tab shows, in one request, and drops a read that started before it', async () => {
    const balanceReads: Array<(value: string) => void> = [];
    showBalance(balanceReads); // the first load is on its way when the socket connects
    await settle();
    const reading = tabSnapshotReader(PLAYER_ID, queryClient).read();
    await settle();
    network.answer(snapshotWith('200.00'));
    await reading;
    expect(cashShown()).toBe('200.00');
    expect(network.fetch).toHaveBeenCalledTimes(1);
    expect(String(network.fetch.mock.calls[0]?.[0 as never])).toContain('/api/sync');

    balanceReads.shift()?.('100.00'); // the old read answers late: it was dropped
    await settle();
    expect(cashShown()).toBe('200.00');
  });

  it('leaves a query that a push changed while the snapshot was on its way to the push', async () => {
    const balanceReads: Array<(value: string) => void> = [];
    showBalance(balanceReads);
    await settle();
    balanceReads.shift()?.('100.00');
    await settle();
    const reading = tabSnapshotReader(PLAYER_ID, queryClient).read();
    await settle();
    queryClient.setQueryData(balanceKey(PLAYER_ID), balance('250.00')); // balance_updated arrives
    network.answer(snapshotWith('200.00')); // read before the push was applied
    await reading;
    expect(cashShown()).toBe('250.00');
  });

  it('adds nothing the tab never read, and names the queries it holds', async () => {
    const reader = tabSnapshotReader(PLAYER_ID, queryClient);
    const reading = reader.read();
    await settle();
    network.answer(snapshotWith('200.00'));
    await reading;
    expect(queryClient.getQueryState(notificationsKey(PLAYER_ID))).toBeUndefined();
    expect(queryClient.getQueryState(balanceKey(PLAYER_ID))).toBeUndefined();
    showBalance([]);
    const held = queryClient.getQueryCache().find({ queryKey: balanceKey(PLAYER_ID) });
    expect(held && reader.covers(held)).toBe(true);
  });

  it('before KYC (an onboarding session) holds nothing and reads nothing: each query is read as before', async () => {
    queryClient.setQueryData(CURRENT_USER_KEY, { player: { id: PLAYER_ID }, scope: 'onboarding' });
    showBalance([]);
    const reader = tabSnapshotReader(PLAYER_ID, queryClient);
    await reader.read();
    const held = queryClient.getQueryCache().find({ queryKey: balanceKey(PLAYER_ID) });
    expect(held && reader.covers(held)).toBe(false);
    expect(network.fetch).not.toHaveBeenCalled();
  });
});

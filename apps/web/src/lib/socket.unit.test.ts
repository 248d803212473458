import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverEvents } from '@club/shared/events';
import { dispatchSocketEvent, refetchFromNow, registerSocketHandler } from './socket';

/** A server whose answers are released by hand, so a test decides when a read "happened". */
function controlledServer() {
  const pending: Array<(value: string) => void> = [];
  let reads = 0;
  return {
    queryFn: () =>
      new Promise<string>((resolve) => {
        reads += 1;
        pending.push(resolve);
      }),
    answerNext(value: string) {
      const resolve = pending.shift();
      if (!resolve) throw new Error('no read is waiting');
      resolve(value);
    },
    get reads() {
      return reads;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refetchFromNow', () => {
  let queryClient: QueryClient;
  let stop: () => void = () => undefined;

  function observe(server: ReturnType<typeof controlledServer>) {
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const observer = new QueryObserver(queryClient, { queryKey: ['balance'], queryFn: server.queryFn });
    stop = observer.subscribe(() => undefined);
  }

  afterEach(() => {
    stop();
    queryClient.clear();
  });

  it("a read answered before a push does not overwrite the push's data: it is read again", async () => {
    const server = controlledServer();
    observe(server);
    server.answerNext('100');
    await settle();
    expect(queryClient.getQueryData(['balance'])).toBe('100');

    // A refetch is in flight (it read 100) when the push of the new balance arrives.
    void queryClient.invalidateQueries({ queryKey: ['balance'] });
    await settle();
    queryClient.setQueryData(['balance'], '250');
    refetchFromNow(queryClient, (query) => query.state.fetchStatus === 'fetching');
    await settle();
    server.answerNext('100'); // the stale read's answer arrives late: it was cancelled
    server.answerNext('250'); // the read started after the push
    await settle();

    expect(queryClient.getQueryData(['balance'])).toBe('250');
    expect(server.reads).toBe(3);
  });

  it('a first load in flight when the socket connects loads once more after it ends', async () => {
    const server = controlledServer();
    observe(server);
    await settle();
    refetchFromNow(queryClient);
    server.answerNext('pending'); // read before the socket joined its rooms
    await settle();
    expect(server.reads).toBe(2);
    server.answerNext('approved');
    await settle();
    expect(queryClient.getQueryData(['balance'])).toBe('approved');
  });

  it('queries not matched are left alone', async () => {
    const server = controlledServer();
    observe(server);
    server.answerNext('100');
    await settle();
    refetchFromNow(queryClient, (query) => query.state.fetchStatus === 'fetching');
    await settle();
    expect(server.reads).toBe(1);
  });
});

describe('dispatchSocketEvent', () => {
  let queryClient: QueryClient;
  const stops: Array<() => void> = [];

  function observe(key: string, server: ReturnType<typeof controlledServer>) {
    const observer = new QueryObserver(queryClient, { queryKey: [key], queryFn: server.queryFn });
    stops.push(observer.subscribe(() => undefined));
  }

  /** A query that has data and a read of it in flight. */
  async function readingAgain(key: string, server: ReturnType<typeof controlledServer>, first: string) {
    observe(key, server);
    server.answerNext(first);
    await settle();
    void queryClient.invalidateQueries({ queryKey: [key] });
    await settle();
    expect(server.reads).toBe(2);
  }

  const push = () => dispatchSocketEvent(serverEvents, queryClient, 'tournament_prizes_changed', { id: 1 });

  beforeEach(() => {
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
  });

  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    queryClient.clear();
  });

  it('a read the events did not touch finishes, however many arrive meanwhile', async () => {
    // A push that stores into another query (the floor), fifty times while the approvals are read.
    stops.push(
      registerSocketHandler('tournament_prizes_changed', (_event, client) => client.setQueryData(['floor'], 'x')),
    );
    const approvals = controlledServer();
    await readingAgain('approvals', approvals, 'nothing waiting');
    for (let i = 0; i < 50; i += 1) push();
    await settle();
    approvals.answerNext('a held prize');
    await settle();
    expect(queryClient.getQueryData(['approvals'])).toBe('a held prize');
    expect(approvals.reads).toBe(2);
  });

  it('a first load in flight when a push arrives is read once more after it ends (it may predate the change)', async () => {
    // The handler has nothing to store into yet (the floor's table pushes need a floor read first).
    stops.push(registerSocketHandler('tournament_prizes_changed', () => undefined));
    const floor = controlledServer();
    stops.push(new QueryObserver(queryClient, { queryKey: ['floor'], queryFn: floor.queryFn }).subscribe(() => {}));
    await settle();
    for (let i = 0; i < 5; i += 1) push();
    floor.answerNext('read before the change');
    await settle();
    expect(floor.reads).toBe(2);
    floor.answerNext('read after it');
    await settle();
    expect(queryClient.getQueryData(['floor'])).toBe('read after it');
  });

  it("a read in flight of a query the event stored into starts again, so the push's data stays", async () => {
    stops.push(
      registerSocketHandler('tournament_prizes_changed', (_event, client) => client.setQueryData(['balance'], '250')),
    );
    const balance = controlledServer();
    await readingAgain('balance', balance, '100');
    push();
    await settle();
    balance.answerNext('100'); // read before the change: cancelled
    balance.answerNext('250');
    await settle();
    expect(queryClient.getQueryData(['balance'])).toBe('250');
    expect(balance.reads).toBe(3);
  });
});

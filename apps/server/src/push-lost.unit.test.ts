import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUseCaseContext } from './use-case';
import { resyncWhenDatabaseAnswers } from './push-lost';

describe('a push after commit that fails', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is reported to the sockets (pushLost), and logged', async () => {
    const pushLost = vi.fn();
    const error = vi.fn();
    const ctx = createUseCaseContext({} as never, { publish: vi.fn(), moveSockets: vi.fn(), pushLost }, { error });
    ctx.afterCommit(
      () => undefined,
      () => Promise.reject(new Error('connection terminated')),
    );
    await vi.runAllTimersAsync();
    expect(pushLost).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.anything(), 'a push after commit failed');
  });

  it('is not reported when every push went', async () => {
    const pushLost = vi.fn();
    const ctx = createUseCaseContext(
      {} as never,
      { publish: vi.fn(), moveSockets: vi.fn(), pushLost },
      { error: vi.fn() },
    );
    ctx.afterCommit(() => undefined);
    await vi.runAllTimersAsync();
    expect(pushLost).not.toHaveBeenCalled();
  });

  it('has every tab re-read once the database answers again, once for many lost pushes', async () => {
    let reachable = false;
    const ping = vi.fn(async () => {
      if (!reachable) throw new Error('ECONNREFUSED');
    });
    const resync = vi.fn();
    const pushLost = resyncWhenDatabaseAnswers({ ping }, resync, () => Date.now());
    pushLost();
    pushLost();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(resync).not.toHaveBeenCalled();
    pushLost();
    reachable = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('re-reads at most once every 5 s, and still re-reads after a push lost meanwhile', async () => {
    const resync = vi.fn();
    const pushLost = resyncWhenDatabaseAnswers({ ping: async () => undefined }, resync, () => Date.now());
    pushLost();
    await vi.advanceTimersByTimeAsync(0);
    expect(resync).toHaveBeenCalledTimes(1);
    pushLost();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(resync).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(resync).toHaveBeenCalledTimes(2);
  });
});

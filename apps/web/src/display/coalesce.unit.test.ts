import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once for a burst of calls within the wait', async () => {
    const run = vi.fn(async () => undefined);
    const reads = coalesce(run, 300);
    for (let i = 0; i < 1000; i++) reads.schedule();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs exactly once more when calls arrive while a run is going, so the last change is read', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const reads = coalesce(run, 100);
    reads.schedule();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    reads.schedule();
    reads.schedule();
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps going after a failed run, and stops for good when stopped', async () => {
    const run = vi.fn(async () => {
      throw new Error('offline');
    });
    const reads = coalesce(run, 50);
    reads.schedule();
    await vi.advanceTimersByTimeAsync(50);
    reads.schedule();
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(2);
    reads.schedule();
    reads.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

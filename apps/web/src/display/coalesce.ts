/**
 * Runs `run` once for a burst of calls (decision 062): the first call starts a short wait, calls during the
 * wait join it, and calls while `run` is still going make exactly one more run after it. A board told of
 * 1,000 changes reads its data a few times, never 1,000 times, and never misses the last change.
 */
export function coalesce(run: () => Promise<unknown>, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isRunning = false;
  let isAgain = false;
  let isStopped = false;

  const fire = async () => {
    timer = undefined;
    if (isRunning) {
      isAgain = true;
      return;
    }
    isRunning = true;
    try {
      await run();
    } catch {
      // The caller's own reads report their errors; the next change tries again.
    } finally {
      isRunning = false;
      if (isAgain && !isStopped) {
        isAgain = false;
        schedule();
      }
    }
  };

  function schedule() {
    if (isStopped) return;
    if (isRunning) {
      isAgain = true;
      return;
    }
    timer ??= setTimeout(() => void fire(), waitMs);
  }

  return {
    schedule,
    stop() {
      isStopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

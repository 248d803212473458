// Whether the phone can reach the club (issue 27, item 24): the browser's own reading (navigator.onLine
// and its online/offline events), and a request that could not be sent at all, which says so when the
// browser still believes it is online (Wi-Fi with no way out). A request that gets any answer, or the
// browser's online event, clears it.

const listeners = new Set<() => void>();
let isUnreachable = false;

function publish(next: boolean) {
  if (next === isUnreachable) return;
  isUnreachable = next;
  for (const listener of listeners) listener();
}

/** A request could not be sent (fetch itself failed). */
export const reportUnreachable = () => publish(true);
/** The server answered something. */
export const reportReachable = () => publish(false);

const readOnline = () => (typeof navigator === 'undefined' || navigator.onLine) && !isUnreachable;

/** Calls `listener` whenever the reading may have changed. */
export function subscribeOnline(listener: () => void) {
  const onOnline = () => {
    isUnreachable = false;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the phone is online now. */
export const isOnline = readOnline;

/** A request that never left the phone: no answer at all, as `fetch` reports it. */
export class OfflineError extends Error {
  constructor() {
    super('The phone is offline: the request was not sent.');
    this.name = 'OfflineError';
  }
}

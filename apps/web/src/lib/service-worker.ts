/** The app's one service worker: browser notifications and the player's app shell offline (public/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Pages used online at the club only: the staff console and the TV board get no worker. */
const isPlayerPage = () => !/^\/(staff|display)(\/|$)/.test(window.location.pathname);

/**
 * Registers the worker once the page has loaded (it fetches the shell to keep, after the page's own
 * loading), so the next load of the player's app works with no network (issue 27 item 24).
 */
export function registerAppWorker() {
  if (!('serviceWorker' in navigator) || !isPlayerPage()) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

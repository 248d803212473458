// The app's service worker (one per origin and scope, so it does both jobs):
// - browser notifications of club push notifications (accounts-kyc.md: bubbles): the page shows a
//   notification through this worker when it is hidden; a click brings the player to the Notifications
//   tab (a page's call: back to the open app);
// - Web Push (issue 31, decision 140): the server's pushes shown with the app closed; a page's actions answer
//   it from here, without opening the app;
// - the app shell offline (issue 27 item 24, decision 106): a player's page loads with no network, from
//   the last page this phone loaded and the build's files it used, and says it is offline. Pages are read
//   from the network first (a new build is seen at once); the build's hashed files from the cache first
//   (their names change with their content). API answers are never cached. A page from a new build
//   replaces the cached build's files, so the cache holds one build.
const SHELL_CACHE = 'club-shell';
const SHELL_PAGE = '/';
const ASSET = /^\/assets\//;
// Pages that are not the player's app: the console and the TV board are used online, at the club.
const NOT_SHELL = /^\/(api|staff|display|socket\.io)(\/|$)/;

/** The build's files a page names (its entry script, styles, preloads). */
const assetsOf = (html) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);

/** Keeps `page` as the shell; a page of another build drops the files of the one before. */
async function keepShell(page) {
  const cache = await caches.open(SHELL_CACHE);
  const html = await page.clone().text();
  const assets = new Set(assetsOf(html));
  const held = await cache.match(SHELL_PAGE);
  const heldAssets = held ? new Set(assetsOf(await held.text())) : assets;
  const isNewBuild = [...assets].some((asset) => !heldAssets.has(asset));
  if (isNewBuild) {
    for (const request of await cache.keys()) {
      if (ASSET.test(new URL(request.url).pathname)) await cache.delete(request);
    }
  }
  await cache.put(SHELL_PAGE, page);
  await cache.addAll([...assets]).catch(() => undefined);
}

async function fromNetworkThenShell(request) {
  try {
    const answer = await fetch(request);
    if (answer.ok && answer.type === 'basic' && answer.headers.get('content-type')?.startsWith('text/html')) {
      await keepShell(answer.clone()).catch(() => undefined);
    }
    return answer;
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function fromCacheThenNetwork(request) {
  const cache = await caches.open(SHELL_CACHE);
  const held = await cache.match(request);
  if (held) return held;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone()).catch(() => undefined);
  return answer;
}

// The worker takes over at once: a page that asked for browser notifications needs an active worker
// to show them, so nothing is fetched while installing. The page that registered the worker loaded
// before it: it is fetched once more, on activation, to be the shell. A page's navigation meanwhile
// waits for the activation to end, so an offline reload right after finds the shell kept.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([
      self.clients.claim(),
      fetch(SHELL_PAGE, { credentials: 'include' })
        .then((page) => (page.ok ? keepShell(page) : undefined))
        .catch(() => undefined),
    ]),
  ),
);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NOT_SHELL.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(fromNetworkThenShell(request));
  else if (ASSET.test(url.pathname)) event.respondWith(fromCacheThenNetwork(request));
});

// Web Push (issue 31, decision 140): the server sends pages, seatings, moves and the notifications marked for
// push through the browser's push service, encrypted for this worker's subscription (the payload is the JSON of
// packages/shared/src/push.ts pushMessageSchema). A repeat (the same tag) replaces the notification shown.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data?.json();
  } catch {
    message = undefined;
  }
  if (!message?.title) return;
  extend(
    event,
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icon-192.png',
      tag: message.tag,
      renotify: Boolean(message.tag),
      requireInteraction: Boolean(message.requireInteraction),
      // A browser shows at most Notification.maxActions (Chromium: 2), the first ones: the message lists the
      // answers that keep the seat first (decision 140).
      actions: (message.actions ?? []).slice(0, self.Notification?.maxActions ?? 0),
      data: { kind: message.kind, url: message.url, entryId: message.entryId },
    }),
  );
});

/**
 * event.waitUntil keeps the worker alive until the work ends. It throws for an event a script made (the browser
 * test dispatches a notificationclick itself: Chromium's DevTools protocol cannot click a notification), and the
 * work runs the same either way.
 */
function extend(event, work) {
  try {
    event.waitUntil(work);
  } catch {
    // an event made by a script: nothing waits for the worker, the work still runs
  }
  return work;
}

/** What the player is told once an action answered the page (the app's own words for each answer). */
const PAGE_ANSWERED = {
  on_my_way: 'The floor knows you are on your way.',
  more_time: 'The floor gave you more time.',
  leave: 'You left the list.',
};

/**
 * An action on a page's notification answers the page without opening the app: the player's own route
 * (POST /api/waitlist/{entryId}/respond, features/tables/paging) with the session cookie this origin's fetch
 * carries; the browser adds this origin as Origin, which the server's cross-site check accepts. A short
 * notification says how it went (replacing the page's); a refusal says why, and a click on it opens the app.
 */
async function answerPage(entryId, response, tag) {
  let title = 'Answer sent';
  let body = PAGE_ANSWERED[response];
  try {
    const answer = await fetch(`/api/waitlist/${entryId}/respond`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ response }),
    });
    if (!answer.ok) {
      const error = await answer.json().catch(() => undefined);
      title = 'Your answer did not reach the floor';
      body =
        answer.status === 401 ? 'Sign in to answer the page.' : (error?.message ?? 'Open the app to answer the page.');
    }
  } catch {
    title = 'Your answer did not reach the floor';
    body = 'No connection: open the app to answer the page.';
  }
  await self.registration.showNotification(title, {
    body,
    icon: '/icon-192.png',
    tag,
    data: { kind: 'page_answer', url: '/dashboard' },
  });
}

/** Brings an open tab of the app forward (moved to `path` unless told not to), or opens one. */
async function openApp(path, navigate) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(target);
  const focused = await open.focus();
  return navigate && focused.url !== target ? focused.navigate?.(target) : focused;
}

self.addEventListener('notificationclick', (event) => {
  const { notification } = event;
  notification.close();
  const data = notification.data ?? {};
  if (event.action && data.entryId && event.action in PAGE_ANSWERED) {
    extend(event, answerPage(data.entryId, event.action, notification.tag));
    return;
  }
  // A page's call ('Your seat is ready', decision 064) only brings the app forward: the call is on screen there.
  if (data.focus || data.kind === 'page') {
    extend(event, openApp(data.focus ?? data.url ?? '/dashboard', false));
    return;
  }
  extend(event, openApp(data.url ?? '/dashboard?tab=notifications', true));
});

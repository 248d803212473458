// The app's service worker (one per origin and scope, so it does both jobs):
// - browser notifications of club push notifications (accounts-kyc.md: bubbles): the page shows a
//   notification through this worker when it is hidden; a click brings the player to the Notifications
//   tab (a page's call: back to the open app);
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

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // A page's call ('Your seat is ready', decision 064) only brings the app forward: the call is on screen there.
  const focusPath = event.notification.data?.focus;
  if (focusPath) {
    const page = new URL(focusPath, self.location.origin).href;
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        return open ? open.focus() : self.clients.openWindow(page);
      }),
    );
    return;
  }
  const target = new URL('/dashboard?tab=notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => client.navigate?.(target));
      return self.clients.openWindow(target);
    }),
  );
});

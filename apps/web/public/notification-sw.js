// Service worker for browser notifications of club push notifications (accounts-kyc.md: bubbles).
// The page shows the notification through this worker when it is hidden; a click brings the player
// to the Notifications tab (a page's call: back to the open app). It caches nothing and handles no fetches.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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

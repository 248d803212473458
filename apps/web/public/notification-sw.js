// Service worker for browser notifications of club push notifications (accounts-kyc.md: bubbles).
// The page shows the notification through this worker when it is hidden; a click brings the player
// to the Notifications tab. It caches nothing and handles no fetches.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL('/dashboard?tab=notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => client.navigate?.(target));
      return self.clients.openWindow(target);
    }),
  );
});

import type { Page } from '@playwright/test';

/**
 * Resolves once the page's next Socket.IO connection is up (the server's connect packet, `40`). Call it
 * before the navigation that opens the socket; pushes sent before then reach the page only by the
 * connect's re-read.
 */
export function whenSocketConnects(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')));
}

import { expect, type Page, type Request } from '@playwright/test';

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/**
 * Resolves once the page's next Socket.IO connection is up (the server's connect packet, `40`) and the
 * re-read that the connect starts (lib/socket.ts: every query once) has been answered. Call it before the
 * navigation that opens the socket; pushes sent before then reach the page only by that re-read, and a
 * test that counts the page's requests starts counting after it.
 *
 * Waits for events, not time: the browser reports the connect frame before the requests the page sends
 * in answer to it, so every request seen after the frame belongs to the re-read (or to the page's own
 * loading), and the re-read is over when each of them has finished.
 */
export async function whenSocketConnects(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  let connected = false;
  let sentSinceConnect = 0;
  const started = (request: Request) => {
    if (!isApi(request)) return;
    inFlight.add(request);
    if (connected) sentSinceConnect += 1;
  };
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const ws = await page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
    await new Promise<void>((resolve) => {
      const onFrame = (frame: { payload: string | Buffer }) => {
        if (!String(frame.payload).startsWith('40')) return;
        connected = true;
        ws.off('framereceived', onFrame);
        resolve();
      };
      ws.on('framereceived', onFrame);
    });
    await expect.poll(() => sentSinceConnect > 0 && inFlight.size === 0, { timeout: 30_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

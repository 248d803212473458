import { expect, type Page, type Request, type Response, type WebSocket } from '@playwright/test';

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
  let apiRequestsStarted = 0;
  // How many API requests had started when the connect packet arrived (null: not yet connected).
  let startedBeforeConnect: number | null = null;
  const started = (request: Request) => {
    if (!isApi(request)) return;
    inFlight.add(request);
    apiRequestsStarted += 1;
  };
  const ended = (request: Request) => inFlight.delete(request);
  // The connect packet comes on the page's websocket, or over HTTP long-polling when the websocket could not open
  // (socket.io upgrades later, and the upgraded websocket carries no connect packet). Every websocket is listened
  // to from its creation, so no frame goes by between the websocket's event and a listener.
  // Polling answers join packets with the record separator (U+001E).
  const isConnectPacket = (text: string) =>
    text.split(String.fromCharCode(0x1e)).some((packet) => packet.startsWith('40'));
  const onSocket = (ws: WebSocket) => {
    if (!ws.url().includes('/socket.io/')) return;
    ws.on('framereceived', (frame) => {
      if (startedBeforeConnect === null && isConnectPacket(String(frame.payload))) {
        startedBeforeConnect = apiRequestsStarted;
      }
    });
  };
  const onResponse = (response: Response) => {
    if (!response.url().includes('/socket.io/') || !response.url().includes('transport=polling')) return;
    const startedBeforeResponse = apiRequestsStarted;
    void response.text().then(
      (text) => {
        if (startedBeforeConnect === null && isConnectPacket(text)) startedBeforeConnect = startedBeforeResponse;
      },
      () => undefined,
    );
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('websocket', onSocket);
  page.on('response', onResponse);
  try {
    await expect
      .poll(() => startedBeforeConnect !== null, { message: 'the page’s socket connects', timeout: 60_000 })
      .toBe(true);
    await expect
      .poll(() => apiRequestsStarted > (startedBeforeConnect ?? 0) && inFlight.size === 0, { timeout: 30_000 })
      .toBe(true);
  } finally {
    page.off('websocket', onSocket);
    page.off('response', onResponse);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

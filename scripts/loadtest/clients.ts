// The load clients of `npm run loadtest`: HTTP calls through nginx with a session cookie, and Socket.IO
// tabs (socket.io-client in Node, WebSocket transport) that keep the state a player's tab shows.
import { RESYNC_SPREAD_MS, SOCKET_RECONNECTION } from '@club/shared/tab-snapshot';
import { io, type Socket } from 'socket.io-client';
import type { Group, Phase, Recorder } from './stats';

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
  code: string | null;
}

type Refusal = (status: number, code: string | null) => boolean;

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the contracts validate them server-side
export type Loose = any;

export class Http {
  inFlight = 0;
  constructor(
    readonly base: string,
    readonly recorder: Recorder,
    readonly phase: () => Phase,
  ) {}

  /** One real request through nginx; recorded in its group unless `group` is null (set-up calls). */
  async call(
    group: Group | null,
    method: string,
    path: string,
    options: { cookie: string; body?: unknown; headers?: Record<string, string>; refusal?: Refusal },
  ): Promise<Answer> {
    let phase = this.phase();
    const started = performance.now();
    this.inFlight++;
    let status = 0;
    let body: unknown = null;
    try {
      const res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          cookie: options.cookie,
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      const text = await res.text();
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
    } catch (error) {
      body = { error: String(error) };
    } finally {
      this.inFlight--;
    }
    const elapsed = performance.now() - started;
    // A request in flight when the failure step began belongs to the step (the kill cut it).
    if (this.phase() === 'failure') phase = 'failure';
    const b = body as Loose;
    const code: string | null = b?.code ?? b?.error?.code ?? null;
    if (group && phase !== 'setup') {
      const ok = status >= 200 && status < 300;
      const refused = !ok && status > 0 && (options.refusal?.(status, code) ?? false);
      this.recorder.request(
        group,
        phase,
        elapsed,
        ok
          ? 'ok'
          : refused
            ? 'refusal'
            : { error: `${method} ${path.replace(/\d+/g, ':id')} ${status || 'network'} ${code ?? ''}`.trim() },
      );
    }
    return { status, body, ms: elapsed, code };
  }
}

const TIMED_EVENTS = new Set([
  'balance_updated',
  'seat_requests_updated',
  'seat_assigned',
  'new-message',
  'food_order_updated',
  'vip_points_updated',
]);

/** Every socket message the tabs heard, by event: what the load generator itself has to read. */
export const heardByEvent = new Map<string, number>();

interface Received {
  event: string;
  payload: Loose;
  at: number;
}

export interface SeatRequestView {
  id: number;
  tableId: string;
  status: string;
  position: number | null;
}

const view = (list: Loose[]): SeatRequestView[] =>
  list
    .map((r) => ({ id: r.id, tableId: String(r.tableId), status: r.status, position: r.position ?? null }))
    .sort((a, b) => a.id - b.id);

/**
 * One open tab: a socket, the recent events it heard (to time staff actions) and the state it shows (the
 * balance and the seat requests), updated by events and read again over HTTP after every reconnect, as the
 * web app's refetchFromNow does.
 */
export class Tab {
  socket: Socket;
  connected = false;
  everConnected = false;
  disconnectedAt: number | null = null;
  reconnects: Array<{ disconnectedAt: number; connectedAt: number }> = [];
  private recent: Received[] = [];
  private waiters = new Set<{ match: (r: Received) => boolean; resolve: (at: number) => void }>();
  balance: { cashBalance: string; creditBalance: string } | null = null;
  private balanceEventSeq = 0;
  seatRequests: SeatRequestView[] | null = null;
  private seatRequestsAsOf = '';
  resyncs = 0;
  resyncsFailed = 0;
  private isResyncScheduled = false;

  constructor(
    readonly http: Http,
    readonly playerId: number | null,
    readonly cookie: string,
    asStaff = false,
  ) {
    this.socket = io(http.base, {
      path: '/socket.io',
      // The web app tries WebSocket first; with WebSocket only any instance can take any connection.
      transports: ['websocket'],
      // As the web app reconnects (lib/socket.ts): at a random moment within 1 s, never 4 s apart.
      ...SOCKET_RECONNECTION,
      extraHeaders: { cookie },
      ...(asStaff ? { auth: { as: 'staff' } } : {}),
    });
    this.socket.on('connect', () => {
      const now = performance.now();
      this.connected = true;
      if (this.disconnectedAt !== null) {
        this.reconnects.push({ disconnectedAt: this.disconnectedAt, connectedAt: now });
        this.disconnectedAt = null;
        void this.resync();
      }
      this.everConnected = true;
    });
    this.socket.on('disconnect', () => {
      this.connected = false;
      this.disconnectedAt = performance.now();
    });
    // The server asks every tab to re-read when Redis is back (events published meanwhile may be lost).
    // …each at a random moment within the spread, once however many came (as lib/socket.ts does).
    this.socket.on('resync', () => {
      if (this.isResyncScheduled) return;
      this.isResyncScheduled = true;
      setTimeout(() => {
        this.isResyncScheduled = false;
        void this.resync();
      }, Math.random() * RESYNC_SPREAD_MS);
    });
    this.socket.onAny((event: string, payload: Loose) => this.hear(event, payload));
  }

  private hear(event: string, payload: Loose) {
    const at = performance.now();
    heardByEvent.set(event, (heardByEvent.get(event) ?? 0) + 1);
    if (event === 'balance_updated') {
      this.balance = { cashBalance: payload.balance.cashBalance, creditBalance: payload.balance.creditBalance };
      this.balanceEventSeq++;
    } else if (event === 'seat_requests_updated') {
      // The web drops a list older than the last it applied; so does this tab.
      if (payload.asOf >= this.seatRequestsAsOf) {
        this.seatRequestsAsOf = payload.asOf;
        this.seatRequests = view(payload.seatRequests);
      }
    }
    // Only the events a staff action is timed by are kept (the lobby's broadcasts are many).
    if (!TIMED_EVENTS.has(event)) return;
    const received = { event, payload, at };
    this.recent.push(received);
    while (this.recent.length > 0 && at - this.recent[0]!.at > 30_000) this.recent.shift();
    for (const w of this.waiters) {
      if (w.match(received)) {
        this.waiters.delete(w);
        w.resolve(at);
      }
    }
  }

  /** When this tab heard (or hears, within `timeoutMs`) an event since `since` that matches; null if never. */
  heard(since: number, event: string, match: (payload: Loose) => boolean, timeoutMs = 10_000): Promise<number | null> {
    const test = (r: Received) => r.at >= since && r.event === event && match(r.payload);
    const found = this.recent.find(test);
    if (found) return Promise.resolve(found.at);
    return new Promise((resolve) => {
      const waiter = {
        match: test,
        resolve: (at: number) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(null);
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /**
   * What the web app does on every connect and on `resync`: read its snapshot again in one request
   * (`GET /api/sync`, decision 107), retried a few times on a failed read as its queries are.
   */
  async resync() {
    if (this.playerId === null) return;
    for (let attempt = 0; attempt < 4; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 500 * attempt));
      if (await this.readAgain()) {
        this.resyncs++;
        return;
      }
    }
    this.resyncsFailed++;
  }

  private async readAgain(): Promise<boolean> {
    const seq = this.balanceEventSeq;
    const snapshot = await this.http.call('player reads', 'GET', '/api/sync', { cookie: this.cookie });
    if (snapshot.status !== 200) return false;
    const b = snapshot.body as Loose;
    // An event that arrived while the read was on its way is newer than the read.
    if (seq === this.balanceEventSeq) {
      this.balance = { cashBalance: b.balance.cashBalance, creditBalance: b.balance.creditBalance };
    }
    if (b.asOf >= this.seatRequestsAsOf) {
      this.seatRequestsAsOf = b.asOf;
      this.seatRequests = view(b.seatRequests as Loose[]);
    }
    return true;
  }

  /** Resolves once connected (or rejects after the timeout). */
  waitConnected(timeoutMs = 30_000): Promise<void> {
    if (this.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not connect')), timeoutMs);
      this.socket.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close() {
    this.socket.close();
  }
}

export { view as seatRequestView };

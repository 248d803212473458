// `npm run loadtest` (issue 20): an evening at ten times a busy night's rate on the scaled-out set-up, all
// real parts on loopback (PostgreSQL, Redis, two instances, nginx), one instance killed midway, Redis
// restarted and PostgreSQL cut for 5 s. A benchmark, not a test: it prints figures and each budget as
// PASS or MISS, and exits non-zero only when the set-up itself fails.
//   npm run loadtest -- --seconds 60 --players 200
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createPlayerSession } from '../apps/server/src/auth/sessions.service';
import { hashPassword } from '../apps/server/src/auth/password';
import { openDatabase } from '../apps/server/src/db/client';
import { foodOrders, players, seats, staff as staffTable, transactions, wallets } from '../apps/server/src/db/schema';
import { PLAYER_COOKIE, STAFF_COOKIE } from '../apps/server/src/plugins/auth';
import { type Answer, Http, heardByEvent, type Loose, seatRequestView, Tab } from './loadtest/clients';
import {
  buildServerIfChanged,
  buildWeb,
  ensureNginx,
  establishedTo,
  type Instance,
  procStats,
  Stack,
} from './loadtest/stack';
import { GROUPS, ms, type Phase, percentile, Recorder, table } from './loadtest/stats';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '300' },
    players: { type: 'string', default: '1000' },
  },
});
const SECONDS = Number(args.seconds);
const PLAYERS = Number(args.players);
if (!(SECONDS >= 20) || !(PLAYERS >= 60)) {
  console.error('Use --seconds 20 or more and --players 60 or more');
  process.exit(2);
}
const TABLES = Math.min(40, Math.max(6, Math.floor(PLAYERS / 25)));
const SECOND_TAB_SHARE = 0.2;

// A busy night, per the club's figures: a player does something every 2.5 minutes, the floor seats a player
// every 10 s, the cage makes a money call every 4 s, the kitchen moves an order every 20 s, guest relations
// answer a chat every 35 s. The evening here runs at ten times that rate (the rate limits per account still
// apply: guest relations' replies stay under 20 a minute).
const RATE = 10;
const PLAYER_THINK_MS = 150_000 / RATE;
const SEAT_EVERY_MS = 10_000 / RATE;
const MONEY_EVERY_MS = 4_000 / RATE;
const KITCHEN_EVERY_MS = 20_000 / RATE;
const CHAT_REPLY_EVERY_MS = 3_500;
const KYC_EVERY_MS = 2_000;
const SUPER_EVERY_MS = 3_000;
const STAFF_PASSWORD = `Load-${randomUUID()}`;

const GAMES = [
  {
    gameType: "No Limit Hold'em",
    stakes: '25/50',
    smallBlind: '25',
    bigBlind: '50',
    minBuyIn: '2000',
    maxBuyIn: '10000',
  },
  {
    gameType: "No Limit Hold'em",
    stakes: '50/100',
    smallBlind: '50',
    bigBlind: '100',
    minBuyIn: '5000',
    maxBuyIn: '20000',
  },
  {
    gameType: "No Limit Hold'em",
    stakes: '100/200',
    smallBlind: '100',
    bigBlind: '200',
    minBuyIn: '10000',
    maxBuyIn: '40000',
  },
  {
    gameType: 'Pot Limit Omaha',
    stakes: '50/100',
    smallBlind: '50',
    bigBlind: '100',
    minBuyIn: '5000',
    maxBuyIn: '20000',
  },
  {
    gameType: 'Pot Limit Omaha',
    stakes: '100/200',
    smallBlind: '100',
    bigBlind: '200',
    minBuyIn: '10000',
    maxBuyIn: '40000',
  },
  {
    gameType: 'Short Deck',
    stakes: '100/200',
    smallBlind: '100',
    bigBlind: '200',
    minBuyIn: '10000',
    maxBuyIn: '30000',
  },
];
const CONSOLES = [
  { key: 'floor', role: 'manager' },
  { key: 'cage', role: 'cashier' },
  { key: 'kyc', role: 'admin' },
  { key: 'guest relations', role: 'gre' },
  { key: 'kitchen', role: 'admin' },
  { key: 'super admin', role: 'super_admin' },
] as const;

const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const toPaise = (text: string) => BigInt(Math.round(Number(text) * 100));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

interface Player {
  id: number;
  cookie: string;
  tabs: Tab[];
  /** Cash as the cage last saw it (from its own answers). */
  cash: bigint;
  seatedAt: number | null;
}
interface Staff {
  key: string;
  role: string;
  cookie: string;
  tab: Tab;
}
interface TableState {
  id: number;
  game: (typeof GAMES)[number];
  maxPlayers: number;
  occupied: Set<number>;
  deep: boolean;
}
interface OpenSeat {
  seatId: number;
  tableId: number;
  seatNumber: number;
  playerId: number;
  buyIn: string;
  paid: boolean;
  endsAt: number;
}

const stack = new Stack();
const recorder = new Recorder();
let phase: Phase = 'setup';
const http = new Http('', recorder, () => phase);
let stopped = false;
let paused = false;
const acknowledged = { transactions: new Set<number>(), seats: new Set<number>(), orders: new Set<number>() };

// ---------------------------------------------------------------------------------------------------------
// Set-up

async function setUp() {
  ensureNginx();
  log('building the web app into the run’s own folder, and the server’s bundle if its sources changed');
  buildWeb(stack.webDist);
  buildServerIfChanged();
  log(`creating database ${stack.dbName}, starting redis-server, the proxy, two instances and nginx`);
  await stack.createDatabase();
  await stack.startRedis();
  // The first instance migrates the new database; the second then starts on it.
  await stack.startInstance('instance A');
  await stack.startInstance('instance B');
  await stack.startNginx();
  (http as { base: string }).base = stack.publicUrl;
}

async function createPeople(): Promise<{ players: Player[]; staff: Map<string, Staff> }> {
  // Players: KYC approved, with sessions created as the server's sign-in creates them (createPlayerSession),
  // since 1,000 argon2 sign-ins would only measure the password hash. Staff sign in through the real route.
  const database = await openDatabase({ databaseUrl: stack.databaseUrl, dataDir: stack.work });
  const db = database.db;
  const list: Player[] = [];
  try {
    const rows = Array.from({ length: PLAYERS }, (_, i) => ({
      email: `load-${i}@loadtest.example`,
      firstName: 'Load',
      lastName: `Player ${i}`,
      nickname: `load${i}`,
      phone: String(8_000_000_000 + i),
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$loadtest$loadtest',
      kycStatus: 'approved' as const,
      emailVerified: true,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await db
        .insert(players)
        .values(rows.slice(i, i + 500))
        .returning({ id: players.id });
      await db.insert(wallets).values(inserted.map((p) => ({ playerId: p.id })));
      for (const p of inserted) {
        const { token } = await createPlayerSession(db, { playerId: p.id, scope: 'full', persistent: false });
        list.push({ id: p.id, cookie: `${PLAYER_COOKIE}=${token}`, tabs: [], cash: 0n, seatedAt: null });
      }
    }
    const hash = await hashPassword(STAFF_PASSWORD);
    await db.insert(staffTable).values(
      CONSOLES.map((c, i) => ({
        email: `load-${c.key.replace(' ', '-')}-${i}@club.example`,
        name: `Load ${c.key}`,
        role: c.role,
        passwordHash: hash,
      })),
    );
  } finally {
    await database.close();
  }
  const staffMap = new Map<string, Staff>();
  for (const [i, c] of CONSOLES.entries()) {
    const res = await fetch(`${stack.publicUrl}/api/staff/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `load-${c.key.replace(' ', '-')}-${i}@club.example`, password: STAFF_PASSWORD }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith(`${STAFF_COOKIE}=`));
    if (!res.ok || !cookie) throw new Error(`staff sign-in failed for ${c.key}: ${res.status} ${await res.text()}`);
    staffMap.set(c.key, { key: c.key, role: c.role, cookie, tab: null as unknown as Tab });
  }
  return { players: list, staff: staffMap };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

function expectOk(answer: Answer, what: string) {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body as Loose;
}

// ---------------------------------------------------------------------------------------------------------
// The evening

const state = {
  players: [] as Player[],
  byId: new Map<number, Player>(),
  staff: new Map<string, Staff>(),
  tables: [] as TableState[],
  menu: [] as number[],
  openSeats: new Map<number, OpenSeat>(),
  cageQueue: [] as number[],
};

const staffOf = (key: string) => state.staff.get(key)!;

/** Times a staff action to every tab of the player that was connected when the call started. */
async function deliveredToTabs(
  kind: string,
  player: Player,
  since: number,
  event: string,
  match: (p: Loose) => boolean,
) {
  const tabs = player.tabs.filter((t) => t.connected);
  if (tabs.length === 0) return;
  const arrivals = await Promise.all(tabs.map((t) => t.heard(since, event, match)));
  if (arrivals.some((a) => a === null)) {
    // A tab that dropped meanwhile (the failure step) gets the state by its resync, not the event.
    if (phase === 'evening') recorder.deliveryMissing += arrivals.filter((a) => a === null).length;
    return;
  }
  if (phase === 'evening') recorder.delivered(kind, Math.max(...(arrivals as number[])) - since);
}

/** A cage money call under one Idempotency-Key, retried with the same key as the console does on a lost answer. */
async function moneyCall(path: string, body: unknown): Promise<Loose | null> {
  const key = randomUUID();
  for (let attempt = 0; attempt < 8; attempt++) {
    const answer = await http.call('staff money', 'POST', path, {
      cookie: staffOf('cage').cookie,
      body,
      headers: { 'idempotency-key': key },
    });
    if (answer.status === 200) return answer.body;
    if (answer.status !== 0 && answer.status < 500) return null;
    await sleep(500);
  }
  return null;
}

function noteTransactions(result: Loose) {
  const wallet = result?.wallet ?? result;
  for (const t of wallet?.transactions ?? []) acknowledged.transactions.add(Number(t.id));
  return wallet?.balance ?? null;
}

async function cashIn(player: Player, amount: string, measured: boolean) {
  const since = performance.now();
  const result = await moneyCall(`/api/staff/wallet/${player.id}/cash-in`, { amount });
  if (!result) return false;
  const balance = noteTransactions(result);
  if (balance) player.cash = toPaise(balance.cashBalance);
  const ids = new Set((result.transactions ?? []).map((t: Loose) => t.id));
  if (measured) {
    await deliveredToTabs('cage cash-in', player, since, 'balance_updated', (p) =>
      (p.transactions ?? []).some((t: Loose) => ids.has(t.id)),
    );
  }
  return true;
}

/** The cage: table buy-ins for new seats, cash-outs when a session ends, cash-ins when a player runs low. */
async function cageLoop() {
  while (!stopped) {
    await pace(MONEY_EVERY_MS);
    if (stopped) break;
    const now = performance.now();
    const seatId = state.cageQueue.shift();
    const due = [...state.openSeats.values()].find((s) => s.paid && s.endsAt <= now);
    if (seatId !== undefined) {
      const seat = state.openSeats.get(seatId);
      if (!seat) continue;
      const player = state.byId.get(seat.playerId)!;
      if (player.cash < toPaise(seat.buyIn)) {
        await cashIn(player, String(Number(seat.buyIn) * 2), true);
        state.cageQueue.unshift(seatId);
        continue;
      }
      const since = performance.now();
      const result = await moneyCall(`/api/staff/seats/${seatId}/buy-in`, { amount: seat.buyIn });
      if (!result) continue;
      const balance = noteTransactions(result);
      if (balance) player.cash = toPaise(balance.cashBalance);
      seat.paid = true;
      const ids = new Set((result.wallet?.transactions ?? []).map((t: Loose) => t.id));
      void deliveredToTabs('cage buy-in', player, since, 'balance_updated', (p) =>
        (p.transactions ?? []).some((t: Loose) => ids.has(t.id)),
      );
    } else if (due) {
      const player = state.byId.get(due.playerId)!;
      const amount = String(Math.round(Number(due.buyIn) * Math.random() * 2));
      const since = performance.now();
      const result = await moneyCall(`/api/staff/seats/${due.seatId}/cash-out`, { amount });
      if (!result) continue;
      const balance = noteTransactions(result);
      if (balance) player.cash = toPaise(balance.cashBalance);
      state.openSeats.delete(due.seatId);
      state.tables.find((t) => t.id === due.tableId)?.occupied.delete(due.seatNumber);
      player.seatedAt = null;
      const ids = new Set((result.wallet?.transactions ?? []).map((t: Loose) => t.id));
      if (ids.size > 0) {
        void deliveredToTabs('cage cash-out', player, since, 'balance_updated', (p) =>
          (p.transactions ?? []).some((t: Loose) => ids.has(t.id)),
        );
      }
    } else {
      void cashIn(pick(state.players), '1000', true);
    }
  }
}

/** Waits the loop's interval, and while the run is paused (the resync check). */
async function pace(everyMs: number) {
  await sleep(everyMs * (0.5 + Math.random()));
  while (paused && !stopped) await sleep(100);
}

/** Re-reads a table's open seats after a seating whose answer was lost (the failure step). */
async function reloadSeats(table: TableState) {
  const answer = await http.call('staff reads', 'GET', `/api/tables/${table.id}/seats`, {
    cookie: staffOf('floor').cookie,
  });
  if (answer.status === 200) table.occupied = new Set((answer.body as Loose[]).map((s) => Number(s.seatNumber)));
}

/** The floor: reads a table's wait-list, pages the first player and seats them (the console's routes). */
async function floorLoop() {
  const floor = staffOf('floor');
  let turn = 0;
  while (!stopped) {
    await pace(SEAT_EVERY_MS);
    if (stopped) break;
    turn++;
    // Every third seating is on a table that keeps 30 waiting (the budget's case).
    const candidates = state.tables.filter(
      (t) => t.occupied.size < t.maxPlayers && (turn % 3 === 0 ? t.deep : !t.deep),
    );
    if (candidates.length === 0) continue;
    const table = pick(candidates);
    const list = await http.call('staff reads', 'GET', `/api/staff/tables/${table.id}/waitlist`, {
      cookie: floor.cookie,
    });
    if (list.status !== 200) continue;
    const waiting = (list.body as Loose[]).filter((e) => !state.byId.get(e.playerId)?.seatedAt);
    const entry = waiting[0];
    if (!entry) continue;
    const player = state.byId.get(entry.playerId)!;
    let since = performance.now();
    const paged = await http.call('staff writes', 'POST', `/api/staff/waitlist/${entry.id}/page`, {
      cookie: floor.cookie,
      body: {},
      // The player may have left the list or been paged a moment ago: the floor is told so.
      refusal: (s) => s === 404 || s === 409,
    });
    if (paged.status === 200) {
      void deliveredToTabs('floor page', player, since, 'seat_requests_updated', (p) =>
        (p.seatRequests ?? []).some((r: Loose) => r.id === entry.id && r.page),
      );
    }
    const seatNumber = Array.from({ length: table.maxPlayers }, (_, i) => i + 1).find((n) => !table.occupied.has(n))!;
    const buyIn = table.game.minBuyIn;
    since = performance.now();
    const seated = await http.call('seating', 'POST', `/api/staff/tables/${table.id}/seat`, {
      cookie: floor.cookie,
      body: { playerId: player.id, seatNumber, buyIn },
      refusal: (s, code) => s === 409 && code !== 'SEAT_TAKEN',
    });
    if (list.body && (list.body as Loose[]).length >= 30 && phase === 'evening') recorder.seating30.push(seated.ms);
    if (seated.status === 0 || seated.status >= 500 || seated.code === 'SEAT_TAKEN') {
      await reloadSeats(table);
      continue;
    }
    if (seated.status !== 201 && seated.status !== 200) continue;
    const seat = seated.body as Loose;
    acknowledged.seats.add(seat.seatId);
    table.occupied.add(seatNumber);
    player.seatedAt = performance.now();
    // A session lasts one to three minutes of the run's clock (a tenth of a real one, as the rate is ten times).
    state.openSeats.set(seat.seatId, {
      seatId: seat.seatId,
      tableId: table.id,
      seatNumber,
      playerId: player.id,
      buyIn,
      paid: false,
      endsAt: performance.now() + Math.min(SECONDS * 300, 60_000 + Math.random() * 120_000),
    });
    state.cageQueue.push(seat.seatId);
    void deliveredToTabs('floor seating', player, since, 'seat_assigned', (p) => p.seatId === seat.seatId);
    if (table.deep) void refillDeep(table);
  }
}

/** Someone not seated joins a deep table's list, so it keeps 30 waiting. */
async function refillDeep(table: TableState) {
  for (let i = 0; i < 30; i++) {
    const player = pick(state.players);
    if (player.seatedAt || waitingOf(player).length > 0) continue;
    const answer = await http.call('player writes', 'POST', '/api/seat-requests', {
      cookie: player.cookie,
      body: { tableId: table.id },
      refusal: (s) => s === 409,
    });
    if (answer.status === 201) return;
  }
}

/** Guest relations: the inbox, then a reply to the oldest open conversation (claimed first). */
async function guestRelationsLoop() {
  const gre = staffOf('guest relations');
  const claimed = new Set<number>();
  let n = 0;
  while (!stopped) {
    await pace(CHAT_REPLY_EVERY_MS);
    if (stopped) break;
    const inbox = await http.call('staff reads', 'GET', '/api/staff/chat/sessions', { cookie: gre.cookie });
    const conversations = ((inbox.body as Loose)?.conversations ?? []) as Loose[];
    const open = conversations.filter((c) => c.status !== 'closed' && c.status !== 'resolved');
    const conversation = open[Math.floor(Math.random() * Math.min(open.length, 10))];
    if (!conversation) continue;
    if (!claimed.has(conversation.id)) {
      const claim = await http.call('staff writes', 'POST', `/api/staff/chat/sessions/${conversation.id}/claim`, {
        cookie: gre.cookie,
        body: {},
        refusal: (s) => s === 409,
      });
      if (claim.status === 200) claimed.add(conversation.id);
    }
    const player = state.byId.get(conversation.player_id);
    const text = `Guest relations reply ${++n}`;
    const since = performance.now();
    const reply = await http.call('staff writes', 'POST', `/api/staff/chat/sessions/${conversation.id}/messages`, {
      cookie: gre.cookie,
      body: { message: text },
      refusal: (s) => s === 409,
    });
    if (player && (reply.status === 200 || reply.status === 201)) {
      void deliveredToTabs('guest relations reply', player, since, 'new-message', (p) => p.message?.message === text);
    }
  }
}

const NEXT_STATUS: Record<string, string> = { placed: 'preparing', preparing: 'ready', ready: 'delivered' };

/** The kitchen: open orders, the oldest moved one step. */
async function kitchenLoop() {
  const kitchen = staffOf('kitchen');
  while (!stopped) {
    await pace(KITCHEN_EVERY_MS);
    if (stopped) break;
    const orders = await http.call('staff reads', 'GET', '/api/staff/food-beverage/orders?status=open', {
      cookie: kitchen.cookie,
    });
    const order = ((orders.body as Loose[]) ?? [])[0];
    if (!order || !NEXT_STATUS[order.status]) continue;
    const status = NEXT_STATUS[order.status]!;
    const since = performance.now();
    const moved = await http.call('staff writes', 'PATCH', `/api/staff/food-beverage/orders/${order.id}`, {
      cookie: kitchen.cookie,
      body: { status },
      refusal: (s) => s === 409,
    });
    const player = state.byId.get(order.playerId);
    if (player && moved.status === 200) {
      void deliveredToTabs(
        'kitchen order',
        player,
        since,
        'food_order_updated',
        (p) => p.id === order.id && p.status === status,
      );
    }
  }
}

/** KYC desk: the queue and a player's file. */
async function kycLoop() {
  const kyc = staffOf('kyc');
  while (!stopped) {
    await pace(KYC_EVERY_MS);
    if (stopped) break;
    await http.call('staff reads', 'GET', '/api/staff/kyc/queue', { cookie: kyc.cookie });
    await http.call('staff reads', 'GET', `/api/staff/kyc/players/${pick(state.players).id}`, { cookie: kyc.cookie });
  }
}

/** Super admin: the floor, and VIP redemptions approved. */
async function superAdminLoop() {
  const admin = staffOf('super admin');
  while (!stopped) {
    await pace(SUPER_EVERY_MS);
    if (stopped) break;
    await http.call('staff reads', 'GET', '/api/staff/floor', { cookie: admin.cookie });
    const pending = await http.call('staff reads', 'GET', '/api/staff/vip/redemptions?status=pending', {
      cookie: admin.cookie,
    });
    const redemption = (((pending.body as Loose)?.redemptions ?? []) as Loose[])[0];
    if (!redemption) continue;
    const since = performance.now();
    const approved = await http.call('staff writes', 'POST', `/api/staff/vip/redemptions/${redemption.id}/approve`, {
      cookie: admin.cookie,
      body: {},
      refusal: (s) => s === 409,
    });
    const player = state.byId.get(redemption.playerId);
    if (player && approved.status === 200) {
      void deliveredToTabs('VIP approval', player, since, 'vip_points_updated', (p) =>
        (p.redemptions ?? []).some((r: Loose) => r.id === redemption.id && r.status === 'approved'),
      );
    }
  }
}

const PLAYER_READS = (p: Player) => [
  `/api/balance/${p.id}`,
  '/api/seat-requests',
  '/api/tables',
  `/api/live-sessions/${p.id}`,
  '/api/vip-points/calculate',
  '/api/food-beverage/items',
];

const waitingOf = (player: Player) => (player.tabs[0]?.seatRequests ?? []).filter((r) => r.status === 'waiting');

/** Each table's waiting players, as the players' own tabs show them. */
function waitingCounts() {
  const counts = new Map<string, number>();
  for (const p of state.players) for (const r of waitingOf(p)) counts.set(r.tableId, (counts.get(r.tableId) ?? 0) + 1);
  return counts;
}

/** One player: a think time, then one thing a player does on the phone. */
async function playerLoop(player: Player) {
  let chats = 0;
  await sleep(Math.random() * PLAYER_THINK_MS);
  while (!stopped) {
    await pace(PLAYER_THINK_MS);
    if (stopped) break;
    const roll = Math.random();
    const refusal = (s: number) => s === 409 || s === 404;
    if (roll < 0.5) {
      await http.call('player reads', 'GET', pick(PLAYER_READS(player)), { cookie: player.cookie });
    } else if (roll < 0.62) {
      if (player.seatedAt) continue;
      const mine = waitingOf(player);
      // Lists stay at 10 to 30: a player on none joins one below 30; now and then a double tap on a list
      // the player is already on, refused with 'Already on waitlist' (an intended refusal).
      let tableId: number | undefined;
      if (mine.length > 0) {
        if (Math.random() < 0.1) tableId = Number(mine[0]!.tableId);
      } else {
        const counts = waitingCounts();
        const open = state.tables.filter((t) => !t.deep && (counts.get(String(t.id)) ?? 0) < 30);
        if (open.length > 0) tableId = pick(open).id;
      }
      if (tableId === undefined) continue;
      await http.call('player writes', 'POST', '/api/seat-requests', {
        cookie: player.cookie,
        body: { tableId },
        refusal,
      });
    } else if (roll < 0.7) {
      const counts = waitingCounts();
      const entry = waitingOf(player).find((r) => {
        const table = state.tables.find((t) => String(t.id) === r.tableId);
        return table && !table.deep && (counts.get(r.tableId) ?? 0) > 10;
      });
      if (!entry) continue;
      await http.call('player writes', 'DELETE', `/api/seat-requests/${player.id}/${entry.tableId}`, {
        cookie: player.cookie,
        refusal,
      });
    } else if (roll < 0.8) {
      const answer = await http.call('player writes', 'POST', '/api/food-beverage/orders', {
        cookie: player.cookie,
        body: { items: [{ itemId: pick(state.menu), quantity: 1 + Math.floor(Math.random() * 2) }] },
        refusal: (s) => s === 409,
      });
      const id = (answer.body as Loose)?.order?.id;
      if (answer.status === 201 && id) acknowledged.orders.add(Number(id));
    } else if (roll < 0.92) {
      await http.call('player writes', 'POST', '/api/unified-chat/send', {
        cookie: player.cookie,
        body: { message: `Question ${++chats} from player ${player.id}` },
        refusal: (s) => s === 409,
      });
    } else {
      await http.call('player writes', 'POST', '/api/vip-club/redeem', {
        cookie: player.cookie,
        body: { rewardType: 'buy_in_discount' },
        // Not enough points yet, or a request already waiting: the intended refusals.
        refusal: (s) => s === 409,
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Checks

/** Each tab's balance and seat requests against the server's, read over HTTP with the load paused. */
/** The tabs whose balance or seat requests differ from the server's now, each with a line saying how. */
async function differingTabs(tabs: Tab[]): Promise<Array<{ tab: Tab; line: string }>> {
  const differing: Array<{ tab: Tab; line: string }> = [];
  await pool(tabs, 20, async (tab) => {
    const [balance, requests] = await Promise.all([
      http.call(null, 'GET', `/api/balance/${tab.playerId}`, { cookie: tab.cookie }),
      http.call(null, 'GET', '/api/seat-requests', { cookie: tab.cookie }),
    ]);
    const b = balance.body as Loose;
    const serverRequests = JSON.stringify(seatRequestView((requests.body as Loose[]) ?? []));
    const tabRequests = JSON.stringify(tab.seatRequests ?? []);
    if (
      balance.status !== 200 ||
      tab.balance?.cashBalance !== b.cashBalance ||
      tab.balance?.creditBalance !== b.creditBalance
    ) {
      differing.push({
        tab,
        line: `player ${tab.playerId}: balance ${tab.balance?.cashBalance} on the tab, ${b?.cashBalance} on the server`,
      });
    } else if (requests.status !== 200 || serverRequests !== tabRequests) {
      differing.push({
        tab,
        line: `player ${tab.playerId}: seat requests ${tabRequests} on the tab, ${serverRequests} on the server`,
      });
    }
  });
  return differing;
}

/** How long a tab that differs is given for pushes still on their way (a saturated machine delays them). */
const LATE_PUSH_GRACE_MS = 5_000;

/**
 * Every tab against the server. A tab that differs is compared again after LATE_PUSH_GRACE_MS: `late`
 * counts those that caught up by then (a push still on its way), `mismatched` the ones that did not.
 */
type TabComparison = Awaited<ReturnType<typeof compareTabs>>;

/** ", of them N only after 5 s more" when some tabs caught up late. */
const lateNote = (c: TabComparison) =>
  c.late > 0 ? ` (${c.late} of them only after ${LATE_PUSH_GRACE_MS / 1000} s more: pushes still on their way)` : '';

async function compareTabs(tabs: Tab[]): Promise<{ checked: number; mismatched: string[]; late: number }> {
  const first = await differingTabs(tabs);
  if (first.length === 0) return { checked: tabs.length, mismatched: [], late: 0 };
  await sleep(LATE_PUSH_GRACE_MS);
  const still = await differingTabs(first.map((d) => d.tab));
  return { checked: tabs.length, mismatched: still.map((d) => d.line), late: first.length - still.length };
}

async function quiesce() {
  paused = true;
  const started = performance.now();
  while (http.inFlight > 0 && performance.now() - started < 30_000) await sleep(50);
  // Events published after the last commits reach the tabs.
  await sleep(1_500);
}

async function ledgerCheck() {
  const database = await openDatabase({ databaseUrl: stack.databaseUrl, dataDir: stack.work });
  try {
    const db = database.db;
    const mismatched = await db.execute(sql`
      select w.player_id from ${wallets} w
      left join (select player_id,
                        coalesce(sum(amount_paise) filter (where account = 'cash'), 0) as cash,
                        coalesce(sum(amount_paise) filter (where account = 'credit'), 0) as credit
                   from ${transactions} group by player_id) l on l.player_id = w.player_id
      where w.cash_paise <> coalesce(l.cash, 0) or w.credit_paise <> coalesce(l.credit, 0)`);
    const ledgerIds = new Set(
      (await db.select({ id: transactions.id }).from(transactions)).map((r: { id: number }) => Number(r.id)),
    );
    const missingTx = [...acknowledged.transactions].filter((id) => !ledgerIds.has(id));
    const seatIds = new Set((await db.select({ id: seats.id }).from(seats)).map((r: { id: number }) => r.id));
    const missingSeats = [...acknowledged.seats].filter((id) => !seatIds.has(id));
    const orderIds = new Set(
      (await db.select({ id: foodOrders.id }).from(foodOrders)).map((r: { id: number }) => r.id),
    );
    const missingOrders = [...acknowledged.orders].filter((id) => !orderIds.has(id));
    const rows = ((mismatched as Loose).rows ?? mismatched) as unknown[];
    const count = (await db.select({ id: wallets.playerId }).from(wallets)).length;
    return { wallets: count, mismatchedWallets: rows.length as number, missingTx, missingSeats, missingOrders };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// The failure step

interface FailureReport {
  killed: string;
  affectedTabs: number;
  reconnectP50: number;
  reconnectMax: number;
  notReconnected: number;
  resync: TabComparison;
  restartReadyMs: number;
  newSockets: number;
  newOnRestarted: number;
  redis: {
    afterRedis: TabComparison;
    aliveAfter: boolean;
    readyAgainMs: number;
    eventsAgainMs: number;
    statusesWhileDown: string;
  };
  postgres: { alive: boolean; statuses: string; recoverMs: Record<string, number>; normalMs: Record<string, number> };
}

const alive = (i: Instance) => i.child.exitCode === null && i.child.signalCode === null;

async function pollStatuses(urls: string[], cookie: string, untilMs: number) {
  const counts = new Map<string, number>();
  while (performance.now() < untilMs) {
    await Promise.all(
      urls.map(async (url) => {
        let status = 'network';
        try {
          status = String((await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(6_000) })).status);
        } catch {}
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }),
    );
    await sleep(200);
  }
  return [...counts.entries()].map(([s, n]) => `${s} ×${n}`).join(', ');
}

async function untilOk(url: string, cookie: string, fromMs: number, timeoutMs = 60_000) {
  for (;;) {
    try {
      if ((await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(6_000) })).ok)
        return performance.now() - fromMs;
    } catch {}
    if (performance.now() - fromMs > timeoutMs) return Number.NaN;
    await sleep(100);
  }
}

async function failureStep(allTabs: Tab[]): Promise<FailureReport> {
  phase = 'failure';
  const victim = stack.instances[0]!;
  const killedAt = performance.now();
  log(`SIGKILL ${victim.name} (pid ${victim.child.pid})`);
  await stack.kill(victim);
  // The clients that were on it are the ones whose socket drops now.
  await sleep(3_000);
  const affected = allTabs.filter(
    (t) =>
      (t.disconnectedAt !== null && t.disconnectedAt >= killedAt) ||
      t.reconnects.some((r) => r.disconnectedAt >= killedAt),
  );
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline && affected.some((t) => !t.connected)) await sleep(100);
  const times = affected
    .map((t) => t.reconnects.find((r) => r.disconnectedAt >= killedAt))
    .filter((r) => r !== undefined)
    .map((r) => r.connectedAt - killedAt);
  log(`${affected.length} tabs were on ${victim.name}; ${times.length} reconnected through nginx`);
  // Their resync reads finish, then the load pauses so the comparison sees a still club.
  await sleep(2_000);
  await quiesce();
  const resync = await compareTabs(affected.filter((t) => t.playerId !== null));
  paused = false;
  log(
    `resync: ${resync.checked - resync.mismatched.length} of ${resync.checked} affected tabs equal the server${lateNote(resync)}`,
  );

  const restartedAt = performance.now();
  await stack.startInstance(victim.name, victim.port);
  const restartReadyMs = performance.now() - restartedAt;
  const restarted = stack.instances.find((i) => i.name === victim.name)!;
  await sleep(3_000); // nginx's fail_timeout (2 s) passes and it tries the instance again
  const before = establishedTo(restarted.port);
  const extra = state.players.slice(0, Math.max(10, Math.floor(PLAYERS / 20)));
  const fresh = extra.map((p) => {
    const tab = new Tab(http, p.id, p.cookie);
    p.tabs.push(tab);
    allTabs.push(tab);
    return tab;
  });
  await Promise.allSettled(fresh.map((t) => t.waitConnected(15_000)));
  await sleep(500);
  const newOnRestarted = Math.max(0, establishedTo(restarted.port) - before);
  log(
    `restarted ${victim.name} ready in ${Math.round(restartReadyMs)} ms; ${newOnRestarted} of ${fresh.length} new sockets on it`,
  );
  await Promise.all(fresh.map((t) => t.resync()));
  await sleep(5_000);

  // Redis: stopped and started again; both instances stay up and deliver again by themselves.
  const probe = state.players[state.players.length - 1]!;
  const instances = stack.instances;
  const probeTabs = instances.map((i) => new Tab(new Http(i.url, recorder, () => 'setup'), probe.id, probe.cookie));
  await Promise.all(probeTabs.map((t) => t.waitConnected(15_000)));
  log('restarting Redis');
  await stack.stopRedis();
  const redisDownAt = performance.now();
  const redisStatuses = await pollStatuses(
    instances.map((i) => `${i.url}/api/ready`),
    '',
    redisDownAt + 2_000,
  );
  await stack.startRedis();
  const redisBackAt = performance.now();
  const readyAgain = await Promise.all(instances.map((i) => untilOk(`${i.url}/api/ready`, '', redisBackAt)));
  // Across instances: the probe player has a tab on each instance (straight to its port) and the cage's
  // cash-in goes to each instance in turn; both tabs must hear both, which only Redis can carry.
  let eventsAgainMs = Number.NaN;
  while (performance.now() - redisBackAt < 60_000) {
    let everyTab = true;
    for (const instance of instances) {
      const since = performance.now();
      const direct = new Http(instance.url, recorder, () => 'setup');
      const answer = await direct.call(null, 'POST', `/api/staff/wallet/${probe.id}/cash-in`, {
        cookie: staffOf('cage').cookie,
        body: { amount: '1' },
        headers: { 'idempotency-key': randomUUID() },
      });
      if (answer.status !== 200) {
        everyTab = false;
        break;
      }
      noteTransactions(answer.body);
      const ids = new Set((((answer.body as Loose).transactions ?? []) as Loose[]).map((t) => t.id));
      const arrivals = await Promise.all(
        probeTabs.map((t) =>
          t.heard(since, 'balance_updated', (p) => (p.transactions ?? []).some((x: Loose) => ids.has(x.id)), 1_000),
        ),
      );
      if (!arrivals.every((a) => a !== null)) everyTab = false;
    }
    if (everyTab) {
      eventsAgainMs = performance.now() - redisBackAt;
      break;
    }
  }
  for (const t of probeTabs) t.close();
  const redis = {
    afterRedis: { checked: 0, mismatched: [] as string[], late: 0 },
    aliveAfter: instances.every(alive),
    readyAgainMs: Math.max(...readyAgain),
    eventsAgainMs,
    statusesWhileDown: redisStatuses,
  };
  log(`Redis back: ready again in ${ms(redis.readyAgainMs)}, events across instances again after ${ms(eventsAgainMs)}`);
  // Events published while Redis was away reached only the publishing instance's own sockets: do the
  // tabs that stayed connected on the other one show the server's state?
  await quiesce();
  const afterRedis = await compareTabs(allTabs.filter((t) => t.connected && t.playerId !== null));
  redis.afterRedis = afterRedis;
  paused = false;
  log(
    `after the Redis restart: ${afterRedis.checked - afterRedis.mismatched.length} of ${afterRedis.checked} tabs equal the server${lateNote(afterRedis)} (re-reads that failed four times: ${allTabs.reduce((sum, t) => sum + t.resyncsFailed, 0)})`,
  );
  await sleep(5_000);

  // PostgreSQL unreachable for 5 s through the proxy.
  log('cutting PostgreSQL for 5 s (through the proxy)');
  await stack.proxy!.cut();
  const cutAt = performance.now();
  const urls = instances.flatMap((i) => [`${i.url}/api/ready`, `${i.url}/api/balance/${probe.id}`]);
  const pgStatuses = await pollStatuses(urls, probe.cookie, cutAt + 5_000);
  await stack.proxy!.restore();
  const restoredAt = performance.now();
  const recoverMs: Record<string, number> = {};
  const normalMs: Record<string, number> = {};
  await Promise.all(
    instances.map(async (i) => {
      recoverMs[i.name] = await untilOk(`${i.url}/api/ready`, '', restoredAt);
      normalMs[i.name] = await untilOk(`${i.url}/api/balance/${probe.id}`, probe.cookie, restoredAt);
    }),
  );
  const postgres = { alive: instances.every(alive), statuses: pgStatuses, recoverMs, normalMs };
  log(
    `PostgreSQL back: ready again ${Object.entries(recoverMs)
      .map(([n, v]) => `${n} ${ms(v)}`)
      .join(', ')}`,
  );
  await sleep(3_000);
  recorder.afterFailure = true;
  phase = 'evening';
  return {
    killed: victim.name,
    affectedTabs: affected.length,
    reconnectP50: percentile(times, 50),
    reconnectMax: times.length ? Math.max(...times) : Number.NaN,
    notReconnected: affected.length - times.length,
    resync,
    restartReadyMs,
    newSockets: fresh.length,
    newOnRestarted,
    redis,
    postgres,
  };
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const startedAt = performance.now();
  const cpus = os.cpus();
  log(
    `load test: ${PLAYERS} players, ${TABLES} tables, ${SECONDS} s; machine ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  await setUp();
  const { players: list, staff } = await createPeople();
  state.players = list;
  state.byId = new Map(list.map((p) => [p.id, p]));
  state.staff = staff;
  const admin = staffOf('super admin');
  const call = (path: string, body: unknown, who = admin) =>
    http.call(null, 'POST', path, { cookie: who.cookie, body });

  // Tables (6 games, active), the menu, the cashier's shift: through the console's routes.
  for (let i = 0; i < TABLES; i++) {
    const game = GAMES[i % GAMES.length]!;
    const body = expectOk(
      await call('/api/staff/tables', { name: `Table ${i + 1}`, ...game, maxPlayers: 9, status: 'active' }),
      'create table',
    );
    state.tables.push({ id: Number(body.id), game, maxPlayers: 9, occupied: new Set(), deep: false });
  }
  for (const [i, name] of ['Masala chai', 'Club sandwich', 'Paneer tikka', 'Fresh lime soda'].entries()) {
    const body = expectOk(
      await call('/api/staff/food-beverage/items', { name, price: String(80 + i * 60) }),
      'create menu item',
    );
    state.menu.push(Number(body.id ?? body.item?.id));
  }
  expectOk(await call('/api/staff/cage/shifts', { openingFloat: '500000' }, staffOf('cage')), 'open shift');

  log('cash-in for every player at the cage, then the wait-lists (10 to 30 each)');
  await pool(state.players, 8, async (p) => {
    if (!(await cashIn(p, '50000', false))) throw new Error(`initial cash-in for player ${p.id} failed`);
  });
  // Wait-lists of 10 to 30; a tenth of the tables (at least two) keep 30 for the seating budget.
  const deepCount = Math.max(2, Math.floor(TABLES / 10));
  let next = 0;
  const joins: Array<{ player: Player; table: TableState }> = [];
  for (const [i, table] of state.tables.entries()) {
    table.deep = i < deepCount;
    const size = table.deep ? 30 : 10 + Math.floor(Math.random() * 21);
    for (let k = 0; k < size; k++) joins.push({ player: state.players[next++ % state.players.length]!, table });
  }
  await pool(joins, 8, async ({ player, table }) => {
    await http.call(null, 'POST', '/api/seat-requests', { cookie: player.cookie, body: { tableId: table.id } });
  });

  log('connecting every tab and console');
  const allTabs: Tab[] = [];
  for (const p of state.players) {
    p.tabs.push(new Tab(http, p.id, p.cookie));
    if (Math.random() < SECOND_TAB_SHARE) p.tabs.push(new Tab(http, p.id, p.cookie));
    allTabs.push(...p.tabs);
  }
  for (const s of state.staff.values()) s.tab = new Tab(http, null, s.cookie, true);
  const everySocket = () => [...allTabs, ...[...state.staff.values()].map((s) => s.tab)];
  for (let i = 0; i < allTabs.length; i += 100) {
    await Promise.all(allTabs.slice(i, i + 100).map((t) => t.waitConnected(60_000)));
  }
  await Promise.all([...state.staff.values()].map((s) => s.tab.waitConnected(60_000)));
  await pool(allTabs, 16, (t) => t.resync());
  const connectedAtStart = everySocket().filter((t) => t.connected).length;
  const perInstanceAtStart = stack.instances.map((i) => `${i.name} ${establishedTo(i.port)}`).join(', ');
  log(`${connectedAtStart} sockets connected (nginx upstream connections: ${perInstanceAtStart})`);

  // The evening.
  const cpuStart = new Map(stack.instances.map((i) => [i.name, procStats(i.child.pid!)?.cpuSeconds ?? 0]));
  const peakRss = new Map<string, number>();
  const sampler = setInterval(() => {
    for (const i of stack.instances) {
      const s = procStats(i.child.pid!);
      if (s) peakRss.set(i.name, Math.max(peakRss.get(i.name) ?? 0, s.rssMb));
    }
  }, 2_000);
  // The load generator shares the machine: its own event-loop delay is added to every figure it times.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const eveningStart = performance.now();
  const generatorCpuStart = process.cpuUsage();
  heardByEvent.clear();
  phase = 'evening';
  log(`the evening starts: ${SECONDS} s`);
  const loops = [
    ...state.players.map((p) => playerLoop(p)),
    floorLoop(),
    cageLoop(),
    guestRelationsLoop(),
    kitchenLoop(),
    kycLoop(),
    superAdminLoop(),
  ];
  await sleep((SECONDS * 1000) / 2);
  const connectedBeforeKill = everySocket().filter((t) => t.connected).length;
  const failure = await failureStep(allTabs);
  const remaining = SECONDS * 1000 - (performance.now() - eveningStart);
  if (remaining > 0) await sleep(remaining);
  const connectedAtEnd = everySocket().filter((t) => t.connected).length;
  const eveningMs = performance.now() - eveningStart;
  const generatorCpu = process.cpuUsage(generatorCpuStart);
  const heard = [...heardByEvent.entries()].sort((a, b) => b[1] - a[1]);
  const cpu = stack.instances.map((i) => {
    const now = procStats(i.child.pid!);
    const seconds = i.cpuBefore + (now?.cpuSeconds ?? 0) - (cpuStart.get(i.name) ?? 0);
    return {
      name: i.name,
      cpuPercent: (100 * seconds) / (eveningMs / 1000),
      rss: now?.rssMb ?? 0,
      peak: peakRss.get(i.name) ?? 0,
    };
  });
  clearInterval(sampler);
  loopDelay.disable();
  stopped = true;
  await Promise.all(loops);
  await quiesce();
  log('final check: every tab against the server');
  const finalCompare = await compareTabs(allTabs.filter((t) => t.connected));
  const ledger = await ledgerCheck();
  for (const t of everySocket()) t.close();

  // ------------------------------------------------------------------------------------------------------
  // The table.
  const rows: string[][] = [];
  for (const group of GROUPS) {
    const b = recorder.bucketOf(group, 'evening');
    rows.push([
      group,
      String(b.count),
      ms(percentile(b.latencies, 50)),
      ms(percentile(b.latencies, 99)),
      ms(b.latencies.length ? Math.max(...b.latencies) : Number.NaN),
      String(b.refusals),
      String(b.errors),
    ]);
  }
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  const nowText = new Date().toISOString().slice(0, 16).replace('T', ' ');
  out(
    `\nLoad test, ${nowText} UTC: ${PLAYERS} players (${allTabs.length - failure.newSockets} tabs), ${TABLES} tables over ${GAMES.length} games, ${CONSOLES.length} consoles, ${Math.round(eveningMs / 1000)} s at ${RATE}× a busy night`,
  );
  out(
    `machine: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, load generator, nginx, PostgreSQL, Redis and both instances on it`,
  );
  out(
    'players signed in with sessions created as the server creates them (createPlayerSession); staff through POST /api/staff/auth/signin',
  );
  out(
    `requests during the failure step (kill, Redis restart, PostgreSQL cut) are counted apart; errors exclude intended refusals (409/404 such as 'Already on waitlist')\n`,
  );
  out(table(['route group (evening)', 'requests', 'p50', 'p99', 'max', 'refused', 'errors'], rows));
  const part = (latencies: number[] | undefined) =>
    `${latencies?.length ?? 0} p99 ${ms(percentile(latencies ?? [], 99))}`;
  out(
    `p99 of the evening before the kill / after the failure step: ${GROUPS.map(
      (g) => `${g} ${part(recorder.evenings.before.get(g))} / ${part(recorder.evenings.after.get(g))}`,
    ).join('; ')}`,
  );
  const errorsEvening = GROUPS.reduce((n, g) => n + recorder.bucketOf(g, 'evening').errors, 0);
  const kinds = new Map<string, number>();
  for (const g of GROUPS)
    for (const [k, n] of recorder.bucketOf(g, 'evening').errorKinds) kinds.set(k, (kinds.get(k) ?? 0) + n);
  if (kinds.size) out(`errors: ${[...kinds.entries()].map(([k, n]) => `${k} ×${n}`).join('; ')}`);
  const failureCount = GROUPS.reduce((n, g) => n + recorder.bucketOf(g, 'failure').count, 0);
  const failureErrors = new Map<string, number>();
  for (const g of GROUPS)
    for (const [k, n] of recorder.bucketOf(g, 'failure').errorKinds)
      failureErrors.set(
        k.replace(/^.* (\d{3}|network)/, '$1'),
        (failureErrors.get(k.replace(/^.* (\d{3}|network)/, '$1')) ?? 0) + n,
      );
  out(
    `failure step: ${failureCount} requests, errors ${[...failureErrors.entries()].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`,
  );
  out();
  const d = recorder.delivery;
  out(
    `staff action to every tab of the player: p50 ${ms(percentile(d, 50))}, p99 ${ms(percentile(d, 99))}, max ${ms(d.length ? Math.max(...d) : Number.NaN)} over ${d.length} actions; ${recorder.deliveryMissing} tab deliveries missing`,
  );
  for (const [kind, list] of recorder.deliveryByKind)
    out(
      `  ${kind.padEnd(22)} ${String(list.length).padStart(5)}  p50 ${ms(percentile(list, 50))}  p99 ${ms(percentile(list, 99))}`,
    );
  out(
    `seating with 30 waiting: ${recorder.seating30.length} seatings, p50 ${ms(percentile(recorder.seating30, 50))}, p99 ${ms(percentile(recorder.seating30, 99))}`,
  );
  out(
    `sockets connected: ${connectedAtStart} at the start (${perInstanceAtStart} upstream connections), ${connectedBeforeKill} before the kill, ${connectedAtEnd} at the end`,
  );
  out(
    `load generator's event-loop delay (included in every figure above): p50 ${ms(loopDelay.percentile(50) / 1e6)}, p99 ${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)}; machine load average at the end ${os.loadavg()[0]!.toFixed(1)} on ${cpus.length} cores`,
  );
  out(
    `load generator: CPU ${((100 * (generatorCpu.user + generatorCpu.system)) / 1000 / eveningMs).toFixed(0)}% of one core; its tabs heard ${Math.round(heard.reduce((sum, [, n]) => sum + n, 0) / (eveningMs / 1000))} socket messages a second (${heard
      .slice(0, 5)
      .map(([event, n]) => `${event} ${Math.round(n / (eveningMs / 1000))}`)
      .join(', ')})`,
  );
  for (const exit of stack.unexpectedExits) out(`UNEXPECTED EXIT: ${exit}`);
  for (const c of cpu)
    out(
      `${c.name}: CPU ${c.cpuPercent.toFixed(0)}% of one core on average, resident ${c.rss.toFixed(0)} MB at the end (peak ${c.peak.toFixed(0)} MB)`,
    );
  out(
    `ledger: ${ledger.wallets} wallets, ${ledger.mismatchedWallets} whose balance differs from the sum of its ledger rows; ${acknowledged.transactions.size} acknowledged money rows, ${ledger.missingTx.length} missing; ${acknowledged.seats.size} acknowledged seatings, ${ledger.missingSeats.length} missing; ${acknowledged.orders.size} acknowledged orders, ${ledger.missingOrders.length} missing`,
  );
  out(
    `final check: ${finalCompare.checked - finalCompare.mismatched.length} of ${finalCompare.checked} tabs show the server's balance and seat requests${lateNote(finalCompare)}`,
  );
  for (const m of finalCompare.mismatched.slice(0, 5)) out(`  ${m}`);
  out();
  out(`failure step: SIGKILL ${failure.killed} at ${Math.round(SECONDS / 2)} s`);
  out(
    `  ${failure.affectedTabs} tabs were on it; reconnected through nginx to the other: p50 ${ms(failure.reconnectP50)}, slowest ${ms(failure.reconnectMax)}; ${failure.notReconnected} not reconnected`,
  );
  out(
    `  resync: ${failure.resync.checked - failure.resync.mismatched.length} of ${failure.resync.checked} affected player tabs equal the server (balance, seat requests read over HTTP)${lateNote(failure.resync)}`,
  );
  for (const m of failure.resync.mismatched.slice(0, 5)) out(`    ${m}`);
  out(
    `  restarted: ready in ${ms(failure.restartReadyMs)}; ${failure.newSockets} new tabs opened, its upstream connections from nginx rose by ${failure.newOnRestarted}`,
  );
  out(
    `  Redis restart: instances up ${failure.redis.aliveAfter ? 'yes' : 'NO'}; /api/ready while down ${failure.redis.statusesWhileDown}; ready again ${ms(failure.redis.readyAgainMs)} after Redis was back; events to every tab again after ${ms(failure.redis.eventsAgainMs)}`,
  );
  out(
    `    then, load paused: ${failure.redis.afterRedis.checked - failure.redis.afterRedis.mismatched.length} of ${failure.redis.afterRedis.checked} connected player tabs equal the server${lateNote(failure.redis.afterRedis)}`,
  );
  for (const m of failure.redis.afterRedis.mismatched.slice(0, 3)) out(`    ${m}`);
  out(
    `  PostgreSQL cut 5 s: instances up ${failure.postgres.alive ? 'yes' : 'NO'}; answers while away ${failure.postgres.statuses}; /api/ready 200 again ${Object.entries(
      failure.postgres.recoverMs,
    )
      .map(([n, v]) => `${n} ${ms(v)}`)
      .join(', ')}; a player read 200 again ${Object.entries(failure.postgres.normalMs)
      .map(([n, v]) => `${n} ${ms(v)}`)
      .join(', ')} after it was back`,
  );
  out();
  const b = (g: (typeof GROUPS)[number]) => recorder.bucketOf(g, 'evening');
  const p99 = (g: (typeof GROUPS)[number]) => percentile(b(g).latencies, 99);
  const lost = ledger.missingTx.length + ledger.missingSeats.length + ledger.missingOrders.length;
  const budgets: Array<[string, string, boolean]> = [
    [
      `staff action to all of a player's tabs p99 ≤ 100 ms (${connectedBeforeKill} sockets)`,
      ms(percentile(d, 99)),
      percentile(d, 99) <= 100 && recorder.deliveryMissing === 0,
    ],
    ['player reads p99 ≤ 50 ms', ms(p99('player reads')), p99('player reads') <= 50],
    ['money writes p99 ≤ 150 ms', ms(p99('staff money')), p99('staff money') <= 150],
    ['0 errors other than intended refusals', String(errorsEvening), errorsEvening === 0],
    [
      'seating with 30 waiting p99 ≤ 50 ms',
      ms(percentile(recorder.seating30, 99)),
      percentile(recorder.seating30, 99) <= 50,
    ],
    [
      'reconnect after the SIGKILL ≤ 5 s, every affected client',
      `slowest ${ms(failure.reconnectMax)}, ${failure.notReconnected} not back`,
      failure.notReconnected === 0 && failure.reconnectMax <= 5_000,
    ],
    ['0 acknowledged writes lost', String(lost), lost === 0],
    [
      'resync after the kill: every affected tab equals the server',
      `${failure.resync.mismatched.length} differ`,
      failure.resync.mismatched.length === 0,
    ],
    [
      'ledger: every balance equals the sum of its rows',
      `${ledger.mismatchedWallets} differ`,
      ledger.mismatchedWallets === 0,
    ],
    [
      'servers up through the Redis restart and the PostgreSQL cut, recovered by themselves',
      failure.redis.aliveAfter && failure.postgres.alive ? 'up, recovered' : 'DOWN',
      failure.redis.aliveAfter &&
        failure.postgres.alive &&
        !Number.isNaN(Math.max(...Object.values(failure.postgres.recoverMs))) &&
        !Number.isNaN(failure.redis.readyAgainMs),
    ],
  ];
  out(
    table(
      ['budget', 'figure', ''],
      budgets.map(([what, figure, ok]) => [what, figure, verdict(ok)]),
    ),
  );
  out(`\nwhole run ${Math.round((performance.now() - startedAt) / 1000)} s`);
  console.log(lines.join('\n'));
}

let exiting = false;
async function finish(code: number) {
  if (exiting) return;
  exiting = true;
  stopped = true;
  try {
    await stack.stop();
  } finally {
    process.exit(code);
  }
}
process.on('SIGINT', () => {
  console.error('\ninterrupted: stopping everything the load test started');
  void finish(130);
});
process.on('SIGTERM', () => void finish(143));

main().then(
  () => finish(0),
  (error) => {
    console.error('The load test’s set-up failed:', error);
    for (const i of stack.instances) {
      const tail = stack.tail(i.name);
      if (tail.trim()) console.error(`--- ${i.name} log ---\n${tail}`);
    }
    void finish(1);
  },
);

import { and, eq } from 'drizzle-orm';
import type { SentNotification } from '@club/shared/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { createGame, gameOfTable } from '../../../test/tables';
import { listeningTestApp, nextEvent, receivesWithin, whoHears } from '../../../test/sockets';
import { signedInStaff } from '../../../test/wallet';
import { auditLog, pokerTables, seats, waitlistEntries } from '../../db/schema';
import { sendNotification } from './notifications.service';

// The composer's table targets, its history with delivery and read counts (issue 18, decision 101).
const t = listeningTestApp();
const db = () => t.app.database.db;
const extra: Socket[] = [];
afterEach(() => {
  for (const socket of extra.splice(0)) socket.close();
});

const send = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/staff/push-notifications', headers: { cookie }, payload: body });
const history = (cookie: string) => t.app.inject({ url: '/api/staff/push-notifications', headers: { cookie } });
const notice = (target: Record<string, unknown>, title = 'Tonight at the club') => ({
  title,
  message: 'Free coffee at the bar until 10 pm.',
  messageType: 'general',
  priority: 'normal',
  target,
});
const read = async (playerId: number, id: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/push-notifications/${id}/read`,
    headers: { cookie: await playerCookie(db(), playerId) },
  });

async function makeTable(name = `Table ${Math.random().toString(36).slice(2, 7)}`) {
  const [table] = await db()
    .insert(pokerTables)
    .values({
      name,
      gameType: 'Omaha',
      stakes: '₹10/₹20',
      smallBlindPaise: 1000n,
      bigBlindPaise: 2000n,
      minBuyInPaise: 100_000n,
      maxBuyInPaise: 500_000n,
      gameId: (await createGame(db(), { gameType: 'Omaha' })).id,
    })
    .returning();
  return table!;
}
const seat = (tableId: number, playerId: number, seatNumber: number) =>
  db().insert(seats).values({ tableId, playerId, seatNumber, buyInPaise: 100_000n });
const wait = (tableId: number, playerId: number) =>
  db()
    .insert(waitlistEntries)
    .values({ tableId, playerId, gameId: gameOfTable(tableId) });
const phone = async (playerId: number) => t.socketFor(await playerCookie(db(), playerId));

describe('notification targets at one table', () => {
  it("'seated' reaches a seated player and not a waiting one; at one table, only that table's players", async () => {
    const [tableA, tableB] = [await makeTable(), await makeTable()];
    const seatedA = await createPlayer(db());
    const seatedB = await createPlayer(db());
    const waitingA = await createPlayer(db());
    await seat(tableA.id, seatedA.id, 1);
    await seat(tableB.id, seatedB.id, 1);
    await wait(tableA.id, waitingA.id);
    const manager = await signedInStaff(t.app, 'manager');
    const phones = {
      seatedA: await phone(seatedA.id),
      seatedB: await phone(seatedB.id),
      waitingA: await phone(waitingA.id),
    };

    const seatedAnywhere = await whoHears(phones, () => send(manager.cookie, notice({ audience: 'seated' })));
    expect(seatedAnywhere).toEqual({ seatedA: true, seatedB: true, waitingA: false });

    let answer: Record<string, unknown> = {};
    const atTableA = await whoHears(phones, async () => {
      answer = (await send(manager.cookie, notice({ tableId: tableA.id, audience: 'seated' }))).json();
    });
    expect(atTableA).toEqual({ seatedA: true, seatedB: false, waitingA: false });
    expect(answer).toMatchObject({
      recipientCount: 1,
      deliveredCount: 1,
      target: { tableId: tableA.id, audience: 'seated' },
    });

    const onListA = await whoHears(phones, () =>
      send(manager.cookie, notice({ tableId: tableA.id, audience: 'waiting' })),
    );
    expect(onListA).toEqual({ seatedA: false, seatedB: false, waitingA: true });
  });

  it('leaves out ended seats and entries no longer waiting', async () => {
    const table = await makeTable();
    const left = await createPlayer(db());
    const seatedBefore = await createPlayer(db());
    await db()
      .insert(waitlistEntries)
      .values({ tableId: table.id, playerId: left.id, status: 'left', gameId: gameOfTable(table.id) });
    await db()
      .insert(seats)
      .values({ tableId: table.id, playerId: seatedBefore.id, seatNumber: 2, buyInPaise: 1n, endedAt: new Date() });
    const gre = await signedInStaff(t.app, 'gre');
    for (const audience of ['seated', 'waiting']) {
      const res = await send(gre.cookie, notice({ tableId: table.id, audience }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ recipientCount: 0, deliveredCount: 0 });
    }
  });

  it('answers 404 for an unknown table, and 400 with a sentence for a target that is not one of the kinds', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const missing = await send(admin.cookie, notice({ tableId: 999_999, audience: 'seated' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Table not found');
    const kinds =
      "Send it to one player (playerId), an audience (all, verified, seated, waiting) or one table's players (tableId with seated or waiting) (body.target)";
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ tableId: 0, audience: 'seated' }, kinds],
      [{ tableId: 1, audience: 'everyone' }, kinds],
      [{ audience: 'everyone' }, kinds],
      // A table's players are seated or waiting: the club-wide audiences do not take a table.
      [{ tableId: 1, audience: 'all' }, 'Unrecognized key: "tableId" (body.target)'],
      [{ tableId: 1, audience: 'verified' }, 'Unrecognized key: "tableId" (body.target)'],
    ];
    for (const [target, message] of refused) {
      const res = await send(admin.cookie, notice(target));
      expect(res.statusCode, JSON.stringify(target)).toBe(400);
      expect(res.json().message, JSON.stringify(target)).toBe(message);
    }
  });
});

describe('GET /api/staff/push-notifications (the composer history)', () => {
  it('is for super admins, admins, managers and guest relations; cashiers get 403 and players 401', async () => {
    for (const role of ['super_admin', 'admin', 'manager', 'gre'] as const) {
      expect((await history((await signedInStaff(t.app, role)).cookie)).statusCode, role).toBe(200);
    }
    expect((await history((await signedInStaff(t.app, 'cashier')).cookie)).statusCode).toBe(403);
    const player = await createPlayer(db());
    expect((await history(await playerCookie(db(), player.id))).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/push-notifications' })).statusCode).toBe(401);
  });

  it('lists who sent it, when, to whom, how many were addressed, reached live and read, newest first', async () => {
    const table = await makeTable('History table');
    const online = await createPlayer(db(), { firstName: 'Asha', lastName: 'Rao', nickname: `asha${Date.now()}` });
    const offline = await createPlayer(db());
    await seat(table.id, online.id, 3);
    await seat(table.id, offline.id, 4);
    // Two tabs of one player: one player reached.
    await phone(online.id);
    await phone(online.id);
    const gre = await signedInStaff(t.app, 'gre');
    const first = (await send(gre.cookie, notice({ tableId: table.id, audience: 'seated' }, 'First'))).json();
    expect(first).toMatchObject({ recipientCount: 2, deliveredCount: 1 });
    const second = (await send(gre.cookie, notice({ playerId: online.id }, 'Second'))).json();

    const res = await history(gre.cookie);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as SentNotification[];
    const mine = rows.filter((row) => [first.id, second.id].includes(row.id));
    expect(mine.map((row) => row.title)).toEqual(['Second', 'First']);
    expect(mine[1]).toMatchObject({
      id: first.id,
      message: 'Free coffee at the bar until 10 pm.',
      messageType: 'general',
      priority: 'normal',
      target: { kind: 'table_seated', tableId: table.id, tableName: 'History table', playerId: null },
      sentBy: { id: gre.id, name: gre.name, role: 'gre' },
      recipientCount: 2,
      deliveredCount: 1,
      readCount: 0,
    });
    expect(mine[0]?.target).toMatchObject({
      kind: 'player',
      playerId: online.id,
      playerName: `Asha Rao (${online.nickname})`,
    });
    expect(Date.parse(mine[0]!.sentAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("counts reads as players mark them read, and tells the composer's consoles live (not cashiers)", async () => {
    const [alice, bob] = [await createPlayer(db()), await createPlayer(db())];
    const manager = await signedInStaff(t.app, 'manager');
    const cashier = await signedInStaff(t.app, 'cashier');
    const desk = await t.socketFor(manager.cookie, { as: 'staff' });
    const cage = await t.socketFor(cashier.cookie, { as: 'staff' });

    const sentEvent = nextEvent<SentNotification>(desk, 'staff_notification_sent');
    const cageHearsSent = receivesWithin(cage, 'staff_notification_sent', 800);
    const first = (await send(manager.cookie, notice({ playerId: alice.id }))).json();
    expect(await sentEvent).toMatchObject({ id: first.id, recipientCount: 1, readCount: 0, deliveredCount: 0 });
    expect(await cageHearsSent).toBe(false);

    const reads = nextEvent<{ counts: Array<{ id: number; readCount: number }> }>(desk, 'staff_notification_reads');
    const cageHearsReads = receivesWithin(cage, 'staff_notification_reads', 800);
    expect((await read(alice.id, first.id)).statusCode).toBe(200);
    expect(await reads).toEqual({ counts: [{ id: first.id, readCount: 1 }] });
    expect(await cageHearsReads).toBe(false);
    // Reading it again changes nothing.
    await read(alice.id, first.id);

    // Read all: one event with each composed notification's count.
    const both = (await send(manager.cookie, notice({ audience: 'all' }))).json();
    const readAll = nextEvent<{ counts: Array<{ id: number; readCount: number }> }>(desk, 'staff_notification_reads');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/read-all',
      headers: { cookie: await playerCookie(db(), bob.id) },
    });
    expect(res.statusCode).toBe(200);
    expect((await readAll).counts).toContainEqual({ id: both.id, readCount: 1 });

    const rows = (await history(manager.cookie)).json() as SentNotification[];
    expect(rows.find((row) => row.id === first.id)?.readCount).toBe(1);
    expect(rows.find((row) => row.id === both.id)?.readCount).toBe(1);
  });

  it("leaves out the notices use cases send (an order ready, a seat call): only the composer's sends", async () => {
    const player = await createPlayer(db());
    const admin = await signedInStaff(t.app, 'admin');
    const notice_ = await sendNotification(
      t.app.useCase,
      {
        title: 'Your order is ready',
        message: 'At the bar.',
        messageType: 'general',
        priority: 'high',
        mediaUrl: null,
        target: { playerId: player.id },
      },
      { staffId: admin.id, name: admin.name, role: 'admin' },
    );
    const rows = (await history(admin.cookie)).json() as SentNotification[];
    expect(rows.map((row) => row.id)).not.toContain(notice_.id);
  });

  it('writes an audit row naming the table target', async () => {
    const table = await makeTable();
    const admin = await signedInStaff(t.app, 'admin');
    const sent = (await send(admin.cookie, notice({ tableId: table.id, audience: 'waiting' }))).json();
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'push_notification'), eq(auditLog.entityId, String(sent.id))));
    expect(row).toMatchObject({ staffId: admin.id, action: 'notification.sent' });
    expect(row?.after).toMatchObject({ target: { tableId: table.id, audience: 'waiting' }, recipientCount: 0 });
  });
});

describe('the image of a notification', () => {
  it("takes the club's own uploads (/api/media/{id}) and refuses other schemes", async () => {
    const player = await createPlayer(db());
    const gre = await signedInStaff(t.app, 'gre');
    const ok = await send(gre.cookie, { ...notice({ playerId: player.id }), mediaUrl: '/api/media/12' });
    expect(ok.statusCode).toBe(201);
    const bad = await send(gre.cookie, { ...notice({ playerId: player.id }), mediaUrl: 'data:image/png;base64,AAAA' });
    expect(bad.statusCode).toBe(400);
  });
});

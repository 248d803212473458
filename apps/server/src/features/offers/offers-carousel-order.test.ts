import type { StaffOffer } from '@club/shared/offers';
import type { StaffRole } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInStaff } from '../../../test/wallet';
import { auditLog, offers } from '../../db/schema';

// Offers management in the console (issue 18): carousel order, schedule, retire, view counts (decision 012).
const t = listeningTestApp();
const db = () => t.app.database.db;
const DAY = 24 * 3_600_000;

const staffList = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/staff/offers', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as StaffOffer[];
};
const playerCarousel = async (cookie: string, query = '') => {
  const res = await t.app.inject({ url: `/api/staff-offers${query}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ id: number }>).map((o) => o.id);
};
const move = (cookie: string, id: number, direction: string) =>
  t.app.inject({ method: 'POST', url: `/api/staff/offers/${id}/move`, headers: { cookie }, payload: { direction } });
const create = async (cookie: string, body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/staff/offers', headers: { cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};

/** Three fresh active offers, every other one retired first, so the carousel is exactly these. */
async function carouselOf(cookie: string) {
  await db().update(offers).set({ status: 'inactive' });
  const a = await create(cookie, { title: 'A' });
  const b = await create(cookie, { title: 'B' });
  const c = await create(cookie, { title: 'C' });
  return { a: a.id, b: b.id, c: c.id };
}

describe('POST /api/staff/offers/{id}/move', () => {
  it('is for super admins, admins and managers; gre and cashiers get 403, players 401', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const { a } = await carouselOf(manager.cookie);
    for (const role of ['super_admin', 'admin', 'manager'] as StaffRole[]) {
      const res = await move((await signedInStaff(t.app, role)).cookie, a, 'down');
      expect(res.statusCode, role).toBe(200);
    }
    for (const role of ['gre', 'cashier'] as StaffRole[]) {
      expect((await move((await signedInStaff(t.app, role)).cookie, a, 'down')).statusCode, role).toBe(403);
    }
    const player = await createPlayer(db());
    expect((await move(await playerCookie(db(), player.id), a, 'down')).statusCode).toBe(401);
  });

  it("moves an offer up and down the players' carousel, and the order holds for new lists", async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const { a, b, c } = await carouselOf(admin.cookie);
    const player = await playerCookie(db(), (await createPlayer(db())).id);
    // Equal priorities: newest first.
    expect(await playerCarousel(player)).toEqual([c, b, a]);

    const moved = await move(admin.cookie, a, 'up');
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as StaffOffer[]).filter((o) => o.status === 'active').map((o) => o.id)).toEqual([c, a, b]);
    expect(await playerCarousel(player)).toEqual([c, a, b]);

    await move(admin.cookie, c, 'down');
    expect(await playerCarousel(player)).toEqual([a, c, b]);
    // The first cannot go up nor the last down: nothing changes.
    expect((await move(admin.cookie, a, 'up')).statusCode).toBe(200);
    expect((await move(admin.cookie, b, 'down')).statusCode).toBe(200);
    expect(await playerCarousel(player)).toEqual([a, c, b]);
    expect((await staffList(admin.cookie)).filter((o) => o.status === 'active').map((o) => o.id)).toEqual([a, c, b]);
  });

  it('tells the lobby, and writes an audit row with the order before and after', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const { a, b, c } = await carouselOf(manager.cookie);
    const phone = await t.socketFor(await playerCookie(db(), (await createPlayer(db())).id));
    const pushed = nextEvent<{ offerId: number }>(phone, 'offers_updated');
    await move(manager.cookie, b, 'up');
    expect(await pushed).toEqual({ offerId: b });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer.reorder'), eq(auditLog.entityId, String(b))));
    expect(row).toMatchObject({
      staffId: manager.id,
      before: { order: [c, b, a] },
      after: { order: [b, c, a], direction: 'up' },
    });
    // A move that changes nothing says nothing.
    const quiet = receivesWithin(phone, 'offers_updated', 600);
    await move(manager.cookie, b, 'up');
    expect(await quiet).toBe(false);
  });

  it('refuses a retired offer (409), an unknown one (404) and a direction other than up or down (400)', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const { a } = await carouselOf(manager.cookie);
    const retired = await create(manager.cookie, { title: 'Old', status: 'inactive' });
    const conflict = await move(manager.cookie, retired.id, 'up');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('A retired offer has no place in the carousel');
    expect((await move(manager.cookie, 999_999, 'up')).statusCode).toBe(404);
    const bad = await move(manager.cookie, a, 'sideways');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Move it up or down (body.direction)');
  });

  it('keeps one order when two managers move offers at the same moment', async () => {
    const [one, two] = [await signedInStaff(t.app, 'manager'), await signedInStaff(t.app, 'admin')];
    const { a, b, c } = await carouselOf(one.cookie);
    const answers = await Promise.all([move(one.cookie, a, 'up'), move(two.cookie, c, 'down')]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const active = (await staffList(one.cookie)).filter((o) => o.status === 'active');
    expect(new Set(active.map((o) => o.id))).toEqual(new Set([a, b, c]));
    // Distinct priorities, strictly falling: one order, whichever move went first.
    const priorities = active.map((o) => o.priority);
    expect([...priorities].sort((x, y) => y - x)).toEqual(priorities);
    expect(new Set(priorities).size).toBe(3);
  });
});

describe('GET /api/staff/offers with views, schedule and retire', () => {
  it('counts the views players record per offer', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const offer = await create(manager.cookie, { title: 'Viewed' });
    const other = await create(manager.cookie, { title: 'Unseen' });
    for (const player of [await createPlayer(db()), await createPlayer(db())]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/offer-views',
        headers: { cookie: await playerCookie(db(), player.id) },
        payload: { offer_id: offer.id },
      });
      expect(res.statusCode).toBe(200);
    }
    const list = await staffList(manager.cookie);
    expect(list.find((o) => o.id === offer.id)?.views).toBe(2);
    expect(list.find((o) => o.id === other.id)?.views).toBe(0);
  });

  it('a scheduled offer shows to players only between its start and end; a retired one not at all', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const player = await playerCookie(db(), (await createPlayer(db())).id);
    const start = new Date(Date.now() + DAY).toISOString();
    const end = new Date(Date.now() + 3 * DAY).toISOString();
    const scheduled = await create(manager.cookie, { title: 'Weekend', start_date: start, end_date: end });
    expect(await playerCarousel(player)).not.toContain(scheduled.id);
    expect(await playerCarousel(player, '?include=upcoming')).toContain(scheduled.id);
    const staffRow = (await staffList(manager.cookie)).find((o) => o.id === scheduled.id);
    expect(staffRow).toMatchObject({ start_date: start, end_date: end, status: 'active' });

    const now = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/offers/${scheduled.id}`,
      headers: { cookie: manager.cookie },
      payload: { start_date: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(now.statusCode).toBe(200);
    expect(await playerCarousel(player)).toContain(scheduled.id);

    const phone = await t.socketFor(player);
    const pushed = nextEvent<{ offerId: number }>(phone, 'offers_updated');
    const retire = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/offers/${scheduled.id}`,
      headers: { cookie: manager.cookie },
      payload: { status: 'inactive' },
    });
    expect(retire.statusCode).toBe(200);
    expect(await pushed).toEqual({ offerId: scheduled.id });
    expect(await playerCarousel(player, '?include=upcoming')).not.toContain(scheduled.id);
    // Retired, it stays in the staff list with its views.
    expect((await staffList(manager.cookie)).find((o) => o.id === scheduled.id)?.status).toBe('inactive');
  });

  it('is for super admins, admins and managers only', async () => {
    for (const role of ['super_admin', 'admin', 'manager'] as StaffRole[]) {
      const res = await t.app.inject({
        url: '/api/staff/offers',
        headers: { cookie: (await signedInStaff(t.app, role)).cookie },
      });
      expect(res.statusCode, role).toBe(200);
    }
    for (const role of ['gre', 'cashier'] as StaffRole[]) {
      const res = await t.app.inject({
        url: '/api/staff/offers',
        headers: { cookie: (await signedInStaff(t.app, role)).cookie },
      });
      expect(res.statusCode, role).toBe(403);
    }
  });
});

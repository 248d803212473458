import type { StaffRole } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent } from '../../../test/sockets';
import { auditLog, offers, offerViews } from '../../db/schema';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const DAY = 24 * 3_600_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

async function insertOffer(overrides: Partial<typeof offers.$inferInsert> = {}) {
  const [row] = await db()
    .insert(offers)
    .values({ title: `Offer ${Math.random().toString(36).slice(2, 8)}`, description: 'A deal.', ...overrides })
    .returning();
  return row!;
}
const playerCookieNew = async () => playerCookie(db(), (await createPlayer(db())).id);
const staffCookieFor = async (role: StaffRole) => staffCookie(db(), (await createStaff(db(), role)).id);
const listIds = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/staff-offers', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ id: number }>).map((o) => o.id);
};

describe('GET /api/staff-offers', () => {
  it('shows active offers inside their dates and hides those outside them or inactive', async () => {
    const cookie = await playerCookieNew();
    const current = await insertOffer({ startDate: daysFromNow(-1), endDate: daysFromNow(1) });
    const openEnded = await insertOffer({ startDate: null, endDate: null });
    const expired = await insertOffer({ startDate: daysFromNow(-10), endDate: daysFromNow(-1) });
    const future = await insertOffer({ startDate: daysFromNow(1), endDate: daysFromNow(5) });
    const inactive = await insertOffer({ status: 'inactive' });
    const ids = await listIds(cookie);
    expect(ids).toEqual(expect.arrayContaining([current.id, openEnded.id]));
    for (const hidden of [expired, future, inactive]) expect(ids).not.toContain(hidden.id);
  });

  it('with ?include=upcoming also answers the active offers not started yet, never the ended or inactive ones (issue 14, item 6)', async () => {
    const cookie = await playerCookieNew();
    const current = await insertOffer({ startDate: daysFromNow(-1), endDate: daysFromNow(1) });
    const future = await insertOffer({ startDate: daysFromNow(1), endDate: daysFromNow(5) });
    const futureOpen = await insertOffer({ startDate: daysFromNow(2), endDate: null });
    const expired = await insertOffer({ startDate: daysFromNow(-10), endDate: daysFromNow(-1) });
    const futureInactive = await insertOffer({ startDate: daysFromNow(1), status: 'inactive' });
    const res = await t.app.inject({ url: '/api/staff-offers?include=upcoming', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const upcoming = res.json() as Array<{ id: number; start_date: string | null }>;
    const ids = upcoming.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([current.id, future.id, futureOpen.id]));
    for (const hidden of [expired, futureInactive]) expect(ids).not.toContain(hidden.id);
    expect(upcoming.find((o) => o.id === future.id)?.start_date).toBe(future.startDate?.toISOString());
    // Without it the answer stays as the spec has it; an unknown value is refused.
    expect(await listIds(cookie)).not.toContain(future.id);
    const bad = await t.app.inject({ url: '/api/staff-offers?include=everything', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it('orders offers by priority, highest first', async () => {
    const cookie = await playerCookieNew();
    const low = await insertOffer({ priority: -500 });
    const high = await insertOffer({ priority: 900 });
    const mid = await insertOffer({ priority: 0 });
    const ids = (await listIds(cookie)).filter((id) => [low.id, high.id, mid.id].includes(id));
    expect(ids).toEqual([high.id, mid.id, low.id]);
  });

  it("answers with the spec's fields", async () => {
    const cookie = await playerCookieNew();
    const offer = await insertOffer({
      offerType: 'carousel',
      clickUrl: 'https://club.example/promo',
      endDate: daysFromNow(3),
    });
    const res = await t.app.inject({ url: `/api/staff-offers/${offer.id}`, headers: { cookie } });
    expect(res.json()).toEqual({
      id: offer.id,
      title: offer.title,
      description: 'A deal.',
      offer_type: 'carousel',
      priority: 0,
      target_audience: 'all',
      click_url: 'https://club.example/promo',
      image_url: null,
      video_url: null,
      start_date: null,
      end_date: offer.endDate!.toISOString(),
      status: 'active',
      created_at: offer.createdAt.toISOString(),
    });
  });

  it('answers 404 for one offer outside its dates, and 401 without a session', async () => {
    const cookie = await playerCookieNew();
    const expired = await insertOffer({ endDate: daysFromNow(-1), startDate: daysFromNow(-3) });
    const res = await t.app.inject({ url: `/api/staff-offers/${expired.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Offer Not Found');
    expect((await t.app.inject({ url: '/api/staff-offers' })).statusCode).toBe(401);
  });
});

describe('POST /api/offer-views', () => {
  it('records a view by the signed-in player', async () => {
    const player = await createPlayer(db());
    const offer = await insertOffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offer-views',
      headers: { cookie: await playerCookie(db(), player.id) },
      payload: { offer_id: offer.id },
    });
    expect(res.statusCode).toBe(200);
    const views = await db().select().from(offerViews).where(eq(offerViews.offerId, offer.id));
    expect(views.map((v) => v.playerId)).toEqual([player.id]);
  });

  it('refuses a view of an offer players cannot see', async () => {
    const hidden = await insertOffer({ status: 'inactive' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offer-views',
      headers: { cookie: await playerCookieNew() },
      payload: { offer_id: hidden.id },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('staff manage offers', () => {
  const create = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/staff/offers', headers: { cookie }, payload });
  const patch = (cookie: string, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/staff/offers/${id}`, headers: { cookie }, payload });

  it('creates, changes and removes an offer, with an audit row each, and pushes each to the lobby', async () => {
    const staff = await staffCookieFor('manager');
    const socket = await connectSocket(url, await playerCookieNew());
    try {
      const created = nextEvent<{ offerId: number }>(socket, 'offers_updated');
      const res = await create(staff, {
        title: 'Ladies Night',
        description: 'Free entry. Drinks on the house. Thursdays only. Bring a friend.',
        offer_type: 'carousel',
        priority: 7,
        target_audience: 'all',
        click_url: '',
        image_url: '/api/media/1',
        start_date: daysFromNow(-1).toISOString(),
        end_date: daysFromNow(7).toISOString(),
      });
      expect(res.statusCode).toBe(201);
      const offer = res.json();
      expect(offer).toMatchObject({
        title: 'Ladies Night',
        click_url: null,
        image_url: '/api/media/1',
        status: 'active',
      });
      expect(await created).toEqual({ offerId: offer.id });

      const changed = nextEvent(socket, 'offers_updated');
      expect((await patch(staff, offer.id, { status: 'inactive' })).json().status).toBe('inactive');
      await changed;
      expect(await listIds(await playerCookieNew())).not.toContain(offer.id);

      const removed = nextEvent(socket, 'offers_updated');
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/staff/offers/${offer.id}`,
        headers: { cookie: staff },
      });
      expect(del.statusCode).toBe(200);
      await removed;
      const audit = await db()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entityId, String(offer.id))));
      expect(audit.map((a) => a.action)).toEqual(['offer.create', 'offer.update', 'offer.delete']);
    } finally {
      socket.close();
    }
  });

  it('refuses links that could run script or leave the site unseen', async () => {
    const staff = await staffCookieFor('admin');
    for (const click_url of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi']) {
      expect((await create(staff, { title: 'Bad link', click_url })).statusCode).toBe(400);
    }
  });

  it('refuses an end date before the start date, also when only one of them changes', async () => {
    const staff = await staffCookieFor('admin');
    const bad = await create(staff, {
      title: 'Backwards',
      start_date: daysFromNow(2).toISOString(),
      end_date: daysFromNow(1).toISOString(),
    });
    expect(bad.statusCode).toBe(400);
    const { id } = (await create(staff, { title: 'Ok', start_date: daysFromNow(2).toISOString() })).json();
    const res = await patch(staff, id, { end_date: daysFromNow(1).toISOString() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it.each(['cashier', 'gre'] as const)('refuses a %s', async (role) => {
    const staff = await staffCookieFor(role);
    expect((await create(staff, { title: 'Nope' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/staff/offers', headers: { cookie: staff } })).statusCode).toBe(403);
  });

  it('lists every offer to staff, hidden ones included', async () => {
    const hidden = await insertOffer({ status: 'inactive' });
    const res = await t.app.inject({
      url: '/api/staff/offers',
      headers: { cookie: await staffCookieFor('super_admin') },
    });
    expect(res.json().map((o: { id: number }) => o.id)).toContain(hidden.id);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { SEAT_ASSIGNMENT_REDIRECT_MS } from '@club/shared/tables';
import { expectNoSeriousAxeViolations } from './support/axe';
import { floorManager, watchSeatDialog } from './support/tables';
import { expect, test } from './fixtures/test';

async function pushTo(
  staff: APIRequestContext,
  playerId: number,
  data: { title: string; messageType: string; priority: string },
) {
  const sent = await staff.post('/api/staff/push-notifications', {
    data: { ...data, message: `${data.title}: details inside.`, target: { playerId } },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** The top of the screen as the player sees it without scrolling. */
async function expectInViewport(page: Page, selector: ReturnType<Page['getByTestId']>) {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

test('a player on the VIP shop gets bubbles (urgent, seat waiting, readable) and, seated by the floor, the seat dialog and the move to the table', async ({
  page,
  people,
}) => {
  const player = await people.signedInPlayer();
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable();
  const join = await page.request.post('/api/seat-requests', { data: { playerId: player.id, tableId: table.id } });
  expect(join.ok(), await join.text()).toBe(true);

  await page.goto('/vip-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Shop' })).toBeVisible();
  await expect(page.getByText('Live updates connected')).toBeVisible();
  // The club header with Sign Out, as on the dashboard.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();

  const gre = await people.staff('gre');
  await pushTo(gre, player.id, { title: 'Final table starts now', messageType: 'urgent', priority: 'urgent' });
  const urgent = page.getByTestId('notification-bubble').filter({ hasText: 'Final table starts now' });
  await expect(urgent).toBeVisible();
  await expect(urgent).toHaveAttribute('data-color', 'red');
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

  await pushTo(gre, player.id, { title: 'Your seat is waiting', messageType: 'seat_waiting', priority: 'high' });
  const seatWaiting = page.getByTestId('notification-bubble').filter({ hasText: 'Your seat is waiting' });
  await expect(seatWaiting).toHaveAttribute('data-color', 'orange');
  await expect(seatWaiting).toHaveCSS('opacity', '1');
  // Every line of both bubbles, the sender's included, passes WCAG AA contrast.
  await expectNoSeriousAxeViolations(page);

  const watch = await watchSeatDialog(page);
  await floor.seat(table.id, player.id, 4);
  const seatedAt = Date.now();
  // The push reaches the open page within 3 s of the seating; the move to the table follows 2 s later
  // (both moments recorded by the page itself).
  const seen = await watch.seen();
  expect(seen.shownAt - seatedAt).toBeLessThan(3000);
  expect(seen.details).toContain(table.name);
  expect(seen.details).toContain(floor.name);
  await page.waitForURL(`**/table/${table.id}`);
  expect(seen.movedAt - seen.shownAt).toBeGreaterThanOrEqual(SEAT_ASSIGNMENT_REDIRECT_MS - 500);
});

test('an offer page has the club header with Sign Out, and a bubble reaches it', async ({ page, people }) => {
  const player = await people.signedInPlayer();
  const manager = await people.staff('manager');
  const created = await manager.post('/api/staff/offers', {
    data: { title: 'Shell test offer', description: 'One. Two. Three. Four.', offer_type: 'banner' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/offer/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shell test offer' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await pushTo(manager, player.id, { title: 'Happy hour', messageType: 'general', priority: 'normal' });
  await expect(page.getByTestId('notification-bubble').filter({ hasText: 'Happy hour' })).toBeVisible();
});

test('on a 390 px phone the unread count shows on every tab without scrolling, and the bell opens Notifications', async ({
  page,
  people,
}) => {
  const player = await people.signedInPlayer();
  await page.goto('/dashboard?tab=balance');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  await pushTo(await people.staff('gre'), player.id, {
    title: 'Cash game at 8',
    messageType: 'general',
    priority: 'low',
  });
  const badge = page.getByTestId('header-unread-badge');
  for (const tab of ['balance', 'profile', 'game', 'feedback']) {
    await page.goto(`/dashboard?tab=${tab}`);
    await expect(badge).toHaveText('1');
    await expectInViewport(page, badge);
  }
  await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await expect(page).toHaveURL(/tab=notifications/);
  await expect(page.getByRole('tab', { name: /Notifications/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('notification-item').filter({ hasText: 'Cash game at 8' })).toBeVisible();
});

test('on a 1366 px desktop every tab label shows whole', async ({ page, people }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await people.signedInPlayer();
  await page.goto('/dashboard');
  const list = page.getByRole('tablist', { name: 'Dashboard' });
  await expect(list.getByRole('tab')).toHaveCount(9);
  const listBox = await list.boundingBox();
  expect(listBox).toBeTruthy();
  for (const tab of await list.getByRole('tab').all()) {
    const box = await tab.boundingBox();
    expect(box && listBox && box.x + box.width <= listBox.x + listBox.width + 0.5).toBe(true);
    // The label fits its tab: nothing cut at the edge.
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});

test('a player on the VIP shop is told when Guest Relations close the chat, and asked whether to clear it', async ({
  page,
  people,
}) => {
  const player = await people.signedInPlayer();
  const sent = await page.request.post('/api/unified-chat/send', {
    data: {
      playerId: player.id,
      playerName: player.first_name,
      message: 'Is the 25/50 table open?',
      senderType: 'player',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await page.goto('/vip-shop');
  await expect(page.getByText('Live updates connected')).toBeVisible();

  const gre = await people.staff('gre');
  const history = (await (await gre.get(`/api/chat-history/${player.id}`)).json()) as {
    conversations: Array<{ id: number }>;
  };
  const closed = await gre.post(`/api/staff/chat/sessions/${history.conversations[0]?.id}/close`, { data: {} });
  expect(closed.ok(), await closed.text()).toBe(true);
  const ask = page.getByRole('alertdialog', { name: 'Chat Session Ended' });
  await expect(ask).toContainText('Clear the chat history?');
  await ask.getByRole('button', { name: 'Clear history' }).click();
  await expect(page.getByText('Chat Closed', { exact: true })).toBeVisible();
});

import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toastRegion } from './fixtures/players';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test } from './fixtures/test';

const tag = () => randomUUID().slice(0, 6);
const HOUR = 3_600_000;

test('a scheduled offer appears at its start date and leaves at its end on an open page, without a reload', async ({
  page,
  people,
}) => {
  // The browser's clock is moved, never waited for.
  await page.clock.install();
  await people.signedInPlayer();
  await page.goto('/dashboard?tab=offers');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Special Offers' })).toBeVisible();

  // Staff schedule an offer for an hour from now, running one hour, while the player's page is open.
  const title = `Late-night deepstack ${tag()}`;
  const startsAt = Date.now() + HOUR;
  const created = await (await people.staff('manager')).post('/api/staff/offers', {
    data: {
      title,
      description: 'Double chips after midnight. One entry each.',
      offer_type: 'other',
      start_date: new Date(startsAt).toISOString(),
      end_date: new Date(startsAt + HOUR).toISOString(),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const card = page.getByRole('article', { name: title });
  await page.waitForTimeout(1000);
  await expect(card).toHaveCount(0);

  // Its start arrives on the open page: it shows, with no reload. (The server's clock has not moved:
  // whatever it answers, the offer is still ahead by its dates, so the page's clock decides.)
  await page.clock.fastForward(HOUR + 5_000);
  await expect(card).toBeVisible();

  // Its end passes: it leaves.
  await page.clock.fastForward(HOUR);
  await expect(card).toHaveCount(0);
});

test('an item the kitchen takes off the menu leaves the cart and the player is told which one and why', async ({
  page,
  people,
}) => {
  const manager = await people.staff('manager');
  const chai = `E2E Masala Chai ${tag()}`;
  const samosa = `E2E Samosa ${tag()}`;
  const ids: Record<string, number> = {};
  for (const [name, price] of [
    [chai, '60'],
    [samosa, '90'],
  ] as const) {
    const made = await manager.post('/api/staff/food-beverage/items', {
      data: { name, category: 'food', price, sort_order: 9100 },
    });
    expect(made.status(), await made.text()).toBe(201);
    ids[name] = ((await made.json()) as { id: number }).id;
  }

  await people.signedInPlayer();
  await page.goto('/dashboard?tab=food');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  await page.getByRole('button', { name: `Add ${chai}` }).click();
  await page.getByRole('button', { name: `Add one more ${chai}` }).click();
  await page.getByRole('button', { name: `Add ${samosa}` }).click();
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

  // Sold out in the kitchen while it sits in the cart.
  const soldOut = await manager.patch(`/api/staff/food-beverage/items/${ids[chai]}`, { data: { is_available: false } });
  expect(soldOut.ok(), await soldOut.text()).toBe(true);
  const told = toastRegion(page);
  await expect(told.getByText('Removed from your cart', { exact: true })).toBeVisible();
  await expect(
    told.getByText(`${chai} is no longer available: the kitchen marked it sold out or took it off the menu.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  const shot = await page.screenshot();
  await test.info().attach('cart item removed at 390 px', { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR)
    writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, 'cart-item-removed-390.png'), shot);

  // Back on the menu later, it is offered again but not silently put back in the cart.
  const back = await manager.patch(`/api/staff/food-beverage/items/${ids[chai]}`, { data: { is_available: true } });
  expect(back.ok(), await back.text()).toBe(true);
  await expect(page.getByRole('button', { name: `Add ${chai}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('dialog', { name: 'Review Order' })).toContainText(samosa);
  await expect(page.getByRole('dialog', { name: 'Review Order' })).not.toContainText(chai);
});

test('offline, Place Order says at once that the order was not sent and the cart keeps it; the app shows it is offline; back online it goes through (issue 27, item 24)', async ({
  page,
  people,
}) => {
  const manager = await people.staff('manager');
  const dish = `Offline pakora ${randomUUID().slice(0, 6)}`;
  const made = await manager.post('/api/staff/food-beverage/items', {
    data: { name: dish, category: 'food', price: '120', sort_order: 9200 },
  });
  expect(made.status(), await made.text()).toBe(201);
  await people.signedInPlayer();
  await page.goto('/dashboard?tab=food');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  await page.getByRole('button', { name: `Add ${dish}` }).click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const review = page.getByRole('dialog', { name: 'Review Order' });
  await expect(review).toContainText(dish);

  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/food-beverage/orders')) orders.push(request.url());
  });
  await page.context().setOffline(true);
  const offline = page.getByTestId('offline-banner');
  await expect(offline).toContainText('You are offline.');
  const pressedAt = Date.now();
  await review.getByRole('button', { name: 'Place Order' }).click();
  const told = toastRegion(page).getByRole('listitem').filter({ hasText: 'You are offline' });
  await expect(told).toContainText('Your order was not sent to the kitchen.');
  await expect(told).toContainText('place it again when your phone is back online');
  expect(Date.now() - pressedAt).toBeLessThan(2000);
  expect(orders).toEqual([]);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.context().setOffline(false);
  await expect(offline).toBeHidden();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await review.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: /Order Placed/ })).toBeVisible();
});

test('the app shell loads with no network once the phone has opened it, and says it is offline (issue 27, item 24)', async ({
  page,
  people,
}) => {
  await people.signedInPlayer();
  await page.goto('/dashboard?tab=food');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  // The worker keeps the shell once it is active and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline.');
  await expect(page.getByRole('alert')).toContainText('Your phone is offline');
  await expectNoSeriousAxeViolations(page);

  // Back online, the page is the live app again: the network comes first for pages.
  await page.context().setOffline(false);
  await page.reload();
  await expect(page.getByText('Live updates connected')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});

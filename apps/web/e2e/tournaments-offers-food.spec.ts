import { staffWalletCall } from './support/staff';
import { randomUUID } from 'node:crypto';
import { toastRegion } from './fixtures/players';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';

const tag = () => randomUUID().slice(0, 8);

test('a player registers for a tournament and the seat count moves', async ({ page, people }) => {
  const staff = await people.staff('manager');
  const name = `E2E Deepstack ${tag()}`;
  const created = await staff.post('/api/staff/tournaments', {
    data: {
      name,
      game_type: "No Limit Hold'em",
      tournament_type: 'Freezeout',
      buy_in: '2500',
      prize_pool: '100000',
      max_players: 30,
      // Far ahead, so this tournament sorts after the demo club's and never clashes with other tests.
      start_time: new Date(Date.now() + 400 * 24 * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const player = await people.signedInPlayer();
  // An entry is paid from the cash balance (decision 130): the cage puts the buy-in on it first.
  await staffWalletCall(await people.staff('cashier'), player.id, 'cash-in', '10000');
  await page.goto('/dashboard?tab=tournaments');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('₹2,500.00');
  await expect(card).toContainText('0/30');
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('button', { name: /Interested/ }).click();
  await expect(toastRegion(page).getByText('Interest Registered')).toBeVisible();

  await card.getByRole('button', { name: `Register for ${name}` }).click();
  // Register opens the Enter dialog: the price and the balance, then one tap pays (decision 130).
  await page
    .getByRole('dialog', { name: `Enter ${name}` })
    .getByRole('button', { name: /^Pay / })
    .click();
  await expect(toastRegion(page).getByText('Registration Successful')).toBeVisible();
  await expect(card).toContainText('1/30');
  await expect(card.getByRole('button', { name: `Registered for ${name}` })).toBeDisabled();
});

test('a player opens an offer from the carousel and reads its terms', async ({ page, people }) => {
  const staff = await people.staff('admin');
  const title = `E2E Offer ${tag()}`;
  const created = await staff.post('/api/staff/offers', {
    data: {
      title,
      description: 'Play two hours tonight. Get a free meal. Valid at the counter. Not combinable with other offers.',
      offer_type: 'carousel',
      priority: 1000,
      start_date: new Date(Date.now() - 3_600_000).toISOString(),
      end_date: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await people.signedInPlayer();
  await page.goto('/dashboard?tab=game');
  const carousel = page.getByRole('region', { name: 'Club offers' });
  // The demo club's offers share the carousel: pause it and pick this one by its dot.
  await carousel.getByRole('button', { name: 'Pause offers' }).click();
  await carousel.getByRole('button', { name: new RegExp(`Show offer \\d+: ${title}`) }).click();
  await carousel.getByRole('link', { name: new RegExp(title) }).click();

  await expect(page).toHaveURL(new RegExp(`/offer/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const terms = page.getByRole('region', { name: 'Terms & Conditions' }).getByRole('listitem');
  await expect(terms).toHaveText(['Play two hours tonight.', 'Get a free meal.', 'Valid at the counter.']);
  await page.getByRole('link', { name: 'Back to Offers' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\?tab=offers$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Featured');
  await expectNoSeriousAxeViolations(page);

  // Staff end the offer: its page now says so.
  await staff.patch(`/api/staff/offers/${id}`, { data: { status: 'inactive' } });
  await page.goto(`/offer/${id}`);
  await expect(page.getByRole('heading', { name: 'Offer Not Found' })).toBeVisible();
});

test('a player orders food and sees the order become ready when staff mark it', async ({ page, people }) => {
  const manager = await people.staff('manager');
  const coffee = `E2E Cold Brew ${tag()}`;
  const water = `E2E Water ${tag()}`;
  const coffeeItem = await manager.post('/api/staff/food-beverage/items', {
    data: { name: coffee, category: 'beverage', price: '180', description: 'Slow-steeped', sort_order: 9000 },
  });
  expect(coffeeItem.status(), await coffeeItem.text()).toBe(201);
  await manager.post('/api/staff/food-beverage/items', {
    data: { name: water, category: 'beverage', price: '0', sort_order: 9001 },
  });

  await people.signedInPlayer();
  await page.goto('/dashboard?tab=food');
  await expect(page.getByRole('article', { name: water })).toContainText('Free');
  await expectNoSeriousAxeViolations(page);

  // An empty cart cannot be ordered.
  await page.getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toastRegion(page).getByText('Empty Cart')).toBeVisible();
  await expect(toastRegion(page).getByText('Please add items to your cart before placing an order.')).toBeVisible();

  await page.getByRole('button', { name: `Add ${coffee}` }).click();
  await page.getByRole('button', { name: `Add one more ${coffee}` }).click();
  await page.getByRole('button', { name: `Add ${water}` }).click();
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  const review = page.getByRole('dialog', { name: 'Review Order' });
  await expect(review.getByTestId('order-total')).toHaveText('₹360.00');
  await expectNoSeriousAxeViolations(page);
  await review.getByLabel('Table number (optional)').fill('7');
  await review.getByLabel('Special instructions (optional)').fill('Less ice');
  await review.getByRole('button', { name: 'Place Order' }).click();

  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(placed).toContainText('Estimated delivery: 15-20 minutes');
  await expect(placed).toBeHidden({ timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  const order = page.getByRole('listitem', { name: /^Order \d+$/ }).first();
  await expect(order.getByTestId('order-status')).toHaveText('Placed');
  const orderId = Number((await order.getAttribute('aria-label'))!.replace('Order ', ''));

  const gre = await people.staff('gre');
  const ready = await gre.patch(`/api/staff/food-beverage/orders/${orderId}`, { data: { status: 'ready' } });
  expect(ready.ok(), await ready.text()).toBe(true);
  expect(((await ready.json()) as { totalAmount: string; tableNumber: string }).tableNumber).toBe('7');
  await expect(order.getByTestId('order-status')).toHaveText('Ready');
});

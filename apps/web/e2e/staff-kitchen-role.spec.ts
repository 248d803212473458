import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';

const STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD as string;

// Decision 105: a kitchen member's console is the Kitchen and nothing else.
test('a kitchen member signs in, sees only the Kitchen, and moves an order on', async ({ browser, page, people }) => {
  const dish = `E2E Kitchen Poha ${randomUUID().slice(0, 8)}`;
  const manager = await people.staff('manager');
  const item = await manager.post('/api/staff/food-beverage/items', {
    data: { name: dish, category: 'food', price: '90', sort_order: 0 },
  });
  expect(item.status(), await item.text()).toBe(201);
  const { id: itemId } = (await item.json()) as { id: number };
  const player = await people.signedInPlayer();
  const placed = await page.request.post('/api/food-beverage/orders', { data: { items: [{ itemId, quantity: 1 }] } });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { order: { id: number } }).order.id;

  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const kitchen = await context.newPage();
  await kitchen.goto('/staff');
  await kitchen.getByLabel('Email').fill('e2e-kitchen@club.test');
  await kitchen.getByLabel('Password').fill(STAFF_PASSWORD);
  await kitchen.getByRole('button', { name: 'Sign in' }).click();

  // Only the Kitchen, opened at once; any other section's address lands back on it.
  await expect(kitchen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  const nav = kitchen.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Kitchen']);
  await expect(kitchen.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await kitchen.goto('/staff/players');
  await expect(kitchen).toHaveURL(/\/staff\/kitchen$/);
  await expect(kitchen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();

  const column = (name: string) => kitchen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
  const card = column('New').getByRole('article', { name: `#${orderId} · ${player.first_name} ${player.last_name}` });
  await expect(card).toContainText(`1 × ${dish}`);
  await expectNoSeriousAxeViolations(kitchen);
  await card.getByRole('button', { name: 'Start preparing' }).click();
  await expect(column('Preparing').getByRole('article', { name: new RegExp(`^#${orderId} `) })).toBeVisible();

  // The server agrees: the order moved, and the kitchen's session reads nothing else.
  const orders = await page.request.get('/api/food-beverage/orders');
  expect(orders.ok(), await orders.text()).toBe(true);
  expect(JSON.stringify(await orders.json())).toContain('"status":"preparing"');
  const players = await kitchen.request.get('/api/staff/players?q=a');
  expect(players.status()).toBe(403);
  await context.close();
});

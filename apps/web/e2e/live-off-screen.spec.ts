import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test';

// Pushed changes are applied to the cache for the life of the socket, whatever tab is open: a change
// made while the player is on another tab shows when they open it, with no reload and no refetch
// (queries never go stale here, so only the pushed event can bring it).
test('a menu item and a tournament added while the player is on the Game tab show when they open Food and Tournaments', async ({
  page,
  people,
}) => {
  await people.signedInPlayer();
  // Load both lists first, then leave them for the Game tab.
  await page.goto('/dashboard?tab=food');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Tournaments' }).click();
  await expect(page.getByRole('tab', { name: 'Tournaments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Game' }).click();
  await expect(page.getByRole('tab', { name: 'Game' })).toHaveAttribute('aria-selected', 'true');

  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });

  const manager = await people.staff('manager');
  const dish = `Off-screen samosa ${randomUUID().slice(0, 6)}`;
  const item = await manager.post('/api/staff/food-beverage/items', {
    data: { name: dish, category: 'snacks', price: '120', sort_order: 9100 },
  });
  expect(item.ok(), await item.text()).toBe(true);
  const tournament = `Off-screen Turbo ${randomUUID().slice(0, 6)}`;
  const created = await manager.post('/api/staff/tournaments', {
    data: {
      name: tournament,
      game_type: "No Limit Hold'em",
      tournament_type: 'Turbo',
      buy_in: '1500',
      prize_pool: '50000',
      max_players: 40,
      start_time: new Date(Date.now() + 500 * 24 * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Give the pushes time to arrive while the Game tab is on screen.
  await page.waitForTimeout(1_000);

  await page.getByRole('tab', { name: 'Food' }).click();
  await expect(page.getByRole('article', { name: dish })).toBeVisible();
  await page.getByRole('tab', { name: 'Tournaments' }).click();
  await expect(page.getByRole('article', { name: tournament })).toBeVisible();
  expect(reads.filter((path) => path.startsWith('/api/food-beverage/items') || path === '/api/tournaments')).toEqual(
    [],
  );
});

import { staffWalletCall } from './support/staff';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';

const tag = () => randomUUID().slice(0, 8);

async function openContent(consolePage: Page) {
  await consolePage
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(consolePage.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(consolePage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}

test('a manager adds a menu item and marks it sold out: an open player menu stops offering it live', async ({
  browser,
  page,
  people,
}) => {
  const dish = `E2E Pav Bhaji ${tag()}`;
  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await openContent(desk);

  await desk.getByRole('button', { name: 'New item' }).click();
  const dialog = desk.getByRole('dialog', { name: 'New menu item' });
  await dialog.getByLabel('Name').fill(dish);
  await dialog.getByLabel('Category').fill('food');
  await dialog.getByLabel('Price (₹)').fill('180');
  await dialog.getByLabel('Description').fill('Buttered buns, spiced mash');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden();
  const row = desk.getByRole('listitem', { name: dish });
  await expect(row).toContainText('₹180.00');
  await expectNoSeriousAxeViolations(desk);

  await people.signedInPlayer();
  await page.goto('/dashboard?tab=food');
  await expect(page.getByRole('button', { name: `Add ${dish}` })).toBeVisible();

  const availability = row.getByRole('switch', { name: `${dish} available` });
  await expect(availability).toHaveAttribute('aria-checked', 'true');
  await availability.click();
  await expect(availability).toHaveAttribute('aria-checked', 'false');
  await expect(availability).toContainText('Sold out');
  // No reload: menu-updated takes it off the player's open menu.
  await expect(page.getByRole('button', { name: `Add ${dish}` })).toHaveCount(0);

  // Edit the price, then remove the item (never ordered, so it goes for good) after a confirmation.
  await row.getByRole('button', { name: `Edit ${dish}` }).click();
  const edit = desk.getByRole('dialog', { name: `Edit ${dish}` });
  await edit.getByLabel('Price (₹)').fill('200');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('₹200.00');
  await row.getByRole('button', { name: `Remove ${dish}` }).click();
  const confirm = desk.getByRole('dialog', { name: `Remove ${dish}?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  await desk.context().close();
});

test("a manager creates a tournament and it shows on a player's Tournaments tab", async ({
  browser,
  page,
  people,
}, testInfo) => {
  const name = `E2E Sunday Stack ${tag()}`;
  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await openContent(desk);

  await desk.getByRole('button', { name: 'New tournament' }).click();
  const dialog = desk.getByRole('dialog', { name: 'New tournament' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Buy-in (₹)').fill('3000');
  await dialog.getByLabel('Prize pool (₹)').fill('150000');
  await dialog.getByLabel('Max players').fill('40');
  // Far ahead, so it sorts after the demo club's tournaments.
  const start = new Date(Date.now() + 400 * 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await dialog
    .getByLabel('Start time (club time)')
    .fill(`${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T20:00`);
  await dialog.getByRole('button', { name: 'Create tournament' }).click();
  await expect(dialog).toBeHidden();
  const row = desk.getByRole('listitem', { name });
  await expect(row).toContainText('Upcoming');
  await expect(row).toContainText('8:00 pm'); // the club's clock, whatever the browser's zone
  await expect(row.getByTestId('registered')).toHaveText('0/40');
  await expectNoSeriousAxeViolations(desk);

  const player = await people.signedInPlayer();
  // An entry is paid from the cash balance (decision 130): the cage puts the buy-in on it first.
  await staffWalletCall(await people.staff('cashier'), player.id, 'cash-in', '10000');
  await page.goto('/dashboard?tab=tournaments');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('₹3,000.00');
  await expect(card).toContainText('0/40');

  // The player registers: the console's count follows live.
  await card.getByRole('button', { name: `Register for ${name}` }).click();
  // Register opens the Enter dialog: the price and the balance, then one tap pays (decision 130).
  await page
    .getByRole('dialog', { name: `Enter ${name}` })
    .getByRole('button', { name: /^Pay / })
    .click();
  await expect(row.getByTestId('registered')).toHaveText('1/40');

  await row.getByRole('button', { name: 'Start' }).click();
  const confirm = desk.getByRole('dialog', { name: `Start: ${name}?` });
  await confirm.getByRole('button', { name: 'Start' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Running');

  // The section at 390 px, kept with the test's output (or in E2E_SCREENSHOT_DIR, to look at it).
  await desk.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  const shot = await desk.screenshot();
  await testInfo.attach('content section at 390 px', { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, 'content-390.png'), shot);
  await desk.context().close();
});

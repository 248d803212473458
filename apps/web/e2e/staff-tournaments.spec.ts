import { staffWalletCall } from './support/staff';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { toastRegion } from './fixtures/players';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';

// Issue 18: a tournament's players and closing its registration from the console's Content section
// (decision 011).
const tag = () => randomUUID().slice(0, 8);

/** A 1280×800 screenshot kept with the test's output (and in E2E_SCREENSHOT_DIR when set). */
async function keepScreenshot(page: Page, name: string) {
  const shot = await page.screenshot();
  await test.info().attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) {
    mkdirSync(process.env.E2E_SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
  }
}

test("a manager sees a phone's registration live in the Players dialog and closes registration on the open phone", async ({
  browser,
  page,
  people,
}) => {
  test.slow();
  const staff = await people.staff('manager');
  const create = async (name: string) => {
    const created = await staff.post('/api/staff/tournaments', {
      data: {
        name,
        game_type: "No Limit Hold'em",
        tournament_type: 'Deepstack',
        buy_in: '3000',
        prize_pool: '200000',
        max_players: 50,
        // Far ahead, so these sort after the demo club's tournaments and never clash with other tests.
        start_time: new Date(Date.now() + 420 * 24 * 3_600_000).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  };
  const name = `E2E Players ${tag()}`;
  const closing = `E2E Closing ${tag()}`;
  await create(name);
  await create(closing);

  const player = await people.signedInPlayer();
  // An entry is paid from the cash balance (decision 130): the cage puts the buy-in on it first.
  await staffWalletCall(await people.staff('cashier'), player.id, 'cash-in', '10000');
  await page.goto('/dashboard?tab=tournaments');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('0/50');

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Content' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const consoleCard = desk.getByRole('region', { name: 'Tournaments' }).getByRole('listitem', { name });
  await consoleCard.getByRole('button', { name: `Players of ${name}` }).click();
  const dialog = desk.getByRole('dialog', { name: `Players: ${name}` });
  await expect(dialog.getByRole('heading', { name: 'Registered (0/50)' })).toBeVisible();
  await expect(dialog.getByText('Nobody has registered yet.')).toBeVisible();

  // The phone registers; the open dialog follows without a reload.
  await card.getByRole('button', { name: `Register for ${name}` }).click();
  // Register opens the Enter dialog: the price and the balance, then one tap pays (decision 130).
  await page
    .getByRole('dialog', { name: `Enter ${name}` })
    .getByRole('button', { name: /^Pay / })
    .click();
  await expect(toastRegion(page).getByText('Registration Successful')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Registered (1/50)' })).toBeVisible();
  const registered = dialog.getByRole('region', { name: 'Registered (1/50)' });
  await expect(registered).toContainText(`${player.first_name} ${player.last_name}`);
  await expect(registered).toContainText(player.nickname);
  await expect(registered).toContainText('POKEPLAYER-');
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'content-tournament-players-1280');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The registered player keeps their place in the card.
  await expect(card.getByRole('button', { name: `Registered for ${name}` })).toBeDisabled();

  // Closing another tournament's registration, confirmed, reaches the open phone's card.
  const phoneClosing = page.getByRole('article', { name: closing });
  await expect(phoneClosing.getByRole('button', { name: `Register for ${closing}` })).toBeEnabled();
  const consoleClosing = desk.getByRole('region', { name: 'Tournaments' }).getByRole('listitem', { name: closing });
  await consoleClosing.getByRole('button', { name: 'Close registration' }).click();
  const confirm = desk.getByRole('dialog', { name: `Close registration: ${closing}?` });
  await confirm.getByRole('button', { name: 'Close registration' }).click();
  await expect(confirm).toBeHidden();
  await expect(consoleClosing.getByText('Registration closed')).toBeVisible();
  await expect(consoleClosing.getByRole('button', { name: 'Reopen registration' })).toBeVisible();
  await expect(phoneClosing.getByText('Registration closed')).toBeVisible();
  await expect(phoneClosing.getByRole('button', { name: `Register for ${closing}` })).toHaveCount(0);

  // Reopening brings the button back, live too.
  await consoleClosing.getByRole('button', { name: 'Reopen registration' }).click();
  await desk
    .getByRole('dialog', { name: `Reopen registration: ${closing}?` })
    .getByRole('button', { name: 'Reopen registration' })
    .click();
  await expect(phoneClosing.getByRole('button', { name: `Register for ${closing}` })).toBeEnabled();
  await desk.context().close();
});

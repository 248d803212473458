import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEAT_ASSIGNMENT_REDIRECT_MS } from '@club/shared/tables';
import { toastRegion } from './fixtures/players';
import { floorManager, joinListAsPlayer, signedInPlayerOnDashboard, watchSeatDialog } from './support/tables';
import { expect, test } from './fixtures/test';

test('a player joins a wait-list and sees the position; seated by the floor, the dialog shows within 3 s and the page moves to the table 2 s later', async ({
  page,
  people,
}) => {
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable();
  const player = await signedInPlayerOnDashboard(page, people);

  const row = page.getByRole('article', { name: table.name });
  // Active, but nobody seated yet: no game in progress (issue 14, item 25).
  await expect(row.getByText('Accepting Players')).toBeVisible();
  await expect(row.getByText('0/6')).toBeVisible();
  await row.getByRole('button', { name: 'Join Wait-List' }).click();
  await expect(toastRegion(page).getByText('Joined Waitlist', { exact: true })).toBeVisible();
  await expect(row.getByText('Joined · Position #1')).toBeVisible();
  await expect(row.getByText('Game started: you will be seated when a seat opens.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for game' })).toContainText(table.name);

  const watch = await watchSeatDialog(page);
  await floor.seat(table.id, player.id, 3);
  // Timed by the page itself on the machine's one clock: the push shows the dialog within 3 s of the floor's
  // answer (as player-shell.spec.ts asks), and the page moves the spec's 2 s after the dialog. The whole
  // (push, dialog and move) is recorded as a figure: on the loaded 2-core CI machine the push alone took
  // 1.25 to 1.9 s in one full run, so a 3 s bound on the whole failed there while every rule held.
  const assignedAt = Date.now();
  const dialog = page.getByRole('dialog', { name: 'Your seat is ready' });
  const seen = await watch.seen();
  expect(seen.details).toEqual([table.name, '3', '₹5,000.00', floor.name]);
  await page.waitForURL(`**/table/${table.id}`);
  test.info().annotations.push({
    type: 'seat to table',
    description: `dialog ${seen.shownAt - assignedAt} ms after the floor's answer, table ${seen.movedAt - assignedAt} ms`,
  });
  expect(seen.shownAt - assignedAt).toBeLessThan(3000);
  expect(seen.movedAt - seen.shownAt).toBeGreaterThanOrEqual(SEAT_ASSIGNMENT_REDIRECT_MS - 500);
  expect(seen.movedAt - seen.shownAt).toBeLessThan(SEAT_ASSIGNMENT_REDIRECT_MS + 1000);

  // The move closes the assignment dialog (it does not open again over the table view), and the live
  // session modal opens itself once, there, where the player sees it (issue 14, item 5).
  await expect(dialog).toHaveCount(0);
  const modal = page.getByRole('dialog', { name: `Live Session - ${table.name}` });
  await expect(modal).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: table.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /Seat 3: .*\(you\)/ })).toBeVisible();
  await expect(page.getByTestId('blinds')).toHaveText('₹25/₹50');
  await expect(page.getByTestId('pot')).toHaveText('₹5,000.00');
  await expect(page.getByText('You are seated at this table. Good luck!')).toBeVisible();
});

test('Dismiss on the seat dialog cancels the move: the player stays, the live session modal opens once where they are', async ({
  page,
  people,
}) => {
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable();
  const player = await people.signedInPlayer();
  await page.goto('/dashboard');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  await page.getByRole('article', { name: table.name }).getByRole('button', { name: 'Join Wait-List' }).click();
  await expect(page.getByText('Joined · Position #1')).toBeVisible();

  // The page itself presses Dismiss the moment the dialog shows this table: inside the 2 s before the move
  // whatever the machine's load (a test's own polling for the dialog could see it only after the move).
  await page.evaluate((tableName) => {
    const w = window as unknown as { __dismissedAt?: number };
    const look = () => {
      if (w.__dismissedAt) return;
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find(
        (d) => d.textContent?.includes('Your seat is ready') && d.textContent.includes(tableName),
      );
      const dismiss = dialog && [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Dismiss');
      if (!dismiss) return;
      w.__dismissedAt = Date.now();
      dismiss.click();
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, table.name);
  await floor.seat(table.id, player.id, 2);
  const dialog = page.getByRole('dialog', { name: 'Your seat is ready' });
  await page.waitForFunction(() => Boolean((window as unknown as { __dismissedAt?: number }).__dismissedAt));
  await expect(dialog).toHaveCount(0);
  // The live session modal opens itself once, here, after the dialog.
  const modal = page.getByRole('dialog', { name: `Live Session - ${table.name}` });
  await expect(modal).toBeVisible();
  // Well past the 2 s move: the player is still on the dashboard.
  await page.waitForTimeout(3000);
  await expect(page).toHaveURL(/\/dashboard/);
  await modal.getByRole('button', { name: 'Close' }).click();

  // Going to the table later opens neither the dialog nor the modal again.
  await page
    .getByRole('article', { name: table.name })
    .getByRole('link', { name: `View ${table.name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: table.name })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Live Session/ })).toBeVisible();
});

test('the table view lets a player choose a preferred seat; an unknown table shows a way back', async ({
  page,
  people,
}) => {
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable({ maxPlayers: 6 });
  await signedInPlayerOnDashboard(page, people);
  await page
    .getByRole('article', { name: table.name })
    .getByRole('link', { name: `View ${table.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/table/${table.id}$`));
  await page.getByRole('button', { name: 'Seat 4: free' }).click();
  await page.getByRole('button', { name: 'Join Wait-List for Seat 4' }).click();
  await expect(page.getByText('Joined · Position #1')).toBeVisible();
  await expect(page.getByText(/Preferred seat 4 · about \d+ min/)).toBeVisible();

  await page.goto('/table/999999');
  await expect(page.getByRole('heading', { name: 'Table Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Tables' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=game$/);
});

test('the live session modal walks through its phases as time passes, without asking the server', async ({
  page,
  people,
}) => {
  const floor = await floorManager(await people.staff('manager'));
  // One-minute rules; the browser's clock is moved, never waited for.
  const table = await floor.createTable({ minPlayMinutes: 1, callTimeMinutes: 1, cashOutWindowMinutes: 1 });
  await page.clock.install();
  const player = await signedInPlayerOnDashboard(page, people);
  await page.getByRole('article', { name: table.name }).getByRole('button', { name: 'Join Wait-List' }).click();
  await expect(page.getByText('Joined · Position #1')).toBeVisible();
  const { seatId } = await floor.seat(table.id, player.id, 2);
  await page.waitForURL(`**/table/${table.id}`);

  // The modal opens itself once when the session goes live.
  const modal = page.getByRole('dialog', { name: `Live Session - ${table.name}` });
  await expect(modal).toBeVisible();
  const current = modal.locator('[aria-current="step"]');
  await expect(current).toHaveAttribute('data-phase', 'MINIMUM_PLAY');
  await expect(modal.getByText('Minimum Play · 1 min remaining')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Start Call Time' })).toBeDisabled();

  // The floor corrects the start a minute back: the server agrees, and pushes the change.
  await floor.correctStart(seatId, new Date(Date.now() - 61_000));
  await expect(current).toHaveAttribute('data-phase', 'CALL_TIME_AVAILABLE');
  await modal.getByRole('button', { name: 'Start Call Time' }).click();
  // An open modal hides the rest of the page from assistive tech, the toast region included.
  await expect(page.locator('li[data-state="open"]').getByText('Call Time Started', { exact: true })).toBeVisible();
  await expect(current).toHaveAttribute('data-phase', 'CALL_TIME_ACTIVE');
  await expect(modal.getByRole('button', { name: 'Cash Out' })).toBeDisabled();

  // From here only the browser's clock moves: each boundary shows on its own. Each jump lands in the middle
  // of its one-minute phase, not a second past its start: the server stamped the call time's start a little
  // after or before the browser's reading, and on a busy machine that little was over a second.
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + 90_000);
  await expect(current).toHaveAttribute('data-phase', 'CASH_OUT_WINDOW');
  await expect(current).toHaveClass(/animate-pulse/);
  await expect(current).toHaveClass(/bg-red-950/);
  await expect(modal.getByRole('button', { name: 'Cash Out' })).toBeEnabled();
  await page.clock.setSystemTime(now + 150_000);
  await expect(current).toHaveAttribute('data-phase', 'CALL_TIME_AVAILABLE');
  await expect(modal.getByRole('button', { name: 'Start Call Time' })).toBeEnabled();

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: /Live Session/ })).toBeVisible();
});

test('seated at an inactive table, the player has no live session; when the floor activates it the banner, toast and session follow live', async ({
  page,
  people,
  browser,
}, testInfo) => {
  const staff = await people.staff('manager');
  const floor = await floorManager(staff);
  const table = await floor.createTable({ status: 'inactive' });
  const player = await signedInPlayerOnDashboard(page, people);
  await joinListAsPlayer(browser, player, table.id);
  await floor.seat(table.id, player.id, 5);
  await page.waitForURL(`**/table/${table.id}`);
  await expect(page.getByRole('dialog', { name: 'Your seat is ready' })).toHaveCount(0);
  await page.goto('/dashboard');
  // A full page load: the activation's push is not replayed to a socket that connects after it.
  await expect(page.getByText('Live updates connected')).toBeVisible();
  const banner = page.getByRole('region', { name: 'Currently playing' });
  await expect(banner).toContainText('SEATED · GAME NOT RUNNING');
  await expect(page.getByRole('button', { name: /^Live Session/ })).toHaveCount(0);

  const activated = await staff.patch(`/api/staff/tables/${table.id}`, { data: { status: 'active' } });
  expect(activated.ok(), await activated.text()).toBe(true);
  // The live session's modal may open first and hide the rest of the page (the toast region included)
  // from assistive tech: the toast is found as shown on screen.
  await expect(page.locator('li[data-state="open"]').getByText('Table Active', { exact: true })).toBeVisible();
  // The live session now exists: its modal opens itself once; behind it the banner says the game runs.
  const modal = page.getByRole('dialog', { name: `Live Session - ${table.name}` });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toContainText('CURRENTLY PLAYING');
  await expect(page.getByRole('button', { name: /^Live Session/ })).toBeVisible();
  // The dashboard at 390 px after activation, kept with the test's output (or in E2E_SCREENSHOT_DIR).
  const shot = await page.screenshot();
  await testInfo.attach('table activated at 390 px', { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR)
    writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, 'table-activation-390.png'), shot);
});

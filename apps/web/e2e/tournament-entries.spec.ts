import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { toastRegion } from './fixtures/players';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { cashierConsole, findPlayer, openShift } from './support/cage';
import { staffWalletCall } from './support/staff';
import { whenSocketConnects } from './support/socket';
import { registerFromBalance } from './support/tournaments';

// Issue 29, "Entries and money" (decision 130): the phone's Register opens the Enter dialog with the buy-in,
// the fee apart and the cash balance, and pays from the balance once.

/** A screenshot kept with the test's output (and in E2E_SCREENSHOT_DIR when set). */
async function keepScreenshot(page: Page, name: string) {
  const shot = await page.screenshot();
  await test.info().attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) {
    mkdirSync(process.env.E2E_SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
  }
}

async function tournamentWithFee(manager: APIRequestContext, maxReentries = 0) {
  const name = `E2E Entry ${randomUUID().slice(0, 6)}`;
  const created = await manager.post('/api/staff/tournaments', {
    data: {
      name,
      game_type: "No Limit Hold'em",
      tournament_type: 'Freezeout',
      buy_in: '2000',
      prize_pool: '50000',
      max_players: 40,
      // Far ahead, so it sorts after the demo club's tournaments and never clashes with other tests.
      start_time: new Date(Date.now() + 430 * 24 * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const structure = await manager.put(`/api/staff/tournaments/${id}/structure`, {
    data: {
      startingStack: 20_000,
      levels: [
        { kind: 'level', smallBlind: 100, bigBlind: 200, minutes: 20 },
        { kind: 'level', smallBlind: 200, bigBlind: 400, minutes: 20 },
      ],
      lateRegistrationLevels: 1,
      entryRules: { maxReentries, reentryUntilLevel: 1, fee: '200' },
    },
  });
  expect(structure.status(), await structure.text()).toBe(200);
  return { id, name };
}

test('a player enters from the phone: buy-in and fee apart, paid from the balance once', async ({ page, people }) => {
  const manager = await people.staff('manager');
  const { name } = await tournamentWithFee(manager);
  const player = await people.signedInPlayer();
  await staffWalletCall(await people.staff('cashier'), player.id, 'cash-in', '3000');

  await page.goto('/dashboard?tab=tournaments');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('0/40');
  await card.getByRole('button', { name: `Register for ${name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Enter ${name}` });
  await expect(dialog).toContainText('Buy-in (prize pool)₹2,000.00');
  await expect(dialog).toContainText("Fee (the club's)₹200.00");
  await expect(dialog).toContainText('Total₹2,200.00');
  await expect(dialog).toContainText('Your cash balance₹3,000.00');
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, 'tournament-enter-dialog-390');

  // A double tap pays once: the dialog keeps one Idempotency-Key.
  const pay = dialog.getByRole('button', { name: 'Pay ₹2,200.00' });
  await pay.dblclick();
  await expect(toastRegion(page).getByText('Registration Successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('1/40');
  await expect(card).toContainText('₹52,000.00'); // the pool: added money plus the buy-in, never the fee
  await expect(card.getByRole('button', { name: `Registered for ${name}` })).toBeDisabled();
  const balance = await page.request.get(`/api/balance/${player.id}`);
  expect((await balance.json()).cashBalance).toBe('800.00');

  // The tournament's page shows the player's entry.
  await card.getByRole('link', { name: /Levels and details/ }).click();
  await expect(page.getByTestId('my-entry')).toHaveText('✓ You are registered.');
  await expect(page.getByTestId('my-entry-detail')).toHaveText('1 entry · 20,000 chips · paid ₹2,000.00 + ₹200.00 fee');
  await keepScreenshot(page, 'tournament-my-entry-390');

  // Before play begins the player may leave: the buy-in and the fee come back to the balance.
  await page.getByRole('button', { name: 'Unregister' }).click();
  const leave = page
    .getByRole('alertdialog', { name: `Unregister from ${name}?` })
    .or(page.getByRole('dialog', { name: `Unregister from ${name}?` }));
  await leave.getByRole('button', { name: 'Unregister' }).click();
  await expect(toastRegion(page).getByText('Your cash balance is ₹3,000.00.')).toBeVisible();
  await expect(page.getByTestId('my-entry')).toHaveText('You are not registered.');
  await expect(page.getByTestId('my-entry-detail')).toHaveCount(0);
});

test('a busted player re-enters from the phone through the same dialog, and the phone says when no re-entry is left', async ({
  browser,
  page,
  people,
}) => {
  const manager = await people.staff('manager');
  const { id, name } = await tournamentWithFee(manager, 1);
  const player = await people.signedInPlayer();
  await staffWalletCall(await people.staff('cashier'), player.id, 'cash-in', '5000');
  const entered = await page.request.post(`/api/tournaments/${id}/entries`, {
    data: { kind: 'entry' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(entered.status(), await entered.text()).toBe(200);
  // Another player stays in: the last player in cannot bust (decision 135).
  await registerFromBalance(browser, await people.staff('cashier'), await people.approvedPlayer(), id);
  expect((await manager.post(`/api/staff/tournaments/${id}/clock`, { data: { action: 'start' } })).status()).toBe(200);
  const bust = async () => {
    const busted = await manager.post(`/api/staff/tournaments/${id}/eliminations`, { data: { playerId: player.id } });
    expect(busted.status(), await busted.text()).toBe(200);
  };

  // The tournament page has no connection line: wait for its socket, so the bust below reaches it live.
  const live = whenSocketConnects(page);
  await page.goto(`/tournaments/${id}`);
  await live;
  await expect(page.getByRole('button', { name: 'Re-enter' })).toHaveCount(0);
  // The floor's bust reaches the phone live, with the way back in while the rules allow it.
  await bust();
  await page.getByRole('button', { name: 'Re-enter' }).click();
  const dialog = page.getByRole('dialog', { name: `Re-enter ${name}` });
  await expect(dialog).toContainText('Total₹2,200.00');
  await expect(dialog).toContainText('Your cash balance₹2,800.00');
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, 'tournament-reenter-dialog-390');
  await dialog.getByRole('button', { name: 'Pay ₹2,200.00' }).dblclick();
  await expect(toastRegion(page).getByText('Re-entry Successful')).toBeVisible();
  await expect(page.getByTestId('my-entry-detail')).toHaveText(
    '1 entry, 1 re-entry · 40,000 chips · paid ₹4,000.00 + ₹400.00 fee',
  );
  expect((await (await page.request.get(`/api/balance/${player.id}`)).json()).cashBalance).toBe('600.00');

  // Busted again: the structure allows one re-entry, and the phone says so instead of offering it.
  await bust();
  await expect(page.getByTestId('reentry-closed')).toHaveText('No re-entries left: this tournament allows 1.');
  await expect(page.getByRole('button', { name: 'Re-enter' })).toHaveCount(0);
  await keepScreenshot(page, 'tournament-reentry-closed-390');
});

test('the Enter dialog says clearly when the cash balance does not cover the entry', async ({ page, people }) => {
  const manager = await people.staff('manager');
  const { id, name } = await tournamentWithFee(manager);
  const player = await people.signedInPlayer();
  await staffWalletCall(await people.staff('cashier'), player.id, 'cash-in', '500');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/tournaments/${id}`);
  await expect(page.getByTestId('my-entry')).toHaveText('You are not registered.');
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: `Enter ${name}` });
  await expect(dialog.getByRole('alert')).toContainText('Not enough cash');
  await expect(dialog.getByRole('alert')).toContainText('Add ₹1,700.00 at the cage, then enter.');
  await expect(dialog.getByRole('button', { name: 'Pay ₹2,200.00' })).toBeDisabled();
  await keepScreenshot(page, 'tournament-enter-not-enough-1280');

  // The server refuses too, with the balance and the price, and writes nothing.
  const refused = await page.request.post(`/api/tournaments/${id}/entries`, {
    data: { kind: 'entry' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('Not enough cash: the balance is ₹500.00 and this costs ₹2200.00');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the cage sells an entry for cash: the receipt, and the phone shows the entry live', async ({
  browser,
  page,
  people,
}) => {
  const manager = await people.staff('manager');
  const { id, name } = await tournamentWithFee(manager);
  const player = await people.signedInPlayer();
  await page.goto(`/tournaments/${id}`);
  await expect(page.getByTestId('my-entry')).toHaveText('You are not registered.');

  const cage = await cashierConsole(browser, await people.staff('super_admin'));
  await openShift(cage, '1000');
  await findPlayer(cage, player.email, player.first_name);
  const panel = cage.getByRole('region', { name: 'Tournament entry' });
  await panel.getByLabel('Tournament').selectOption({ label: `${name} (₹2,000.00)` });
  await panel.getByLabel('Kind').selectOption('entry');
  await panel.getByLabel('Payment').selectOption('cash');
  await panel.getByRole('button', { name: `Enter ${player.first_name} ${player.last_name}` }).click();
  const receipt = panel.getByRole('status', { name: 'Entry receipt' });
  await expect(receipt).toContainText(`Entry #`);
  await expect(receipt).toContainText('buy-in ₹2,000.00 + fee ₹200.00 = ₹2,200.00 · cash, shift #');
  await expect(receipt).toContainText('20,000 chips');
  await expectNoSeriousAxeViolations(cage);
  await receipt.scrollIntoViewIfNeeded();
  await keepScreenshot(cage, 'cage-tournament-entry-1280');

  // The phone hears it at once: the desk's sale is the player's entry.
  await expect(page.getByTestId('my-entry')).toHaveText('✓ You are registered.');
  await expect(page.getByTestId('my-entry-detail')).toHaveText('1 entry · 20,000 chips · paid ₹2,000.00 + ₹200.00 fee');
  // Cash at the desk leaves the balance as it was.
  expect((await (await page.request.get(`/api/balance/${player.id}`)).json()).cashBalance).toBe('0.00');

  // A second sale of the same entry is refused with why.
  await panel.getByRole('button', { name: `Enter ${player.first_name} ${player.last_name}` }).click();
  await expect(panel.getByRole('alert')).toContainText('You are already registered for this tournament');

  // The desk refunds it before the start: the list under the panel, a reason, and the phone follows.
  const entries = panel.getByRole('list', { name: `${player.first_name} ${player.last_name}'s entries` });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries).toContainText('₹2,200.00 · cash · active');
  await entries.getByRole('button', { name: /^Refund entry #\d+$/ }).click();
  const refund = cage.getByRole('dialog');
  await refund.getByLabel('Reason').fill('Entered the wrong event');
  await expectNoSeriousAxeViolations(cage);
  await keepScreenshot(cage, 'cage-entry-refund-1280');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(panel.getByRole('status').filter({ hasText: 'Refunded ₹2,200.00' })).toBeVisible();
  await expect(entries.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByTestId('my-entry')).toHaveText('You are not registered.');
  // The cash paid at the desk comes back to the balance (decision 130).
  expect((await (await page.request.get(`/api/balance/${player.id}`)).json()).cashBalance).toBe('2200.00');
  await cage.context().close();
});

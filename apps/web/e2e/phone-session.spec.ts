import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { toastRegion } from './fixtures/players';
import { type People, expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { floorManager } from './support/tables';

// Issue 27, item 25: the player's phone while seated (a cash-out's amount, the modal once per seat, toasts
// and the Live Session button out of the way of what the player reads and taps).

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** A new player seated at a new table, signed in in the page's context (no welcome). */
async function seatedPlayer(page: Page, people: People) {
  const player = await people.signedInPlayer();
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable();
  await ok(await page.request.post('/api/seat-requests', { data: { playerId: player.id, tableId: table.id } }));
  const { seatId } = await floor.seat(table.id, player.id, 2, '2000');
  return { player, table, seatId };
}

/** The dashboard's tab, its Live Session modal (opened by itself on the first visit) closed. */
async function onTabWithModalClosed(page: Page, tab: string) {
  await page.goto(`/dashboard?tab=${tab}`);
  await expect(page.getByText('Live updates connected')).toBeVisible();
  const modal = page.getByRole('dialog', { name: /^Live Session/ });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
}

async function expectApart(a: Locator, b: Locator, what: string) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB, what).toBeTruthy();
  if (!boxA || !boxB) return;
  const overlaps =
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height;
  expect(overlaps, what).toBe(false);
}

test('a cash-out settled by the cage tells the player the amount added, in a toast clear of the heading and Sign Out', async ({
  page,
  people,
}) => {
  const { player, seatId } = await seatedPlayer(page, people);
  await onTabWithModalClosed(page, 'feedback');

  const cashier = await people.staff('cashier');
  const shift = await cashier.post('/api/staff/cage/shifts', { data: { openingFloat: '0' } });
  expect([201, 409], await shift.text()).toContain(shift.status());
  const key = () => ({ 'Idempotency-Key': randomUUID() });
  await ok(await cashier.post(`/api/staff/wallet/${player.id}/cash-in`, { data: { amount: '2000' }, headers: key() }));
  await ok(await cashier.post(`/api/staff/seats/${seatId}/buy-in`, { data: { amount: '2000' }, headers: key() }));
  await ok(await cashier.post(`/api/staff/seats/${seatId}/cash-out`, { data: { amount: '4200' }, headers: key() }));

  const toast = toastRegion(page).getByRole('listitem').filter({ hasText: 'Cashed Out' });
  await expect(toast).toContainText('₹4,200.00 was added to your balance. Your session at the table has ended.');
  await expect(page.getByRole('button', { name: /^Live Session/ })).toHaveCount(0);
  await expectApart(toast, page.getByRole('banner').getByRole('button', { name: 'Sign Out' }), 'toast and Sign Out');
  await expectApart(toast, page.getByRole('heading', { name: 'Feedback & Support' }), 'toast and the heading');
  await expectApart(toast, page.getByRole('heading', { name: /^Welcome/ }), 'toast and the welcome line');
  await expectNoSeriousAxeViolations(page);
});

test('the Live Session modal opens by itself once per seat: not again in a new tab or browser session', async ({
  page,
  people,
}) => {
  await seatedPlayer(page, people);
  await onTabWithModalClosed(page, 'game');

  // A new tab starts a new browser session's storage (sessionStorage is per tab): same seat, no modal.
  const again = await page.context().newPage();
  await again.goto('/dashboard?tab=game');
  await expect(again.getByText('Live updates connected')).toBeVisible();
  await expect(again.getByRole('button', { name: /^Live Session/, includeHidden: true })).toBeAttached();
  // Asserting that nothing opens: a span long enough for the modal's effect to have run.
  await again.waitForTimeout(1000);
  await expect(again.getByRole('dialog', { name: /^Live Session/ })).toHaveCount(0);
  await expect(again.getByRole('button', { name: /^Live Session/ })).toBeVisible();
  await again.close();
});

test('while the player writes feedback the Live Session button steps aside for Send Feedback, and toasts rise above it', async ({
  page,
  people,
}) => {
  await seatedPlayer(page, people);
  await onTabWithModalClosed(page, 'feedback');
  const launcher = page.getByRole('button', { name: /^Live Session/ });
  const send = page.getByRole('button', { name: 'Send Feedback' });

  // The keyboard up: half the phone's screen is left for the page.
  await page.setViewportSize({ width: 390, height: 420 });
  await page.getByLabel('Your feedback').fill('The new chairs at table 3 are great.');
  await send.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await expect(launcher).toBeHidden();
  await send.click();
  const toast = toastRegion(page).getByRole('listitem').filter({ hasText: 'Feedback' });
  await expect(toast).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(launcher).toBeVisible();
  await expectApart(toast, launcher, 'toast and the Live Session button');
  await expectApart(toast, page.getByRole('banner').getByRole('button', { name: 'Sign Out' }), 'toast and Sign Out');
});

import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole, STAFF_PASSWORD } from './support/console';
import { floorManager, joinListAsPlayer } from './support/tables';
import { expect, test } from './fixtures/test';

/** A cashier of the test's own (a shift is per staff member; the harness's cashier is shared by parallel tests). */
async function newCashier(admin: APIRequestContext): Promise<string> {
  const email = `e2e-cage-${randomUUID().slice(0, 8)}@club.test`;
  const created = await admin.post('/api/staff/accounts', {
    data: { email, name: `Cage ${email.slice(8, 12)}`, password: STAFF_PASSWORD, role: 'cashier' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return email;
}

async function openShift(cage: Page, float: string) {
  await cage.getByLabel('Opening float (₹)').fill(float);
  await cage.getByRole('button', { name: 'Open shift' }).click();
  await expect(cage.getByRole('button', { name: 'Close shift (blind count)' })).toBeVisible();
}

async function findPlayer(cage: Page, email: string, firstName: string) {
  await cage.getByLabel(/^Find a player/).fill(email);
  await cage
    .getByRole('region', { name: 'Players found' })
    .getByRole('button', { name: new RegExp(firstName) })
    .click();
  await expect(cage.getByRole('heading', { level: 2, name: new RegExp(firstName) })).toBeVisible();
}

async function counterOperation(cage: Page, operation: string, amount: string, { doubleClick = false } = {}) {
  await cage.getByRole('button', { name: operation, exact: true }).click();
  const dialog = cage.getByRole('dialog');
  await dialog.getByLabel('Amount (₹)').fill(amount);
  await dialog.getByRole('button', { name: 'Review' }).click();
  const confirm = dialog.getByRole('button', { name: /^Confirm / });
  if (doubleClick) await confirm.dblclick();
  else await confirm.click();
  return dialog;
}

async function cashierConsole(browser: Browser, admin: APIRequestContext) {
  const cage = await openConsole(browser, await newCashier(admin));
  await expect(cage).toHaveURL(/\/staff\/cage$/);
  return cage;
}

test('a cashier works a shift: cash in with a double click moves money once, the phone sees it live, a reversal, a blind close', async ({
  browser,
  page,
  people,
}) => {
  const admin = await people.staff('super_admin');
  const player = await people.signedInPlayer();
  await page.goto('/dashboard?tab=balance');
  await expect(page.getByTestId('total-balance')).toHaveText('₹0.00');

  const cage = await cashierConsole(browser, admin);
  await openShift(cage, '5000');
  await findPlayer(cage, player.email, player.first_name);
  await expectNoSeriousAxeViolations(cage);

  const dialog = await counterOperation(cage, 'Cash in', '2500', { doubleClick: true });
  await expect(dialog.getByRole('region', { name: 'Receipt' })).toContainText('₹2,500.00');
  await expectNoSeriousAxeViolations(cage);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('total-balance')).toHaveText('₹2,500.00', { timeout: 2000 });
  const rows = cage.getByRole('list', { name: 'Last transactions' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);

  await rows.first().getByRole('button', { name: 'Reverse' }).click();
  const reverse = cage.getByRole('dialog');
  await reverse.getByLabel('Reason').fill('Counted twice');
  await reverse.getByRole('button', { name: 'Reverse' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('total-balance')).toHaveText('₹0.00', { timeout: 2000 });

  await cage.getByRole('button', { name: 'Close shift (blind count)' }).click();
  await expect(cage.getByText(/Expected ₹/)).toHaveCount(0);
  await cage.getByLabel('Cash counted (₹)').fill('5000');
  await cage.getByRole('button', { name: 'Close shift', exact: true }).click();
  await expect(cage.getByText(/Expected ₹5,000\.00, counted ₹5,000\.00, variance/)).toBeVisible();
  await cage.context().close();
});

test('an amount above the club limit waits for a second person; a super admin approves it in another console', async ({
  browser,
  people,
}) => {
  const admin = await people.staff('super_admin');
  const player = await people.approvedPlayer();
  const cage = await cashierConsole(browser, admin);
  await openShift(cage, '1000');
  await findPlayer(cage, player.email, player.first_name);
  const dialog = await counterOperation(cage, 'Cash in', '150000');
  await expect(dialog.getByText('Waiting for a second person')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  const approvals = cage.getByRole('region', { name: /Waiting for approval/ });
  await expect(approvals).toContainText('Another staff member must approve your request.');

  const boss = await openConsole(browser, 'e2e-super_admin@club.test');
  await boss.getByRole('link', { name: 'Cage' }).click();
  const item = boss
    .getByRole('region', { name: /Waiting for approval/ })
    .getByRole('listitem')
    .filter({ hasText: `${player.first_name} ${player.last_name}` });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);
  // The cashier's card shows the money moved, live.
  await expect(cage.getByRole('definition').filter({ hasText: '₹1,50,000.00' }).first()).toBeVisible();
  await boss.context().close();
  await cage.context().close();
});

test('a seat the floor released is settled at the cage with a table cash-out', async ({ browser, people }) => {
  const admin = await people.staff('super_admin');
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable();
  const player = await people.approvedPlayer();
  await joinListAsPlayer(browser, player, table.id);
  const { seatId } = await floor.seat(table.id, player.id, 2);
  const manager = await people.staff('manager');
  const released = await manager.post(`/api/staff/seats/${seatId}/release`, { data: { note: 'Left early' } });
  expect(released.ok(), await released.text()).toBe(true);

  const cage = await cashierConsole(browser, admin);
  await openShift(cage, '1000');
  const seat = cage
    .getByRole('region', { name: /Released seats to settle/ })
    .getByRole('listitem')
    .filter({ hasText: `${player.first_name} ${player.last_name}` });
  await expect(seat).toContainText(`${table.name}, seat 2`);
  await seat.getByRole('button', { name: 'Settle' }).click();
  const dialog = cage.getByRole('dialog');
  await dialog.getByLabel('Amount (₹)').fill('3200');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: /^Confirm / }).click();
  await expect(dialog.getByRole('region', { name: 'Receipt' })).toContainText('₹3,200.00');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(seat).toHaveCount(0);
  await cage.context().close();
});

test("a super admin approves a player's credit request at the cage's credit desk; the phone shows the credit live", async ({
  browser,
  page,
  people,
}) => {
  const player = await people.signedInPlayer();
  await page.goto('/dashboard?tab=balance');
  await expect(page.getByText('Available Credit Balance')).toHaveCount(0);
  const asked = await page.request.post('/api/credit-requests', {
    data: { playerId: player.id, requestedAmount: '20000', requestNote: 'Friday game' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  const boss = await openConsole(browser, 'e2e-super_admin@club.test');
  await boss.getByRole('link', { name: 'Cage' }).click();
  const request = boss
    .getByRole('region', { name: /Credit requests/ })
    .getByRole('listitem')
    .filter({ hasText: `${player.first_name} ${player.last_name}` });
  await expect(request).toContainText('₹20,000.00');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(request).toHaveCount(0);
  await expect(page.getByText('Available Credit Balance')).toBeVisible({ timeout: 2000 });

  // On the player's card the super admin changes the limit.
  await findPlayer(boss, player.email, player.first_name);
  await boss.getByLabel(/^Credit limit \(now ₹20,000\.00\)/).fill('5000');
  await boss.getByRole('button', { name: 'Set limit' }).click();
  await expect(boss.getByRole('definition').filter({ hasText: '₹5,000.00' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(boss);
  await boss.context().close();
});

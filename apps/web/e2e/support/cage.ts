import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '../fixtures/test';
import { openConsole, STAFF_PASSWORD } from './console';

/** A cashier of the test's own (a shift is per staff member; the harness's cashier is shared by parallel tests). */
export async function newCashier(admin: APIRequestContext): Promise<string> {
  const email = `e2e-cage-${randomUUID().slice(0, 8)}@club.test`;
  const created = await admin.post('/api/staff/accounts', {
    data: { email, name: `Cage ${email.slice(8, 12)}`, password: STAFF_PASSWORD, role: 'cashier' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return email;
}

export async function openShift(cage: Page, float: string) {
  await cage.getByLabel('Opening float (₹)').fill(float);
  await cage.getByRole('button', { name: 'Open shift' }).click();
  await expect(cage.getByRole('button', { name: 'Close shift (blind count)' })).toBeVisible();
}

export async function findPlayer(cage: Page, email: string, firstName: string) {
  await cage.getByLabel(/^Find a player/).fill(email);
  await cage
    .getByRole('region', { name: 'Players found' })
    .getByRole('button', { name: new RegExp(firstName) })
    .click();
  await expect(cage.getByRole('heading', { level: 2, name: new RegExp(firstName) })).toBeVisible();
}

export async function counterOperation(cage: Page, operation: string, amount: string, { doubleClick = false } = {}) {
  await cage.getByRole('button', { name: operation, exact: true }).click();
  const dialog = cage.getByRole('dialog');
  await dialog.getByLabel('Amount (₹)').fill(amount);
  await dialog.getByRole('button', { name: 'Review' }).click();
  const confirm = dialog.getByRole('button', { name: /^Confirm / });
  if (doubleClick) await confirm.dblclick();
  else await confirm.click();
  return dialog;
}

export async function cashierConsole(browser: Browser, admin: APIRequestContext) {
  const cage = await openConsole(browser, await newCashier(admin));
  await expect(cage).toHaveURL(/\/staff\/cage$/);
  return cage;
}

import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';

export type StaffRole = 'super_admin' | 'admin' | 'manager' | 'cashier' | 'gre' | 'kitchen';

/**
 * An API context signed in as the harness's staff account for `role` (e2e-<role>@club.test, made by
 * scripts/e2e.mjs with the CLI). Dispose it when done.
 */
export async function signInStaff(baseURL: string, role: StaffRole): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext({ baseURL });
  const signIn = await staff.post('/api/staff/auth/signin', {
    data: { email: `e2e-${role}@club.test`, password: process.env.E2E_STAFF_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return staff;
}

/**
 * A staff money call with a fresh Idempotency-Key; answers the parsed body. A cashier handles money only
 * in an open shift (issue 17): refused for want of one, the helper opens it (float ₹0; one already open
 * is fine) and sends the same attempt again. The amount must not be above the four-eyes threshold
 * (₹1,00,000 by default), which would hold the operation for approval (202).
 */
export async function staffWalletCall(
  staff: APIRequestContext,
  playerId: number,
  operation: 'cash-in' | 'cash-out' | 'credit-add' | 'credit-clear' | 'credit-transfer',
  amount: string,
  note?: string,
) {
  const key = randomUUID();
  const send = () =>
    staff.post(`/api/staff/wallet/${playerId}/${operation}`, {
      data: { amount, ...(note ? { note } : {}) },
      headers: { 'Idempotency-Key': key },
    });
  let response = await send();
  if (response.status() === 409 && (await response.text()).includes('Open a shift before handling money')) {
    const opened = await staff.post('/api/staff/cage/shifts', { data: { openingFloat: '0' } });
    expect([201, 409], await opened.text()).toContain(opened.status());
    response = await send();
  }
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';

export type StaffRole = 'super_admin' | 'admin' | 'manager' | 'cashier' | 'gre';

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

/** A staff money call with a fresh Idempotency-Key; answers the parsed body. */
export async function staffWalletCall(
  staff: APIRequestContext,
  playerId: number,
  operation: 'cash-in' | 'cash-out' | 'credit-add' | 'credit-clear' | 'credit-transfer',
  amount: string,
  note?: string,
) {
  const response = await staff.post(`/api/staff/wallet/${playerId}/${operation}`, {
    data: { amount, ...(note ? { note } : {}) },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

import { signInStaff } from './staff';
import { expect, type Page } from '@playwright/test';
import { decideKyc, newPlayerDetails } from '../fixtures/players';

/**
 * A new player with KYC approved, signed in in `page`'s own context: signed up through the API (the
 * page holds the session), then approved by a super admin, which promotes the session to full.
 */
export async function signInApprovedPlayer(page: Page, baseURL: string) {
  const details = newPlayerDetails();
  const response = await page.request.post('/api/auth/signup-automation', {
    data: details,
    headers: { 'X-Skip-Email': 'true' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { player } = (await response.json()) as { player: { id: number } };
  await decideKyc(baseURL, player.id, 'approved');
  return { ...details, id: player.id };
}

/** A staff API client for one of the harness's staff accounts (`e2e-<role>@club.test`). */
export async function staffRequest(baseURL: string, role: 'super_admin' | 'admin' | 'manager' | 'gre') {
  return signInStaff(baseURL, role);
}

import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { signInThroughForm, signUpThroughApi, verifyEmailThroughMail } from '../fixtures/players';
import { signInStaff } from './staff';

/**
 * A player as a real one arrives: signed up through the API, e-mail verified from the mailbox link,
 * KYC approved by a manager. Answers the sign-up details and id.
 */
export async function createApprovedPlayer(request: APIRequestContext, baseURL: string) {
  const player = await signUpThroughApi(request);
  await verifyEmailThroughMail(request, player.email);
  const manager = await signInStaff(baseURL, 'manager');
  try {
    const decision = await manager.post(`/api/staff/kyc/players/${player.id}`, {
      data: { status: 'approved', note: 'e2e' },
    });
    expect(decision.ok(), await decision.text()).toBe(true);
  } finally {
    await manager.dispose();
  }
  return player;
}

/** Signs in through the form, skips the one-time welcome, and opens the dashboard on `tab`. */
export async function openDashboard(page: Page, email: string, tab?: string) {
  await signInThroughForm(page, email);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  if (tab) await page.goto(`/dashboard?tab=${tab}`);
  await expect(page.getByText('Live updates connected')).toBeVisible();
}

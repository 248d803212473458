import { expect, type Page } from '@playwright/test';
import { signInThroughForm } from '../fixtures/players';

/** Signs in through the form, skips the one-time welcome, and opens the dashboard on `tab`. */
export async function openDashboard(page: Page, email: string, tab?: string) {
  await signInThroughForm(page, email);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  if (tab) await page.goto(`/dashboard?tab=${tab}`);
  await expect(page.getByText('Live updates connected')).toBeVisible();
}

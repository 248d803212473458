import type { Browser, Page } from '@playwright/test';

/** The harness's staff password (scripts/e2e.mjs makes e2e-<role>@club.test with it). */
export const STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD as string;
export const DESK = { width: 1280, height: 800 };

/** A console in its own browser context (a desk PC), signed in through the console's own form. */
export async function openConsole(browser: Browser, email: string, password = STAFF_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ viewport: DESK });
  const consolePage = await context.newPage();
  await consolePage.goto('/staff');
  await consolePage.getByLabel('Email').fill(email);
  await consolePage.getByLabel('Password').fill(password);
  await consolePage.getByRole('button', { name: 'Sign in' }).click();
  return consolePage;
}

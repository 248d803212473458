import type { Page } from '@playwright/test';
import { newPlayerDetails, toastRegion } from './fixtures/players';
import { expect, test } from './fixtures/test';

// Issue 27, item 21: a prerendered page is on screen seconds before its scripts run on slow Wi-Fi (the
// sign-up form was visible at 0.8 s and live at 6.2 s). Whatever the player typed meanwhile survives
// the page becoming live, and the submit sends it.

/** Holds back every script of the page until `release` is called: the page is painted, not yet live. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what a player types into the sign-up form before the page is live survives, and signs up', async ({ page }) => {
  const player = newPlayerDetails();
  const release = await holdScripts(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/sign-up', { waitUntil: 'commit' });
  const submit = page.getByRole('button', { name: 'Sign Up' });
  // Before the page is live its Sign Up cannot be pressed: a plain form's submit would reload the page
  // and lose everything typed.
  await expect(submit).toBeDisabled();
  await page.getByLabel('First name').pressSequentially(player.first_name);
  await page.getByLabel('Last name').fill(player.last_name);
  await page.getByLabel('Phone number').fill(player.phone);
  await page.getByLabel('Nickname').fill(player.nickname);

  release();
  await expect(submit).toBeEnabled();
  // Typed once the page is live: each keystroke draws the form again, which wiped the fields typed before.
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await expect(page.getByLabel('First name')).toHaveValue(player.first_name);
  await expect(page.getByLabel('Last name')).toHaveValue(player.last_name);
  await expect(page.getByLabel('Phone number')).toHaveValue(player.phone);
  await expect(page.getByLabel('Nickname')).toHaveValue(player.nickname);
  await expect(page.getByText('Checking...')).toHaveCount(0);

  await submit.click();
  await expect(toastRegion(page).getByText('Registration Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/kyc$/);
});

test('on slow Wi-Fi, fields typed while the sign-up page loads are all sent', async ({ page }) => {
  const player = newPlayerDetails();
  // The phone's measured link: 50 KB/s both ways, 400 ms round trip.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await page.goto('/sign-up', { waitUntil: 'commit' });
  await page.getByLabel('First name').fill(player.first_name);
  await page.getByLabel('Last name').fill(player.last_name);
  await page.getByLabel('Phone number').fill(player.phone);
  await page.getByLabel('Nickname').fill(player.nickname);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await expect(submit).toBeEnabled({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText('Checking...')).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue(player.first_name);
  await submit.click();
  await expect(toastRegion(page).getByText('Registration Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/kyc$/);
});

test('what a player types into the log-in page before its script runs survives, and signs in', async ({
  page,
  people,
}) => {
  const player = await people.approvedPlayer();
  const release = await holdScripts(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  const script = page.waitForResponse(/\/assets\/sign-in-page-[^/]+\.js$/);
  release();
  await script;
  await expect(page.getByLabel('Email')).toHaveValue(player.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(player.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_BRANDING } from '@club/shared/branding-constants';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESK, openConsole } from './support/console';
import { FIXTURE_FILES } from './support/kyc';
import { expect, test } from './fixtures/test';

// Issue 19 "Club settings" and decision 090: the club's branding, set by a super admin on the console,
// reaches every player's open page; export and import of a branding JSON; admins change the floor's keys.

const PHONE = { width: 390, height: 844 };
/** Pages without a lobby socket (a visitor, an onboarding session) read the settings every 15 s. */
const LIVE = { timeout: 30_000 };
const SHOTS = process.env.H1_SHOTS_DIR;

async function shoot(page: Page, name: string, testInfo: import('@playwright/test').TestInfo) {
  const file = testInfo.outputPath(name);
  await testInfo.attach(name, {
    body: await page.screenshot({ path: file, fullPage: true }),
    contentType: 'image/png',
  });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
  }
}

async function restore(api: APIRequestContext, clubName: string) {
  const res = await api.patch('/api/staff/club/settings', {
    data: { clubName, branding: DEFAULT_BRANDING, pageHoldMinutes: 5 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function openSettings(desk: Page) {
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Club settings' })).toBeVisible();
}

test(
  "a super admin changes the club's name and colours: a player's open sign-in page and thank-you page show them live; export and import",
  { tag: '@club-wide' },
  async ({ browser, page, people }, testInfo) => {
    test.slow();
    const tag = randomUUID().slice(0, 6);
    const clubName = `Royal Flush ${tag}`;
    const company = `Flush Room ${tag}`;
    const api = await people.staff('super_admin');
    const before = (await (await api.get('/api/staff/club/settings')).json()) as { clubName: string };

    // A visitor on the sign-in page, and a signed-in player on the thank-you page, both open before the change.
    const visitorContext = await browser.newContext({ viewport: PHONE });
    const signIn = await visitorContext.newPage();
    await signIn.goto('/');
    await expect(signIn.getByRole('heading', { level: 1 })).toBeVisible();
    await people.signedInPlayer();
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await expect(page.getByText('Live updates connected')).toBeVisible();
    await page.goto('/interactive-thank-you');
    await expect(page.getByRole('button', { name: 'Export branding' })).toBeVisible();

    const desk = await openConsole(browser, 'e2e-super_admin@club.test');
    try {
      await openSettings(desk);
      await expectNoSeriousAxeViolations(desk);

      // The club's name (main form).
      await desk.getByLabel('Club name').fill(clubName);
      await desk.getByRole('button', { name: 'Save settings' }).click();
      await expect(desk.getByRole('status').filter({ hasText: 'The new settings are in use' })).toBeVisible();

      // The branding: a logo checked by the media route, a name, colours.
      const branding = desk.getByRole('form', { name: 'Branding' });
      await branding.getByLabel('Logo image file').setInputFiles(FIXTURE_FILES.photo);
      await expect(branding.getByRole('img', { name: 'Logo preview' })).toBeVisible();
      await branding.getByLabel('Company name').fill(company);
      await branding.getByLabel('Primary colour').fill('#f59e0b');
      await branding.getByLabel('Background colour').fill('#1c1917');
      await branding.getByLabel('Text colour').fill('#fafaf9');
      // Unreadable text is refused before it is sent.
      await branding.getByLabel('Text colour').fill('#333333');
      await expect(branding.getByRole('alert').filter({ hasText: 'too low' })).toBeVisible();
      await expect(branding.getByRole('button', { name: 'Save branding' })).toBeDisabled();
      await branding.getByLabel('Text colour').fill('#fafaf9');
      await expectNoSeriousAxeViolations(desk);
      await branding.getByRole('button', { name: 'Save branding' }).click();
      await expect(branding.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      expect(desk.viewportSize()).toEqual(DESK);
      await shoot(desk, 'settings-branding-1280.png', testInfo);
      await desk.getByRole('heading', { level: 1, name: 'Club settings' }).scrollIntoViewIfNeeded();
      await shoot(desk, 'settings-1280.png', testInfo);

      // The signed-in player's thank-you page: pushed over the socket.
      await expect(page.getByText(company)).toBeVisible(LIVE);
      await expect(page.getByRole('main')).toHaveCSS('background-color', 'rgb(28, 25, 23)');
      await expect(page.getByText(company)).toHaveCSS('color', 'rgb(245, 158, 11)');
      await expect(page.getByRole('img', { name: `${company} logo` })).toBeVisible();
      await shoot(page, 'thank-you-390.png', testInfo);

      // The visitor's open sign-in page: the name in the primary colour, the logo.
      const title = signIn.getByRole('heading', { level: 1, name: clubName });
      await expect(title).toBeVisible(LIVE);
      await expect(title).toHaveCSS('color', 'rgb(245, 158, 11)', LIVE);
      await expect(signIn.locator('img[src^="/api/media/"]')).toBeVisible();
      await shoot(signIn, 'sign-in-390.png', testInfo);

      // Export the club's branding, change the file, import it: the form shows it, saving applies it.
      const download = desk.waitForEvent('download');
      await branding.getByRole('button', { name: 'Export branding' }).click();
      const exported = JSON.parse(await readFile((await (await download).path()) as string, 'utf8')) as Record<
        string,
        unknown
      >;
      expect(exported).toMatchObject({ companyName: company, primaryColor: '#f59e0b', backgroundColor: '#1c1917' });
      expect(exported).toHaveProperty('exportedAt');
      expect(exported).toHaveProperty('playerName');

      const imported = testInfo.outputPath('imported-branding.json');
      await writeFile(
        imported,
        JSON.stringify({ ...exported, companyName: `Imported ${tag}`, primaryColor: '#22C55E' }),
      );
      await branding.getByLabel('Import branding').setInputFiles(imported);
      await expect(branding.getByRole('status').filter({ hasText: 'Imported imported-branding.json' })).toBeVisible();
      await expect(branding.getByLabel('Company name')).toHaveValue(`Imported ${tag}`);
      await branding.getByRole('button', { name: 'Save branding' }).click();
      await expect(branding.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expect(page.getByText(`Imported ${tag}`)).toBeVisible();
      await expect(page.getByText(`Imported ${tag}`)).toHaveCSS('color', 'rgb(34, 197, 94)');

      // A file the server would refuse is refused here, with the reason.
      const unreadable = testInfo.outputPath('unreadable-branding.json');
      await writeFile(unreadable, JSON.stringify({ ...exported, textColor: '#222222' }));
      await branding.getByLabel('Import branding').setInputFiles(unreadable);
      await expect(branding.getByRole('alert').filter({ hasText: 'Not imported' })).toContainText('4.5:1');
      await expect(branding.getByLabel('Company name')).toHaveValue(`Imported ${tag}`);
    } finally {
      await restore(api, before.clubName);
      await desk.context().close();
      await visitorContext.close();
    }
  },
);

test("an admin sees every setting and changes only the floor's: the wait-list's hold", { tag: '@club-wide' }, async ({
  browser,
  people,
}) => {
  const api = await people.staff('super_admin');
  const before = (await (await api.get('/api/staff/club/settings')).json()) as { clubName: string };
  const desk = await openConsole(browser, 'e2e-admin@club.test');
  try {
    await openSettings(desk);
    await expect(desk.getByLabel('Club name')).toBeDisabled();
    await expect(desk.getByLabel('Send from hour')).toBeDisabled();
    await expect(desk.getByRole('button', { name: 'Save branding' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(desk);

    const hold = desk.getByLabel('Page hold (minutes)');
    await hold.fill('61');
    await desk.getByRole('button', { name: 'Save settings' }).click();
    await expect(desk.getByRole('alert')).toContainText('The page hold must be from 1 to 60 minutes.');
    await hold.fill('7');
    await desk.getByRole('button', { name: 'Save settings' }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'The new settings are in use' })).toBeVisible();
    const now = (await (await api.get('/api/staff/club/settings')).json()) as { pageHoldMinutes: number };
    expect(now.pageHoldMinutes).toBe(7);
  } finally {
    await restore(api, before.clubName);
    await desk.context().close();
  }
});

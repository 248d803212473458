import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';

test('the sign-in frame shows the club name and both tabs', async ({ page, request }) => {
  const settings = (await (await request.get('/api/club/settings')).json()) as { clubName: string };
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: settings.clubName })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the sign-up tab passes the accessibility check too', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Nickname')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Log In' })).toBeVisible();
});

test('the sign-in page loads no dashboard or staff code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Log In' })).toBeVisible();
  expect(scripts.filter((url) => /dashboard|staff|socket/.test(url))).toEqual([]);
});

test('robots.txt, the favicon and the manifest are real files', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('User-agent');
  const favicon = await request.get('/favicon.ico');
  expect(favicon.headers()['content-type']).not.toContain('text/html');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { display: string; icons: unknown[] };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.length).toBeGreaterThan(0);
});

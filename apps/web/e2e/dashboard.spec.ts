import type { Route } from '@playwright/test';
import { whenSocketConnects } from './support/socket';
import { toastRegion } from './fixtures/players';
import { openDashboard } from './support/players';
import { staffWalletCall } from './support/staff';
import { expect, test } from './fixtures/test';

test.describe('dashboard', () => {
  test('every tab of both readings opens by ?tab=, each from its own chunk, unknown ones open game', async ({
    page,
    people,
  }) => {
    test.slow(); // opens every tab of both readings: about 40 s on a busy CI machine, close to the default 45 s
    const player = await people.approvedPlayer();
    await openDashboard(page, player.email);
    await expect(page.getByRole('tab', { name: 'Game' })).toHaveAttribute('aria-selected', 'true');

    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    for (const [id, name] of [
      ['tournaments', 'Tournaments'],
      ['offers', 'Offers'],
      ['food', 'Food'],
      ['session', 'Session'],
      ['balance', 'Balance'],
      ['profile', 'Profile'],
      ['feedback', 'Feedback'],
      ['notifications', 'Notifications'],
    ] as const) {
      await page.goto(`/dashboard?tab=${id}`);
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    }
    expect(scripts.some((url) => url.includes('balance-tab'))).toBe(true);
    expect(scripts.some((url) => url.includes('notifications-tab'))).toBe(true);

    await page.goto('/dashboard?tab=nonsense');
    await expect(page.getByRole('tab', { name: 'Game' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Balance' }).click();
    await expect(page).toHaveURL(/\?tab=balance$/);
    await expect(page.getByRole('link', { name: 'VIP Shop', exact: true })).toHaveAttribute('href', '/vip-shop');
  });

  test("a cashier's cash-in shows on the Balance tab within a second, without a reload", async ({ page, people }) => {
    const player = await people.approvedPlayer();
    await openDashboard(page, player.email, 'balance');
    await expect(page.getByText('Live Balance Updates Active')).toBeVisible();
    await expect(page.getByTestId('total-balance')).toHaveText('₹0.00');
    await expect(page.getByText('No transactions found')).toBeVisible();
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    const cashier = await people.staff('cashier');
    const cashierName = ((await (await cashier.get('/api/staff/auth/me')).json()) as { staff: { name: string } }).staff
      .name;
    // At the four-eyes threshold (₹1,00,000), not above it: the money moves at once.
    await staffWalletCall(cashier, player.id, 'cash-in', '100000.00', 'Deposit at the desk');
    await expect(page.getByTestId('total-balance')).toHaveText('₹1,00,000.00', { timeout: 1_000 });
    await expect(page.getByText('Available Cash Balance')).toBeVisible();
    await expect(page.getByText('Deposit at the desk')).toBeVisible();
    await expect(page.getByText(`Processed by ${cashierName}`)).toBeVisible();
    expect(navigations).toBe(0);
  });

  test('an urgent notification bubbles up in red, counts on the badge, and is in the Notifications tab after dismissal', async ({
    page,
    people,
  }) => {
    const player = await people.approvedPlayer();
    await openDashboard(page, player.email);
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);

    const gre = await people.staff('gre');
    const sent = await gre.post('/api/staff/push-notifications', {
      data: {
        title: 'Final table starts now',
        message: 'Please take your seat at Table 1.',
        messageType: 'urgent',
        priority: 'urgent',
        target: { playerId: player.id },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    const bubble = page.getByTestId('notification-bubble').filter({ hasText: 'Final table starts now' });
    await expect(bubble).toBeVisible();
    await expect(bubble).toHaveAttribute('data-color', 'red');
    await expect(bubble).toHaveClass(/bg-red-600/);
    await expect(page.getByTestId('unread-badge')).toHaveText('1 unread');

    await bubble.getByRole('button', { name: 'Dismiss Final table starts now' }).click();
    await expect(bubble).toHaveCount(0);
    await page.getByRole('tab', { name: /Notifications/ }).click();
    const item = page.getByTestId('notification-item').filter({ hasText: 'Final table starts now' });
    await expect(item).toBeVisible();
    await expect(item.getByText('Urgent', { exact: true })).toBeVisible();
    await expect(item.getByText(/From .* · Guest Relations/)).toBeVisible();
    await expect(item.getByText('Just now')).toBeVisible();

    // The history keeps it after a reload: it was saved, not just hidden.
    await page.reload();
    await expect(page.getByTestId('notification-item').filter({ hasText: 'Final table starts now' })).toBeVisible();
    await expect(page.getByTestId('notification-bubble')).toHaveCount(0);
  });

  test('a low-priority bubble leaves by itself after 6 seconds and stays unread in the history', async ({
    page,
    people,
  }) => {
    const player = await people.approvedPlayer();
    await openDashboard(page, player.email, 'notifications');
    await expect(page.getByText('No notifications in the last 24 hours')).toBeVisible();
    const manager = await people.staff('manager');
    const sent = await manager.post('/api/staff/push-notifications', {
      data: {
        title: 'Happy hour',
        message: 'Drinks at half price till 8.',
        messageType: 'general',
        priority: 'low',
        mediaUrl: 'https://invalid.example/broken.png',
        // To this player only: a send to every verified player reached the players of tests running beside
        // it and put a second unread on their badges (audiences have their integration tests).
        target: { playerId: player.id },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const bubble = page.getByTestId('notification-bubble').filter({ hasText: 'Happy hour' });
    await expect(bubble).toBeVisible();
    await expect(bubble).toHaveAttribute('data-color', 'emerald');
    await expect(bubble.locator('img')).toHaveCount(0, { timeout: 5_000 }); // the broken image is hidden
    await expect(bubble).toHaveCount(0, { timeout: 8_000 });
    const item = page.getByTestId('notification-item').filter({ hasText: 'Happy hour' });
    await expect(item).toHaveAttribute('data-read', 'false');
    await expect(page.getByTestId('unread-badge')).toHaveText('1 unread');
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  });

  test('a credit request goes to the Super Admin, and approval shows the credit live', async ({ page, people }) => {
    const player = await people.approvedPlayer();
    await openDashboard(page, player.email, 'balance');
    await expect(page.getByText('Available Credit Balance')).toHaveCount(0);
    await page.getByLabel('Requested amount (₹)').fill('5000');
    await page.getByLabel('Note (optional)').fill('Weekend tournament');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toastRegion(page).getByText('Credit Request Submitted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Waiting for Approval' })).toBeDisabled();

    const admin = await people.staff('super_admin');
    const requests = await (await admin.get(`/api/credit-requests/${player.id}`)).json();
    const approved = await admin.post(`/api/staff/credit-requests/${requests[0].id}/approve`, { data: {} });
    expect(approved.ok(), await approved.text()).toBe(true);
    await expect(page.getByText('Available Credit Balance')).toBeVisible();
    await expect(page.getByText('Credit limit ₹5,000.00')).toBeVisible();
    await expect(page.getByText('Credit only - Cannot be withdrawn')).toBeVisible();
    await staffWalletCall(admin, player.id, 'credit-add', '2000');
    await staffWalletCall(admin, player.id, 'cash-in', '500');
    await expect(page.getByTestId('total-balance')).toHaveText('₹2,500.00');
  });

  test('while the socket is connected the page makes no periodic requests (60 s)', async ({ page, people }) => {
    test.setTimeout(120_000);
    const player = await people.approvedPlayer();
    const socketUp = whenSocketConnects(page);
    await openDashboard(page, player.email, 'balance');
    await expect(page.getByText('Live Balance Updates Active')).toBeVisible();
    await expect(page.getByTestId('total-balance')).toBeVisible();
    await socketUp;
    // A bubble that leaves saves itself to the history (one request, not a poll): let the approval's leave first.
    await expect(page.getByTestId('notification-bubble')).toHaveCount(0, { timeout: 30_000 });
    const requests: string[] = [];
    page.on('request', (req) => {
      if (!new URL(req.url()).pathname.startsWith('/socket.io')) requests.push(`${req.method()} ${req.url()}`);
    });
    await page.waitForTimeout(60_000);
    await expect(page.getByText('Live Balance Updates Active')).toBeVisible();
    expect(requests).toEqual([]);
  });
});

test('a server error on the Balance tab reads as a sentence, not the raw answer, with a Retry that reads again', async ({
  page,
  people,
}) => {
  await people.signedInPlayer();
  // The balance fails wherever it is read: its own route and the tab's snapshot after the socket connects.
  const busy = (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Internal Server Error',
        message: 'The balance service is busy. Please try again shortly.',
        code: 'INTERNAL',
      }),
    });
  await page.route('**/api/balance/*', busy);
  await page.route('**/api/sync', busy);
  await page.goto('/dashboard?tab=balance');
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading balance' });
  // The balance is read once the session is known; on a loaded CI machine that first read came after the
  // default 10 s ('Loading your balance...' in the failure's snapshot), so this one wait is longer.
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('The balance service is busy. Please try again shortly.');
  await expect(alert).not.toContainText('500');
  await expect(alert).not.toContainText('{');

  // Retry reads again (issue 27, item 26): a new request goes out at once (the route still refuses it, so
  // the alert stays and nothing else can clear it first).
  const readAgain = page.waitForRequest('**/api/balance/*');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await readAgain;
  await expect(alert).toBeVisible();
  // Once the server answers, the balance is there: by Retry, or by the read the page repeats while it is
  // not live (the snapshot is refused too), whichever comes first.
  await page.unroute('**/api/balance/*');
  await alert
    .getByRole('button', { name: 'Retry' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(alert).toBeHidden();
  await expect(page.getByTestId('total-balance')).toHaveText('₹0.00');
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUSH_PERMISSION_REASON, pagePushMessage } from '@club/shared/push';
import type { CDPSession, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { floorManager, gameListOf } from './support/tables';
import { expect, test } from './fixtures/test';

// Web Push (issue 31, decision 140) in Chromium: no push service is reachable from here, so the page's push is
// delivered to the app's service worker through the DevTools protocol (ServiceWorker.deliverPushMessage), with
// the payload the server sends for a page (pagePushMessage, checked end to end against a local push service by
// the server's push.test.ts).

/** The registration id DevTools knows the app's worker by. */
async function workerRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

type Shown = { title: string; body: string; actions: string[]; entryId?: number };
const notificationsTagged = (page: Page, tag: string) =>
  page.evaluate(async (wanted) => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications({ tag: wanted })) ?? [];
    return shown.map(
      (n): Shown => ({
        title: n.title,
        body: n.body,
        actions: ((n as Notification & { actions?: { title: string }[] }).actions ?? []).map((a) => a.title),
        entryId: n.data?.entryId,
      }),
    );
  }, tag);

test('a page pushed to the phone shows with its answers, and "On my way" on the notification reaches the floor', async ({
  browser,
  context,
  page,
  people,
}, testInfo) => {
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable();
  const player = await people.signedInPlayer();
  await page.goto('/dashboard');
  await expect(page.getByText('Live updates connected')).toBeVisible();

  // The question comes after the join, with the sentence why; never on load.
  const prompt = page.getByRole('region', { name: 'Alerts on this phone' });
  await expect(prompt).toBeHidden();
  await page.getByRole('article', { name: table.name }).getByRole('button', { name: 'Join Wait-List' }).click();
  await expect(prompt).toContainText(PUSH_PERMISSION_REASON);
  await expectNoSeriousAxeViolations(page);
  const shot = await page.screenshot();
  await testInfo.attach('push prompt at 390 px', { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, 'push-prompt-390.png'), shot);
  await context.grantPermissions(['notifications']);
  await prompt.getByRole('button', { name: 'Allow alerts' }).click();
  await expect(prompt).toBeHidden();
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)))
    .toBe(true);
  // Chromium's first getNotifications() of a context may drop what it does not show yet (see
  // notification-bubbles.spec.ts): read once while nothing is shown.
  expect(await notificationsTagged(page, 'none')).toEqual([]);

  // The floor pages the player.
  const desk = await openConsole(browser, 'e2e-manager@club.test');
  const list = gameListOf(desk, table.name);
  await expect(list.getByText(player.nickname)).toBeVisible({ timeout: 5000 });
  await list.getByRole('button', { name: `Page ${player.nickname}` }).click();
  await expect(list.getByText('No answer yet')).toBeVisible({ timeout: 5000 });
  const requests = (await (await page.request.get(`/api/seat-requests/${player.id}`)).json()) as Array<{
    id: number;
    page: unknown;
  }>;
  const entryId = requests.find((request) => request.page !== null)?.id;
  expect(entryId).toBeDefined();

  // The push service's delivery, through DevTools, to the app's worker.
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistrationId(cdp, origin);
  const message = pagePushMessage({ entryId: entryId as number, tableName: table.name, seatNumber: null });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) });
  // The browser shows as many actions as it can (Chromium: Notification.maxActions, 2 on desktop Linux), in
  // the message's order: the two that keep the seat first; 'Leave' is in the app's call (decision 140).
  const maxActions = await page.evaluate(() => (Notification as unknown as { maxActions?: number }).maxActions ?? 0);
  expect(maxActions).toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => notificationsTagged(page, message.tag))
    .toEqual([
      {
        title: 'Your seat is ready',
        body: `${table.name}: answer before the hold runs out.`,
        actions: ['On my way', 'More time', 'Leave'].slice(0, maxActions),
        entryId,
      },
    ]);

  // The player taps 'On my way' on the notification. DevTools cannot tap a notification, so the worker gets the
  // notificationclick a tap makes (the notification it shows, the action), dispatched in the worker itself.
  const worker = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`);
  expect(worker).toBeDefined();
  await worker?.evaluate(
    async ({ tag, action }) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      const [shown] = await scope.registration.getNotifications({ tag });
      const NotificationEventClass = (
        globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: shown, action }));
    },
    { tag: message.tag, action: 'on_my_way' },
  );

  // The answer reached the floor without the app doing anything, and the phone says so in place of the page.
  await expect(list.getByText('On my way')).toBeVisible({ timeout: 5000 });
  await expect
    .poll(() => notificationsTagged(page, message.tag))
    .toEqual([{ title: 'Answer sent', body: 'The floor knows you are on your way.', actions: [], entryId: undefined }]);
  await desk.context().close();
});

import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { FIXTURE_FILES } from './support/kyc';
import { floorManager } from './support/tables';

// Issue 18: offers and menu ads in the console's Content section, and the notifications composer's
// table targets and history (decisions 012 and 101).
const tag = () => randomUUID().slice(0, 8);

async function openSection(desk: Page, section: 'Content' | 'Notifications') {
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: section }).click();
  await expect(desk.getByRole('heading', { level: 1, name: section })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}

/** A 1280×800 screenshot kept with the test's output (and in E2E_SCREENSHOT_DIR when set). */
async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const shot = await page.screenshot(options);
  await test.info().attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) {
    mkdirSync(process.env.E2E_SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
  }
}

/** A datetime-local value `days` from now at `time`: days far enough that the club's zone cannot move it. */
function dayValue(days: number, time: string) {
  const when = new Date(Date.now() + days * 86_400_000);
  return `${when.toISOString().slice(0, 10)}T${time}`;
}

/** The titles of the player's carousel in its order (its dots name them; a lone offer has no dots). */
async function carouselTitles(carousel: Locator): Promise<string[]> {
  const dots = await carousel
    .getByRole('button', { name: /^Show offer \d+: / })
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Show offer \d+: /, '')),
    );
  if (dots.length > 0) return dots;
  if ((await carousel.count()) === 0) return [];
  return [(await carousel.locator('p.text-lg').textContent()) ?? ''];
}

async function closeLiveSession(page: Page) {
  const live = page.getByRole('dialog', { name: /^Live Session/ });
  await live.getByRole('button', { name: 'Close' }).click();
  await expect(live).toBeHidden();
}

test("a manager creates, schedules, reorders and retires offers; an open player's carousel follows live", async ({
  browser,
  page,
  people,
}) => {
  test.slow();
  const [first, second, later] = [`E2E Happy hour ${tag()}`, `E2E Free chips ${tag()}`, `E2E Weekend ${tag()}`];
  await people.signedInPlayer();
  await page.goto('/dashboard');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Club offers' });

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await openSection(desk, 'Content');
  const offers = desk.getByRole('region', { name: 'Offers' });

  // One offer scheduled from two days ago to five days ahead: it shows now.
  await offers.getByRole('button', { name: 'New offer' }).click();
  let dialog = desk.getByRole('dialog', { name: 'New offer' });
  await dialog.getByLabel('Title', { exact: true }).fill(first);
  await dialog.getByLabel(/^Description/).fill('Two for one at the bar. Until 9 pm. Members only.');
  await dialog.getByLabel('Type', { exact: true }).selectOption('carousel');
  await dialog.getByLabel(/^Starts/).fill(dayValue(-2, '10:00'));
  await dialog.getByLabel(/^Ends/).fill(dayValue(5, '22:00'));
  const preview = dialog.getByTestId('offer-preview');
  await expect(preview.getByRole('heading', { name: first })).toHaveCount(2);
  // The Offers tab's card and the offer's page both title it.
  await expect(preview).toContainText('Featured');
  // …and its own page, with the description's first three sentences as its terms.
  await expect(preview.getByRole('heading', { name: 'Terms & Conditions' })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'Members only.' })).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'content-offer-dialog-1280');
  await dialog.getByRole('button', { name: 'Add offer' }).click();
  await expect(dialog).toBeHidden();
  const firstRow = offers.getByRole('listitem', { name: first });
  await expect(firstRow).toContainText('Showing now');
  await expect(firstRow.getByTestId('offer-views')).toHaveText('0 views');
  await expect.poll(() => carouselTitles(carousel)).toContain(first);

  // A second, open-ended; and one that starts in two days, which players do not see yet.
  for (const [title, start] of [
    [second, ''],
    [later, dayValue(2, '18:00')],
  ] as const) {
    await offers.getByRole('button', { name: 'New offer' }).click();
    dialog = desk.getByRole('dialog', { name: 'New offer' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    if (start) await dialog.getByLabel(/^Starts/).fill(start);
    await dialog.getByRole('button', { name: 'Add offer' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(offers.getByRole('listitem', { name: later })).toContainText('Starts');
  await expect.poll(() => carouselTitles(carousel)).toContain(second);
  expect(await carouselTitles(carousel)).not.toContain(later);

  // Reorder from the keyboard: the first offer moves above the second, on the console and the phone.
  const order = desk.getByRole('list', { name: 'Carousel order' });
  const consoleOrder = () =>
    order.getByRole('listitem').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
  const isBefore = (list: (string | null)[], a: string, b: string) =>
    list.indexOf(a) >= 0 && list.indexOf(a) < list.indexOf(b);
  expect(isBefore(await consoleOrder(), second, first)).toBe(true);
  await firstRow.getByRole('button', { name: `Move ${first} up` }).focus();
  await desk.keyboard.press('Enter');
  await expect.poll(async () => isBefore(await consoleOrder(), first, second)).toBe(true);
  await expect.poll(async () => isBefore(await carouselTitles(carousel), first, second)).toBe(true);
  await keepScreenshot(desk, 'content-offers-1280');

  // Retire: it leaves the phone's carousel at once and waits among the retired offers.
  await firstRow.getByRole('button', { name: `Retire ${first}` }).click();
  const confirm = desk.getByRole('dialog', { name: `Retire ${first}?` });
  await confirm.getByRole('button', { name: 'Retire' }).click();
  await expect(confirm).toBeHidden();
  await expect(firstRow).toBeHidden();
  await expect.poll(() => carouselTitles(carousel)).not.toContain(first);
  await expect(desk.getByText(/^Retired offers \(\d+\)$/)).toBeVisible();
  await desk.context().close();
});

test("a manager adds a menu ad with an uploaded image; it appears on an open player's menu live", async ({
  browser,
  page,
  people,
}) => {
  const title = `E2E Chai special ${tag()}`;
  await people.signedInPlayer();
  await page.goto('/dashboard?tab=food');
  await expect(page.getByText('Live updates connected')).toBeVisible();

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await openSection(desk, 'Content');
  const ads = desk.getByRole('region', { name: 'Menu ads' });
  await ads.getByRole('button', { name: 'New ad' }).click();
  const dialog = desk.getByRole('dialog', { name: 'New ad' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Description', { exact: true }).fill('Masala chai and a samosa, ₹80');
  await dialog.locator('input[type="file"]').setInputFiles(FIXTURE_FILES.photo);
  const link = dialog.getByLabel(/^Image link/);
  await expect(link).toHaveValue(/^\/api\/media\/\d+$/);
  await expect(dialog.getByTestId('ad-preview').locator('img')).toHaveAttribute('src', await link.inputValue());
  await dialog.getByLabel(/^Target/).fill('/dashboard?tab=food');
  await expectNoSeriousAxeViolations(desk);
  await dialog.getByRole('button', { name: 'Add ad' }).click();
  await expect(dialog).toBeHidden();
  await expect(ads.getByRole('listitem', { name: title })).toContainText('Showing');

  const specials = page.getByRole('region', { name: 'Food and beverage specials' });
  await expect(specials.getByText(title)).toBeVisible();
  await expect(specials.locator('img').first()).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'content-page-1280', { fullPage: true });

  // Deleting it takes it off the open menu.
  await ads.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = desk.getByRole('dialog', { name: `Delete ${title}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(specials.getByText(title)).toHaveCount(0);
  await desk.context().close();
});

// A send to every seated player reaches the seated players of other tests too: it runs club-wide, alone.
test("a notification to 'seated' reaches a seated player's phone, not a waiting player's; the history counts it received and read", {
  tag: '@club-wide',
}, async ({ browser, page, people }) => {
  test.slow();
  const manager = await people.staff('manager');
  const floor = await floorManager(manager);
  const table = await floor.createTable();
  // The seated player's phone is this test's page.
  const seated = await people.signedInPlayer();
  const join = await page.request.post('/api/seat-requests', { data: { playerId: seated.id, tableId: table.id } });
  expect(join.ok(), await join.text()).toBe(true);
  await floor.seat(table.id, seated.id, 2);
  await page.goto('/dashboard');
  await closeLiveSession(page);
  await expect(page.getByText('Live updates connected')).toBeVisible();
  // The waiting player's phone, in a context of its own.
  const waiting = await people.approvedPlayer();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const signIn = await phone.request.post('/api/auth/signin', {
    data: { email: waiting.email, password: waiting.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const onList = await phone.request.post('/api/seat-requests', { data: { playerId: waiting.id, tableId: table.id } });
  expect(onList.ok(), await onList.text()).toBe(true);
  const waitingPage = await phone.newPage();
  await waitingPage.goto('/dashboard');
  await expect(waitingPage.getByText('Live updates connected')).toBeVisible();

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await openSection(desk, 'Notifications');
  const compose = async (title: string, target: string, tableId?: number) => {
    await desk.getByLabel('Title', { exact: true }).fill(title);
    await desk.getByLabel('Message', { exact: true }).fill('Fresh towels at every seat.');
    await desk.getByLabel('Send to').selectOption(target);
    if (tableId) await desk.getByLabel('Table', { exact: true }).selectOption(String(tableId));
    await desk.getByRole('button', { name: 'Send notification' }).click();
    await expect(desk.getByRole('status').filter({ hasText: /Reached \d+ player/ })).toBeVisible();
  };
  const bubble = (on: Page, title: string) => on.getByTestId('notification-bubble').filter({ hasText: title });

  const everySeat = `E2E Seated now ${tag()}`;
  await compose(everySeat, 'seated');
  await expect(bubble(page, everySeat)).toBeVisible();
  // Both phones were connected when it went out: the waiting one has had every chance to hear it.
  await expect(desk.getByTestId('sent-notification').filter({ hasText: everySeat })).toBeVisible();
  await expect(bubble(waitingPage, everySeat)).toHaveCount(0);

  // At this one table: one player addressed, one with the app open, nobody has read it yet.
  const atTable = `E2E At your table ${tag()}`;
  await compose(atTable, 'table_seated', table.id);
  await expect(bubble(page, atTable)).toBeVisible();
  const row = desk.getByTestId('sent-notification').filter({ hasText: atTable });
  await expect(row).toContainText(`Seated at ${table.name}`);
  await expect(row.getByTestId('received')).toHaveText('1');
  await expect(row.getByTestId('read')).toHaveText('0');
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'notifications-page-1280', { fullPage: true });

  // The player reads it in their Notifications tab: the history's read count follows live.
  // The live session opens itself once per browser session: not again on this visit.
  await page.goto('/dashboard?tab=notifications');
  const item = page.getByTestId('notification-item').filter({ hasText: atTable });
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(row.getByTestId('read')).toHaveText('1');
  await expect(bubble(waitingPage, atTable)).toHaveCount(0);
  await phone.close();
  await desk.context().close();
});

test("a notification to the players waiting for one table reaches its game list's players and says the guest was skipped (issue 38, item 10)", async ({
  browser,
  page,
  people,
}) => {
  const manager = await people.staff('manager');
  const table = await (await floorManager(manager)).createTable();
  const games = (await (await manager.get('/api/staff/games')).json()) as Array<{
    id: number;
    tables: Array<{ id: string }>;
  }>;
  const gameId = games.find((game) => game.tables.some((t) => t.id === String(table.id)))?.id;
  // The player joined the game's list for any table from the phone; the floor listed a walk-in guest.
  await people.signedInPlayer();
  const joined = await page.request.post(`/api/games/${gameId}/waitlist`, { data: {} });
  expect(joined.status(), await joined.text()).toBe(201);
  const guest = { name: 'Walk In', phone: `96${Date.now().toString().slice(-8)}` };
  const listed = await manager.post(`/api/staff/games/${gameId}/waitlist`, { data: { guest } });
  expect(listed.status(), await listed.text()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByText('Live updates connected')).toBeVisible();

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await expect(desk.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  await desk.setViewportSize({ width: 1024, height: 768 });
  await openSection(desk, 'Notifications');
  const title = `E2E Your game ${tag()}`;
  await desk.getByLabel('Title', { exact: true }).fill(title);
  await desk.getByLabel('Message', { exact: true }).fill('A second table opens at 9.');
  await desk.getByLabel('Send to').selectOption({ label: 'Players waiting for one table' });
  await desk.getByLabel('Table', { exact: true }).selectOption(String(table.id));
  await expect(desk.getByText("Its game's list: players who chose this table or any table")).toBeVisible();
  await desk.getByRole('button', { name: 'Send notification' }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: `Reached 1 player (waiting for ${table.name})` }),
  ).toContainText('1 guest skipped: a guest has no app');
  await expect(page.getByTestId('notification-bubble').filter({ hasText: title })).toBeVisible();
  // The history keeps it with the send.
  await expect(desk.getByTestId('sent-notification').filter({ hasText: title }).getByTestId('players')).toContainText(
    '1 guest skipped',
  );
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'notifications-guests-skipped-1024');
  // The history's row with the guest line, at the tablet and the desk width.
  const historyRow = desk.getByTestId('sent-notification').filter({ hasText: title });
  await historyRow.scrollIntoViewIfNeeded();
  await keepScreenshot(desk, 'notifications-history-guests-1024');
  await desk.setViewportSize({ width: 1280, height: 800 });
  await historyRow.scrollIntoViewIfNeeded();
  await keepScreenshot(desk, 'notifications-history-guests-1280');
  await desk.context().close();
});

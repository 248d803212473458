import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { floorManager, gameListOf, joinListAsPlayer } from './support/tables';
import { expect, test } from './fixtures/test';

// Remote joins, check-in on arrival and the floor's reorder (issue 16, decision 064), side by side.

async function keep(page: Page, testInfo: TestInfo, name: string) {
  const shot = await page.screenshot();
  await testInfo.attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
}

async function newDisplayKey(manager: APIRequestContext) {
  const response = await manager.post('/api/staff/displays', { data: { name: `Check-in TV ${Date.now() % 100_000}` } });
  expect(response.status(), await response.text()).toBe(201);
  const { key } = (await response.json()) as { key: string };
  return `/display/board?key=${encodeURIComponent(key)}`;
}

test('a phone joins remote, the floor taps Arrived and the phone shows it checked in; the floor moves it to the end with a reason', async ({
  browser,
  page,
  people,
}) => {
  const manager = await people.staff('manager');
  const floor = await floorManager(manager);
  const table = await floor.createTable();
  const player = await people.signedInPlayer();
  const other = await people.approvedPlayer();
  await page.goto('/dashboard');

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await expect(desk.getByRole('heading', { level: 1, name: 'Floor' })).toBeVisible();
  const list = gameListOf(desk, table.name);

  // The phone joins from outside the room: the console marks the entry Remote.
  await page.getByRole('article', { name: table.name }).getByRole('button', { name: 'Join Wait-List' }).click();
  const mine = list.getByRole('listitem').filter({ hasText: player.nickname });
  await expect(mine.getByText('Remote', { exact: true })).toBeVisible({ timeout: 2000 });
  await expect(page.getByTestId('arrival-status')).toContainText('Remote');
  await joinListAsPlayer(browser, other, table.id);
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 2000 });

  // The floor taps Arrived: the console says In room, the phone Checked in.
  await mine.getByRole('button', { name: `${player.nickname} arrived` }).click();
  await expect(mine.getByText('In room', { exact: true })).toBeVisible({ timeout: 2000 });
  await expect(page.getByTestId('arrival-status')).toHaveText('Checked in', { timeout: 2000 });
  const banner = page.getByRole('region', { name: 'Waiting for game' });
  await expect(banner.getByText(/^Position #1\b/)).toBeVisible();

  // The floor moves the player to the end with a reason: the phone shows the new position and the reason.
  await mine.getByRole('button', { name: `Move ${player.nickname} on the list` }).click();
  const dialog = desk.getByRole('dialog', { name: `Move ${player.nickname}` });
  await dialog.getByLabel('Reason (optional)').fill('Stepped out for a call');
  await dialog.getByRole('button', { name: 'Move to the end' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine.getByText('Moved by the floor: “Stepped out for a call”')).toBeVisible({ timeout: 2000 });
  await expect(banner.getByText(/^Position #2\b/)).toBeVisible({ timeout: 2000 });
  await expect(page.getByTestId('reorder-reason')).toHaveText('Moved by the floor: Stepped out for a call');
  await expectNoSeriousAxeViolations(desk);
  await desk.context().close();
});

test('another phone checks in by opening /check-in?code= with the board’s current code', async ({
  browser,
  page,
  people,
}, testInfo) => {
  const manager = await people.staff('manager');
  const floor = await floorManager(manager);
  const table = await floor.createTable();
  const player = await people.signedInPlayer();
  // The player joined from home (through the API in the phone's own session, as its page would): remote.
  const joined = await page.request.post('/api/seat-requests', { data: { playerId: player.id, tableId: table.id } });
  expect(joined.ok(), await joined.text()).toBe(true);
  expect(((await joined.json()) as { remote: boolean }).remote).toBe(true);

  // The room's TV shows the QR code and the digits.
  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const board = await tv.newPage();
  await board.goto(await newDisplayKey(manager));
  const panel = board.getByRole('complementary', { name: 'Check in' });
  await expect(panel.getByRole('img', { name: 'QR code: check in to the poker room' })).toBeVisible();
  const code = ((await board.getByTestId('check-in-code').textContent()) ?? '').replace(/\s/g, '');
  expect(code).toMatch(/^\d{6}$/);
  await keep(board, testInfo, 'board-check-in-1920');

  // The phone's camera opens the QR code's address: the page checks the player in at once.
  await page.goto(`/check-in?code=${code}`);
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('your place on the list is kept')).toBeVisible();
  await keep(page, testInfo, 'check-in-390');
  await expectNoSeriousAxeViolations(page);

  // A wrong code says why.
  await page.goto('/check-in');
  await page.getByLabel('Code from the room’s screen').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('This code is wrong or has expired')).toBeVisible();
  await keep(page, testInfo, 'check-in-wrong-code-390');
  await page.goto('/dashboard');
  await expect(page.getByTestId('arrival-status')).toHaveText('Checked in');
  await tv.close();
});

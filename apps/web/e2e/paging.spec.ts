import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openConsole } from './support/console';
import { floorManager, gameListOf, joinListAsPlayer } from './support/tables';
import { expect, test } from './fixtures/test';

const tableCard = (consolePage: Page, tableName: string) => consolePage.getByRole('region', { name: tableName });

test('the floor pages a waiting player: the phone shows the call and answers, the console shows the answer, the floor seats them', async ({
  browser,
  page,
  people,
}, testInfo) => {
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable();
  const player = await people.signedInPlayer();
  await page.goto('/dashboard');

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await expect(desk.getByRole('heading', { level: 1, name: 'Floor' })).toBeVisible();
  const card = tableCard(desk, table.name);

  // The player joins from the phone; the console lists them.
  await page.getByRole('article', { name: table.name }).getByRole('button', { name: 'Join Wait-List' }).click();
  const list = gameListOf(desk, table.name);
  await expect(list.getByText(player.nickname)).toBeVisible({ timeout: 2000 });

  // The floor pages them: the console counts the hold down, the phone shows the full-screen call.
  await list.getByRole('button', { name: `Page ${player.nickname}` }).click();
  await expect(list.getByText(/Paged · [45]:\d\d left/)).toBeVisible({ timeout: 2000 });
  await expect(list.getByText('No answer yet')).toBeVisible();
  const call = page.getByRole('dialog', { name: 'Your seat is ready' });
  await expect(call).toBeVisible({ timeout: 2000 });
  await expect(call.getByText(table.name)).toBeVisible();
  await expect(call.getByRole('timer')).toContainText(/[45]:\d\d/);
  const first = await call.getByRole('timer').textContent();
  await expect(call.getByRole('timer')).not.toHaveText(first ?? '', { timeout: 3000 }); // it ticks
  // The call screen at 390 px, kept with the test's output (or in E2E_SCREENSHOT_DIR, to look at it).
  const shot = await page.screenshot();
  await testInfo.attach('call screen at 390 px', { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, 'paging-call-390.png'), shot);

  // 'On my way': the phone says the floor knows, the console shows the answer live.
  await call.getByRole('button', { name: 'On my way' }).click();
  await expect(call.getByText('The floor knows you are on your way')).toBeVisible();
  await expect(list.getByText('On my way')).toBeVisible({ timeout: 2000 });

  // The floor seats them: the call ends and the phone goes to the table.
  await list.getByRole('button', { name: `Seat ${player.nickname} at ${table.name}` }).click();
  const dialog = desk.getByRole('dialog', { name: `Seat a player · ${table.name}` });
  await dialog.getByLabel('Seat', { exact: true }).selectOption('2');
  await dialog.getByRole('button', { name: `Seat ${player.nickname}` }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: new RegExp(`^Seat 2: ${player.first_name}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'On my way' })).toBeHidden({ timeout: 2000 });
  await page.waitForURL(`**/table/${table.id}`, { timeout: 5000 });
  await desk.context().close();
});

test('paging #2 while #1 waits asks the floor for a reason first, as reordering does (issue 27, item 5)', async ({
  browser,
  people,
}) => {
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable();
  const [first, second] = [await people.approvedPlayer(), await people.approvedPlayer()];
  await joinListAsPlayer(browser, first, table.id);
  await joinListAsPlayer(browser, second, table.id);

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  const list = gameListOf(desk, table.name);
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 5000 });

  await list.getByRole('button', { name: `Page ${second.nickname}` }).click();
  const ask = desk.getByRole('dialog', { name: `Page ${second.nickname} out of turn` });
  await expect(ask).toContainText(`#1 ${first.nickname} is next to page`);
  const send = ask.getByRole('button', { name: 'Page out of turn' });
  await expect(send).toBeDisabled();
  await ask.getByLabel('Reason').fill('ok');
  await expect(send).toBeDisabled();
  await ask.getByLabel('Reason').fill('Asked for seat 4 by name');
  await send.click();
  await expect(ask).toBeHidden();
  const secondRow = list.getByRole('listitem').filter({ hasText: second.nickname });
  await expect(secondRow.getByText(/Paged · [45]:\d\d left/)).toBeVisible({ timeout: 2000 });

  // The next to page goes without a word.
  await list.getByRole('button', { name: `Page ${first.nickname}` }).click();
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: first.nickname })
      .getByText(/Paged · /),
  ).toBeVisible({
    timeout: 2000,
  });
  await expect(desk.getByRole('dialog')).toBeHidden();
  await desk.context().close();
});

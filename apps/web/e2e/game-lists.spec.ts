import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUSH_PERMISSION_REASON } from '@club/shared/push';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { floorManager, gameListOf } from './support/tables';
import { whenSocketConnects } from './support/socket';
import { expect, test } from './fixtures/test';

async function keep(page: Page, testInfo: TestInfo, name: string) {
  const shot = await page.screenshot();
  await testInfo.attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
}

/** A new running table, and the game (game and stakes) it was put in. */
async function tableAndItsGame(manager: APIRequestContext) {
  const table = await (await floorManager(manager)).createTable();
  const games = (await (await manager.get('/api/staff/games')).json()) as Array<{
    id: number;
    name: string;
    tables: Array<{ id: string }>;
  }>;
  const game = games.find((g) => g.tables.some((t) => t.id === String(table.id)));
  expect(game).toBeDefined();
  return { table, gameId: game?.id ?? 0, gameName: game?.name ?? '' };
}

test('a player joins a game list from the phone, the floor sees it within 2 s, seats them, and the phone follows', async ({
  browser,
  page,
  people,
}, testInfo) => {
  const manager = await people.staff('manager');
  const { table, gameName } = await tableAndItsGame(manager);
  const player = await people.signedInPlayer();
  await page.goto('/dashboard');

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await expect(desk.getByRole('heading', { level: 1, name: 'Floor' })).toBeVisible();

  // The phone: the game's card on the game tab; join it for any table.
  const card = page.getByRole('article', { name: gameName });
  await card.getByRole('button', { name: `Join the list for ${gameName}` }).click();
  const join = page.getByRole('dialog', { name: `Join ${gameName}` });
  await join.getByLabel('Preferred table').selectOption('');
  await join.getByRole('button', { name: 'Join the list' }).click();
  await expect(join).toBeHidden();
  await expect(card.getByTestId('game-position')).toHaveText('On the list · #1');
  await expect(card.getByText(/Any table/)).toBeVisible();
  await keep(page, testInfo, 'game-lists-phone-390');

  // The console: on the game's one list above its tables (any table), within 2 s.
  const list = gameListOf(desk, table.name);
  await expect(list).toHaveAccessibleName(`Wait-list of ${gameName}`);
  await expect(list.getByText(player.nickname)).toBeVisible({ timeout: 2000 });
  await expect(list.getByText(/any table/)).toBeVisible();
  await expect(desk.getByRole('region', { name: gameName }).getByText('1 waiting ·')).toBeVisible();
  await keep(desk, testInfo, 'game-lists-console-1280');
  await expectNoSeriousAxeViolations(desk);

  // The floor seats them: the phone's card leaves the list and the phone goes to the table.
  await list.getByRole('button', { name: `Seat ${player.nickname} at ${table.name}` }).click();
  const dialog = desk.getByRole('dialog', { name: `Seat a player · ${table.name}` });
  await dialog.getByLabel('Seat', { exact: true }).selectOption('3');
  await dialog.getByRole('button', { name: `Seat ${player.nickname}` }).click();
  await expect(dialog).toBeHidden();
  await page.waitForURL(`**/table/${table.id}`, { timeout: 5000 });
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: gameName }).getByTestId('game-position')).toBeHidden();
  await desk.context().close();
});

test('a game card’s waiting count follows another player’s join live (lobby_updated), without a reload', async ({
  page,
  people,
  request,
}) => {
  const { gameId, gameName } = await tableAndItsGame(await people.staff('manager'));
  // The other player's session is the fixture's `request` (signed up there, KYC approved).
  await people.approvedPlayer();
  await people.signedInPlayer();
  const socketUp = whenSocketConnects(page);
  await page.goto('/dashboard');
  const count = page.getByRole('article', { name: gameName }).getByText(/^\d+ waiting$/);
  await expect(count).toHaveText('0 waiting');
  // The socket's connect re-reads every query once; after that nothing is read again.
  await socketUp;
  const apiRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push(r.url());
  });

  const joined = await request.post(`/api/games/${gameId}/waitlist`, { data: { preferredTableId: null } });
  expect(joined.ok(), await joined.text()).toBe(true);
  await expect(count).toHaveText('1 waiting', { timeout: 2000 });
  // Pushed, not read: the phone asked the server nothing for it.
  expect(apiRequests).toEqual([]);
});

test('an interest list: players register interest, the floor sees “N waiting for X” and opens a table in one step', async ({
  browser,
  page,
  people,
}) => {
  const manager = await people.staff('manager');
  const stakes = `100/200 ${randomUUID().slice(0, 6)}`;
  const created = await manager.post('/api/staff/games', {
    data: {
      gameType: 'Pot Limit Omaha',
      stakes,
      smallBlind: '100',
      bigBlind: '200',
      minBuyIn: '10000',
      maxBuyIn: '40000',
    },
  });
  expect(created.status()).toBe(201);
  const gameName = `Pot Limit Omaha ${stakes}`;
  await people.signedInPlayer();
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: gameName });
  await expect(card.getByText('Interest list · no table yet')).toBeVisible();
  await card.getByRole('button', { name: `Join the list for ${gameName}` }).click();
  await page
    .getByRole('dialog', { name: `Join ${gameName}` })
    .getByRole('button', { name: 'Join the list' })
    .click();
  await expect(card.getByTestId('game-position')).toHaveText('On the list · #1');

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await expect(desk.getByText(`1 waiting for ${gameName}`)).toBeVisible();
  await desk.getByRole('button', { name: `Open a table for ${gameName}` }).click();
  const open = desk.getByRole('dialog', { name: `Open a table for ${gameName}` });
  await open.getByLabel('Table name').fill(`PLO ${stakes}`);
  await open.getByRole('button', { name: 'Open the table' }).click();
  await expect(open).toBeHidden();
  // The console's table card appears with the waiting player beside it; the phone shows the running table.
  await expect(desk.getByRole('region', { name: `PLO ${stakes}` })).toBeVisible({ timeout: 2000 });
  await expect(card.getByText(/1 table · 9 open seats/)).toBeVisible({ timeout: 2000 });
  await expect(card.getByTestId('game-position')).toHaveText('On the list · #1');
  await desk.context().close();
});

test('leaving a game list asks first, saying the place is lost and which it is (issue 27, item 26)', async ({
  page,
  people,
}) => {
  const manager = await people.staff('manager');
  const { gameName } = await tableAndItsGame(manager);
  await people.signedInPlayer();
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: gameName });
  await card.getByRole('button', { name: `Join the list for ${gameName}` }).click();
  const join = page.getByRole('dialog', { name: `Join ${gameName}` });
  await join.getByRole('button', { name: 'Join the list' }).click();
  await expect(card.getByTestId('game-position')).toHaveText('On the list · #1');

  await card.getByRole('button', { name: `Leave the list for ${gameName}` }).click();
  const question = page.getByRole('dialog', { name: 'Leave the wait-list?' });
  await expect(question).toContainText(`You will lose your place (#1) for ${gameName}.`);
  await expectNoSeriousAxeViolations(page);
  // Staying keeps the place.
  await question.getByRole('button', { name: 'Stay on the list' }).click();
  await expect(question).toBeHidden();
  await expect(card.getByTestId('game-position')).toHaveText('On the list · #1');
  // Leaving gives it up.
  await card.getByRole('button', { name: `Leave the list for ${gameName}` }).click();
  await question.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(card.getByTestId('game-position')).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Join the list for ${gameName}` })).toBeVisible();
});

test('joining a game list from the phone asks for alerts after the join, as the table join does (issue 38, item 14)', async ({
  context,
  page,
  people,
}, testInfo) => {
  const { gameName } = await tableAndItsGame(await people.staff('manager'));
  await people.signedInPlayer();
  await page.goto('/dashboard');
  const prompt = page.getByRole('region', { name: 'Alerts on this phone' });
  const card = page.getByRole('article', { name: gameName });
  await card.getByRole('button', { name: `Join the list for ${gameName}` }).click();
  // Never before the join: the dialog is open and nothing has asked yet.
  await expect(prompt).toBeHidden();
  await page
    .getByRole('dialog', { name: `Join ${gameName}` })
    .getByRole('button', { name: 'Join the list' })
    .click();
  await expect(card.getByTestId('game-position')).toHaveText('On the list · #1');
  await expect(prompt).toContainText(PUSH_PERMISSION_REASON);
  await expectNoSeriousAxeViolations(page);
  await keep(page, testInfo, 'game-list-push-prompt-390');
  await context.grantPermissions(['notifications']);
  await prompt.getByRole('button', { name: 'Allow alerts' }).click();
  await expect(prompt).toBeHidden();
});

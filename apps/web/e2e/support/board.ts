import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo } from '@playwright/test';

export const FULL_HD = { width: 1920, height: 1080 };
export const HD = { width: 1280, height: 720 };

/** The board in a browser of its own (the TV), at `viewport`. */
export async function openBoard(browser: Browser, path: string, viewport = FULL_HD) {
  const context = await browser.newContext({ viewport });
  const board = await context.newPage();
  await board.goto(path);
  return board;
}

/** One table's line on the board (its name, open seats), inside its game's card. */
export const boardTable = (board: Page, tableName: string) =>
  board.getByRole('list', { name: /^Tables of / }).getByRole('listitem', { name: tableName, exact: true });
/** The card of a table's game on the board (issue 38 item 11: each game's list once, with its tables). */
export const boardGameOf = (board: Page, tableName: string) =>
  board.getByTestId('board-game').filter({ has: boardTable(board, tableName) });
/** The wait-list of a table's game on the board. */
export const boardListOf = (board: Page, tableName: string) =>
  boardGameOf(board, tableName).getByRole('list', { name: /^Wait-list of / });
export const live = (board: Page) => board.getByRole('status').filter({ hasText: 'Live' });

export async function keep(page: Page, testInfo: TestInfo, name: string) {
  const shot = await page.screenshot();
  await testInfo.attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
}

/** A display key made through the API by the floor manager: its id and the board's path. */
export async function newDisplayKey(manager: APIRequestContext, name: string) {
  const response = await manager.post('/api/staff/displays', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  const { display, key } = (await response.json()) as { display: { id: number }; key: string };
  return { id: display.id, path: `/display/board?key=${encodeURIComponent(key)}` };
}

import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { toastRegion } from './fixtures/players';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { keep } from './support/board';
import { openConsole } from './support/console';
import { floorManager, gameSectionOf, joinListAsPlayer } from './support/tables';

// Issue 31, "Must-move and table changes" (decision 142): the floor protects a main table with a must-move table
// and moves the longest-seated must-move player in one tap when a seat opens; a seated player asks for a table
// change on the phone and the floor sees it ahead of the list.

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

type Floor = Awaited<ReturnType<typeof floorManager>>;
type Person = { id: number; email: string; password: string };

/** Seating takes the player's list entry (decision 063): the player joins the table's list, then the floor seats. */
async function listAndSeat(browser: Browser, floor: Floor, player: Person, tableId: number, seatNumber: number) {
  await joinListAsPlayer(browser, player, tableId);
  return floor.seat(tableId, player.id, seatNumber, '2000');
}

/** The phone's own player (signed in in the page's context) joins and is seated. */
async function seatPhonePlayer(page: Page, floor: Floor, playerId: number, tableId: number, seatNumber: number) {
  await ok(await page.request.post('/api/seat-requests', { data: { playerId, tableId } }));
  return floor.seat(tableId, playerId, seatNumber, '2000');
}

const shortName = (player: { first_name: string; last_name: string }) =>
  `${player.first_name} ${player.last_name.slice(0, 1)}.`;

/** The phone on the dashboard, live, with the Live Session modal (opened by itself once per seat) closed or kept. */
async function phoneOnDashboard(page: Page, { keepModal = false } = {}) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard?tab=game');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  const modal = page.getByRole('dialog', { name: /^Live Session/ });
  await expect(modal).toBeVisible();
  if (!keepModal) {
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  }
  return modal;
}

/** Records the first dialog heading the phone shows that contains `text` (the dialog closes itself after 2 s). */
async function watchDialogTitle(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __moveTitle?: string };
    const look = () => {
      if (w.__moveTitle) return;
      const heading = [...document.querySelectorAll('[role="dialog"] h2')].find((h) => h.textContent?.includes(wanted));
      if (heading) w.__moveTitle = heading.textContent ?? '';
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return async () =>
    (await (
      await page.waitForFunction(() => (window as unknown as { __moveTitle?: string }).__moveTitle ?? null)
    ).jsonValue()) as string;
}

test('the floor protects a main table with a must-move table; a seat opens; one tap moves the longest-seated player and the phone says where', async ({
  page,
  people,
  browser,
}, testInfo) => {
  test.slow();
  const manager = await people.staff('manager');
  const floor = await floorManager(manager);
  const stakes = `25/50 MM ${randomUUID().slice(0, 5)}`;
  const main = await floor.createTable({ name: `Main ${randomUUID().slice(0, 4)}`, stakes, maxPlayers: 2 });
  const feeder = await floor.createTable({ name: `Must ${randomUUID().slice(0, 4)}`, stakes, maxPlayers: 6 });

  // The phone's player sits at the must-move table first; another player later; the main table is full.
  const player = await people.signedInPlayer();
  const { seatId } = await seatPhonePlayer(page, floor, player.id, feeder.id, 2);
  await listAndSeat(browser, floor, await people.approvedPlayer(), feeder.id, 4);
  await listAndSeat(browser, floor, await people.approvedPlayer(), main.id, 1);
  const leaving = await listAndSeat(browser, floor, await people.approvedPlayer(), main.id, 2);

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await desk.getByRole('link', { name: 'Floor' }).click();
  await expect(gameSectionOf(desk, main.name)).toBeVisible();

  // The floor marks the main table and its must-move table.
  await desk.getByRole('button', { name: 'Must-move tables' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Must-move tables' });
  await dialog.getByLabel('Main table').selectOption(String(main.id));
  await dialog.getByLabel(feeder.name).click();
  await expectNoSeriousAxeViolations(desk);
  await keep(desk, testInfo, 'must-move-dialog-1280x800');
  await dialog.getByRole('button', { name: `Protect ${main.name}` }).click();
  await expect(dialog).toBeHidden();
  const moves = desk.getByRole('region', { name: 'Moves before the list' });
  await expect(moves).toContainText(`${main.name} main · ${feeder.name} must-move`);

  const phone = page;
  await phoneOnDashboard(phone);
  const title = await watchDialogTitle(phone, 'Move to the main game');

  // A seat opens at the main table: the move is offered first.
  await ok(await manager.post(`/api/staff/seats/${leaving.seatId}/release`, { data: { note: 'Went home' } }));
  const sentence = `Move ${shortName(player)} from ${feeder.name} seat 2 to ${main.name} seat 2`;
  const card = moves.getByRole('listitem').filter({ hasText: sentence });
  await expect(card).toBeVisible();
  await expect(gameSectionOf(desk, main.name)).toContainText(`Next, before the list: must-move · ${sentence}`);
  await expectNoSeriousAxeViolations(desk);
  await keep(desk, testInfo, 'must-move-offer-1280x800');
  await desk.setViewportSize({ width: 1024, height: 768 });
  await expect(card).toBeVisible();
  await keep(desk, testInfo, 'must-move-offer-1024x768');

  // One tap.
  await card.getByRole('button', { name: sentence }).click();
  await expect(card).toBeHidden();
  expect(await title()).toBe(`Move to the main game, ${main.name} seat 2`);
  const toast = toastRegion(phone).getByRole('listitem').filter({ hasText: 'You were moved' });
  await expect(toast).toContainText(`Move to the main game, ${main.name} seat 2`);
  await keep(phone, testInfo, 'must-move-phone-390');

  // The session went with the player: the same seat, now at the main table.
  const floorNow = (await ok(await manager.get('/api/staff/floor'))) as {
    tables: Array<{ id: string; seats: Array<{ seatId: number; seatNumber: number }> }>;
  };
  const seatNow = floorNow.tables.find((t) => t.id === String(main.id))?.seats.find((s) => s.seatId === seatId);
  expect(seatNow?.seatNumber).toBe(2);
  await desk.context().close();
});

test('a seated player asks for a table change on the phone; the floor sees it ahead of the list and the player can cancel it', async ({
  page,
  people,
  browser,
}, testInfo) => {
  test.slow();
  const manager = await people.staff('manager');
  const floor = await floorManager(manager);
  const stakes = `25/50 TC ${randomUUID().slice(0, 5)}`;
  const wanted = await floor.createTable({ name: `Want ${randomUUID().slice(0, 4)}`, stakes, maxPlayers: 2 });
  const mine = await floor.createTable({ name: `Mine ${randomUUID().slice(0, 4)}`, stakes, maxPlayers: 6 });
  const player = await people.signedInPlayer();
  await seatPhonePlayer(page, floor, player.id, mine.id, 3);
  await listAndSeat(browser, floor, await people.approvedPlayer(), wanted.id, 1);
  const leaving = await listAndSeat(browser, floor, await people.approvedPlayer(), wanted.id, 2);
  // Someone waits on the game's list.
  const waiting = await people.approvedPlayer();
  await joinListAsPlayer(browser, waiting, wanted.id);

  const modal = await phoneOnDashboard(page, { keepModal: true });
  await modal.getByRole('button', { name: 'Table change' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'You asked for a table change' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await modal.getByRole('button', { name: 'Cancel the table change' }).scrollIntoViewIfNeeded();
  await keep(page, testInfo, 'table-change-phone-390');

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await desk.getByRole('link', { name: 'Floor' }).click();
  const moves = desk.getByRole('region', { name: 'Moves before the list' });
  await expect(
    moves.getByRole('listitem').filter({ hasText: `${shortName(player)} · ${mine.name} seat 3` }),
  ).toBeVisible();

  // A seat opens at the other table: the change is offered before the listed player.
  await ok(await manager.post(`/api/staff/seats/${leaving.seatId}/release`, { data: { note: 'Went home' } }));
  const sentence = `Move ${shortName(player)} from ${mine.name} seat 3 to ${wanted.name} seat 2`;
  await expect(moves.getByRole('listitem').filter({ hasText: sentence })).toBeVisible();
  const section = gameSectionOf(desk, wanted.name);
  const ahead = section.getByRole('list', { name: 'Next, before the list' });
  await expect(ahead).toContainText(`table change · ${sentence}`);
  await expect(section.getByRole('list', { name: /^Wait-list of / })).toContainText(waiting.nickname);
  await ahead.scrollIntoViewIfNeeded();
  await expectNoSeriousAxeViolations(desk);
  await keep(desk, testInfo, 'table-change-ahead-1280x800');
  await desk.setViewportSize({ width: 1024, height: 768 });
  await keep(desk, testInfo, 'table-change-ahead-1024x768');

  // The player cancels on the phone: the floor's offer goes, the list is next again.
  await modal.getByRole('button', { name: 'Cancel the table change' }).click();
  await expect(modal.getByRole('button', { name: 'Table change' })).toBeVisible();
  await expect(ahead).toBeHidden();
  await expect(moves.getByRole('listitem').filter({ hasText: sentence })).toBeHidden();
  await desk.context().close();
});

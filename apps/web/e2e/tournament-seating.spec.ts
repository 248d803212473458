import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { FULL_HD, newDisplayKey, openBoard } from './support/board';
import { openConsole } from './support/console';
import { whenSocketConnects } from './support/socket';
import { staffWalletCall } from './support/staff';

// Issue 29, "Seats" and "Eliminations" (decision 132): the director draws, busts and balances from the
// console's Seating screen; the player's phone shows the seat and then the move, live.

const PHONE = { width: 390, height: 844 };

/** A screenshot kept with the test's output (and in E2E_SCREENSHOT_DIR when set). */
async function keepScreenshot(page: Page, name: string) {
  const shot = await page.screenshot({ fullPage: true });
  await test.info().attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) {
    mkdirSync(process.env.E2E_SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
  }
}

interface SeatingView {
  tables: { number: number; buttonSeat: number | null; players: { playerId: number; seat: number; name: string }[] }[];
}

async function tournamentWithStructure(manager: APIRequestContext) {
  const name = `E2E Seating ${randomUUID().slice(0, 6)}`;
  const created = await manager.post('/api/staff/tournaments', {
    data: {
      name,
      game_type: "No Limit Hold'em",
      tournament_type: 'Freezeout',
      buy_in: '2000',
      prize_pool: '0',
      max_players: 40,
      // Within the desk's week, so it has a clock card.
      start_time: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as number;
  const structure = await manager.put(`/api/staff/tournaments/${id}/structure`, {
    data: {
      startingStack: 20_000,
      levels: [
        { kind: 'level', smallBlind: 100, bigBlind: 200, minutes: 20 },
        { kind: 'level', smallBlind: 200, bigBlind: 400, minutes: 20 },
      ],
      lateRegistrationLevels: 2,
      entryRules: { maxReentries: 0, fee: '200' },
    },
  });
  expect(structure.status(), await structure.text()).toBe(200);
  return { id, name };
}

test('the director draws two tables, busts and balances from the console; the player’s phone shows the seat and then the move', async ({
  browser,
  page,
  people,
}) => {
  test.slow();
  const manager = await people.staff('manager');
  const cashier = await people.staff('cashier');
  const { id, name } = await tournamentWithStructure(manager);

  // Eight players enter, each funded through the cage first (an entry is paid from the balance, decision 130).
  const phonePlayer = await people.signedInPlayer();
  const playerIds = [phonePlayer.id];
  for (let i = 0; i < 7; i += 1) playerIds.push((await people.approvedPlayer()).id);
  for (const playerId of playerIds) {
    await staffWalletCall(cashier, playerId, 'cash-in', '10000');
    const entered = await cashier.post(`/api/staff/tournaments/${id}/entries`, {
      data: { playerId, kind: 'entry', payment: 'balance' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(entered.status(), await entered.text()).toBe(200);
  }

  // The phone, on the tournament's page, live.
  await page.setViewportSize(PHONE);
  const socketUp = whenSocketConnects(page);
  await page.goto(`/tournaments/${id}`);
  await socketUp;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('my-seat')).toHaveText('Your seat is drawn soon.');

  // The director opens the Seating screen from the clock card and draws two tables of nine.
  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Tournaments' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  // The shared club's clock cards change as other tests run (a card that finishes grows a line): a click whose
  // card moved between Playwright's scroll and its click lands beside the button, and is made again.
  const seatingHeading = desk.getByRole('heading', { level: 1, name: `Seating: ${name}` });
  await expect(async () => {
    if (!(await seatingHeading.isVisible())) {
      await desk
        .getByRole('region', { name })
        .getByRole('button', { name: `Seating of ${name}` })
        .click({ timeout: 5_000 });
    }
    await expect(seatingHeading).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(desk).toHaveURL(new RegExp(`seating=${id}`));
  await expect(desk.getByTestId('seating-counts')).toContainText('8 players · 0 seated · 8 waiting for a seat');
  await desk.getByRole('button', { name: 'Add a table' }).click();
  await expect(desk.getByLabel('Table number').nth(1)).toHaveValue('2');
  await desk.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(desk.getByTestId('seating-counts')).toContainText(
    '8 players · 8 seated · 0 waiting for a seat · 2 tables',
  );
  await expect(desk.getByTestId('seating-table-1').getByRole('button', { name: /^Bust / })).toHaveCount(4);
  await expect(desk.getByTestId('seating-table-2').getByRole('button', { name: /^Bust / })).toHaveCount(4);

  // The phone shows the seat the draw gave, in the dialog and on the page.
  const drawn = (await (await manager.get(`/api/staff/tournaments/${id}/seating`)).json()) as SeatingView;
  const home = drawn.tables.find((t) => t.players.some((p) => p.playerId === phonePlayer.id));
  const other = drawn.tables.find((t) => t !== home);
  if (!home || !other) throw new Error('the phone player has no table');
  const mine = home.players.find((p) => p.playerId === phonePlayer.id)?.seat as number;
  const seatText = `Table ${home.number}, seat ${mine}`;
  const notice = page.getByRole('dialog');
  await expect(notice.getByTestId('seat-notice')).toHaveText(seatText);
  await keepScreenshot(page, 'phone-seat-drawn-390');
  await notice.getByRole('button', { name: "I'm seated" }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('my-seat')).toHaveText(seatText);
  // The floor counts the player's stack: the phone's seat card shows it at once.
  const counted = await manager.put(`/api/staff/tournaments/${id}/chip-counts`, {
    data: { counts: [{ playerId: phonePlayer.id, chips: 23_400 }] },
  });
  expect(counted.status(), await counted.text()).toBe(200);
  await expect(page.getByTestId('my-stack')).toContainText("Your stack at the floor's last count: 23,400 chips");
  await keepScreenshot(page, 'phone-seat-card-390');
  await keepScreenshot(desk, 'seating-drawn-1280');

  // The director busts two players of the other table (each confirmed).
  for (const victim of other.players.slice(0, 2)) {
    await desk.getByRole('button', { name: `Bust ${victim.name}` }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Bust' }).click();
    await expect(desk.getByRole('button', { name: `Undo the bust of ${victim.name}` })).toBeVisible();
  }
  await expect(desk.getByTestId('seating-counts')).toContainText('6 players · 6 seated');
  await expect(desk.getByText(`Set the button at table ${home.number}`)).toBeVisible();

  // The buttons: at the phone player's table on the phone player's own seat, so with four players the third
  // after the button (the next big blind, TDA 11-A) is the seat before it: set it so that the mover is our player.
  const seats = home.players.map((p) => p.seat).sort((a, b) => a - b);
  const button = seats[(seats.indexOf(mine) - 3 + seats.length) % seats.length] as number;
  const otherSeat = other.players[2]?.seat as number;
  await desk.getByTestId(`seating-table-${home.number}`).getByLabel('Button').selectOption(String(button));
  await desk.getByTestId(`seating-table-${other.number}`).getByLabel('Button').selectOption(String(otherSeat));
  const moves = desk.getByRole('list', { name: 'Suggested moves' });
  await expect(moves.getByRole('listitem')).toHaveCount(1);
  await expect(moves).toContainText(`table ${home.number} seat ${mine} → table ${other.number}`);
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'seating-suggested-move-1280');

  // The room's TV shows this tournament's clock; it lists the moves for a minute.
  const display = await newDisplayKey(manager, `Seating TV ${randomUUID().slice(0, 6)}`);
  const chosen = await manager.post(`/api/staff/displays/${display.id}/screen`, {
    data: { screen: 'tournament_clock', tournamentId: id },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const tv = await openBoard(browser, display.path, FULL_HD);
  await expect(tv.getByRole('main', { name: `${name} clock` })).toBeVisible();
  await expect(tv.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  // Apply all: the moved player's phone shows 'Move to Table N, seat S' and the new seat.
  await desk.getByRole('button', { name: 'Apply all moves' }).click();
  await expect(moves).toBeHidden();
  const after = (await (await manager.get(`/api/staff/tournaments/${id}/seating`)).json()) as SeatingView;
  const movedTo = after.tables
    .flatMap((t) => t.players.map((p) => ({ table: t.number, ...p })))
    .find((p) => p.playerId === phonePlayer.id);
  expect(movedTo?.table).toBe(other.number);
  const moveText = `Move to Table ${other.number}, seat ${movedTo?.seat}`;
  await expect(notice.getByTestId('seat-notice')).toHaveText(moveText);
  await expect(notice).toContainText(`From table ${home.number}, seat ${mine}`);
  const tvMoves = tv.getByRole('region', { name: 'Player moves' });
  await expect(tvMoves).toContainText(`Table ${other.number}, seat ${movedTo?.seat}`);
  await expect(tvMoves.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousAxeViolations(tv);
  await keepScreenshot(tv, 'tv-moves-1920');
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, 'phone-move-390');
  await notice.getByRole('button', { name: "I'm seated" }).click();
  await expect(page.getByTestId('my-seat')).toHaveText(`Table ${other.number}, seat ${movedTo?.seat}`);
  await expect(desk.getByTestId(`seating-table-${other.number}`).getByRole('button', { name: /^Bust / })).toHaveCount(
    3,
  );
  await keepScreenshot(desk, 'seating-balanced-1280');

  // Six left fit a 9-handed final table (RP-9): the director forms it, everyone is redrawn there.
  await desk.getByRole('button', { name: /^Form the final table at table / }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Form the final table' }).click();
  await expect(desk.getByTestId('seating-counts')).toContainText(
    '6 players · 6 seated · 0 waiting for a seat · 1 table',
  );
  await expect(notice.getByRole('heading', { name: 'Final table: move' })).toBeVisible();
  const final = (await (await manager.get(`/api/staff/tournaments/${id}/seating`)).json()) as SeatingView;
  const finalSeat = final.tables
    .flatMap((t) => t.players.map((p) => ({ table: t.number, ...p })))
    .find((p) => p.playerId === phonePlayer.id);
  await expect(notice.getByTestId('seat-notice')).toHaveText(
    `Move to Table ${finalSeat?.table}, seat ${finalSeat?.seat}`,
  );
  await notice.getByRole('button', { name: "I'm seated" }).click();
  await expect(page.getByTestId('my-seat')).toHaveText(`Table ${finalSeat?.table}, seat ${finalSeat?.seat}`);
  await keepScreenshot(desk, 'seating-final-table-1280');
});

import { randomInt, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { FULL_HD, HD, keep, live, newDisplayKey, openBoard } from './support/board';
import { openConsole } from './support/console';
import { floorManager, joinListAsPlayer } from './support/tables';
import { expect, test } from './fixtures/test';

const DESK = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };

/** The element's box lies inside the viewport as the page first shows it (no scrolling). */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

// @club-wide: its 40 tables (closed at the end) and the TV board it reads are the one club's every test
// shares, and a floor test that walks every table must not meet them mid-run.
test('a room of 40 tables: the all-tables view fits one desk screen and starts on the first tablet screen, tiles in name order (T2 before T10), and the TV shows each game’s list once without cutting rows (issues 31, 38) @club-wide', async ({
  browser,
  people,
}, testInfo) => {
  test.slow();
  const manager = await people.staff('manager');
  const floor = await floorManager(manager);
  // One game type of our own (four stakes), so the floor's Game filter shows exactly these 40 tables.
  const gameType = `Big Room ${randomUUID().slice(0, 6)}`;
  const stakes = ['25/50', '50/100', '100/200', '200/400'];
  const tables: { id: number; name: string }[] = [];
  const interestLists: number[] = [];
  let seatId: number | null = null;
  try {
    for (let i = 0; i < 40; i += 1) {
      const stake = stakes[i % 4] ?? '25/50';
      const [small, big] = stake.split('/');
      tables.push(
        await floor.createTable({
          // Plain numbers (T1…T40): a string sort would put T10 before T2 and T4 after T38.
          name: `T${i + 1}`,
          gameType,
          stakes: stake,
          smallBlind: small,
          bigBlind: big,
          maxPlayers: i % 5 === 0 ? 6 : 9,
          status: i % 13 === 12 ? 'inactive' : 'active',
        }),
      );
    }
    const [first] = tables;
    if (!first) throw new Error('no table');
    const seated = await people.approvedPlayer();
    await joinListAsPlayer(browser, seated, first.id);
    seatId = (await floor.seat(first.id, seated.id, 2)).seatId;

    const desk = await openConsole(browser, 'e2e-manager@club.test');
    await desk.setViewportSize(DESK);
    await desk.getByRole('link', { name: 'Floor' }).click();
    await desk.getByLabel('Game', { exact: true }).selectOption(gameType);
    await desk.getByRole('button', { name: 'All tables' }).click();
    const tiles = desk.getByTestId('compact-table');
    await expect(tiles).toHaveCount(40);
    await expect(desk.getByRole('button', { name: /^T1, .* 1 of 6 seated/ })).toBeVisible();
    await expect(desk.getByRole('button', { name: /^T13, .* paused/ })).toBeVisible();
    // Tiles in name order, numbers by their value, across the four games.
    const names = (await tiles.evaluateAll((all) => all.map((tile) => tile.getAttribute('aria-label')))).map(
      (label) => label?.split(',')[0],
    );
    expect(names).toEqual(Array.from({ length: 40 }, (_, i) => `T${i + 1}`));

    // The whole room on one desk screen, at 1280×800 and 1920×1080: the last tile is in view without scrolling.
    const noSideScroll = async () =>
      expect(await desk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await expectOnFirstScreen(desk, tiles.nth(39));
    await noSideScroll();
    // Touch targets: every tile and every list's button at least 44 px.
    for (const target of [
      ...(await tiles.all()),
      ...(await desk.getByRole('navigation', { name: 'Wait-lists' }).getByRole('button').all()),
      ...(await desk.locator('summary').all()),
    ]) {
      const box = await target.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    }
    await expectNoSeriousAxeViolations(desk);
    await keep(desk, testInfo, 'floor-all-tables-1280x800');
    await desk.setViewportSize(FULL_HD);
    await expectOnFirstScreen(desk, tiles.nth(39));
    await noSideScroll();
    await keep(desk, testInfo, 'floor-all-tables-1920x1080');
    // A tablet: the tables start on the first screen (the lists beside them, not above).
    await desk.setViewportSize(TABLET);
    await expectOnFirstScreen(desk, tiles.first());
    await noSideScroll();
    await expectNoSeriousAxeViolations(desk);
    await keep(desk, testInfo, 'floor-all-tables-1024x768');

    // A tile opens the detailed card, from the keyboard too.
    await tiles.first().focus();
    await desk.keyboard.press('Enter');
    const card = desk.getByRole('dialog', { name: 'T1' });
    await expect(card.getByRole('button', { name: /^Seat 2: / })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit table' })).toBeVisible();
    await expectNoSeriousAxeViolations(desk);
    await desk.keyboard.press('Escape');
    await expect(card).toBeHidden();

    // A game's button opens its list in a drawer.
    await desk.getByRole('navigation', { name: 'Wait-lists' }).getByRole('button').first().click();
    await expect(desk.getByRole('dialog', { name: /wait-list/ })).toBeVisible();
    await desk.keyboard.press('Escape');

    // The choice is kept on this device.
    await desk.reload();
    await desk.getByLabel('Game', { exact: true }).selectOption(gameType);
    await expect(desk.getByRole('button', { name: 'All tables' })).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles).toHaveCount(40);
    await desk.context().close();

    // The TV: 13 guests wait for the first game (10 tables, "any table"); the list shows once, in two cards
    // side by side (1 of 2, 2 of 2; three cards when the strip over them takes two rows) rather than under each of the ten tables, and its last row is on screen.
    const tv = await newDisplayKey(manager, `Big room TV ${Date.now() % 100_000}`);
    const board = await openBoard(browser, tv.path);
    await expect(live(board)).toBeVisible();
    const floorView = (await (await manager.get('/api/staff/floor')).json()) as {
      tables: { id: string; gameId: number }[];
    };
    const gameId = floorView.tables.find((table) => table.id === String(first.id))?.gameId;
    const addGuest = async (name: string) => {
      const response = await manager.post(`/api/staff/games/${gameId}/waitlist`, {
        data: { guest: { name, phone: `9${randomInt(100_000_000, 999_999_999)}` }, preferredTableId: null },
      });
      expect(response.status(), await response.text()).toBe(201);
    };
    for (const name of [...Array.from({ length: 11 }, () => 'Ann Big'), 'Omar Last']) await addGuest(name);
    // Six interest lists (games with no table) fill the strip over the cards to two rows and more: the cards
    // have less height, and each gives up lines rather than cut its rows (board-view.tsx, useLinesThatFit).
    for (let i = 0; i < 6; i += 1) {
      const created = await manager.post('/api/staff/games', {
        data: {
          gameType: `PLO${i + 1} ${gameType.slice(-6)}`,
          stakes: '100/200',
          smallBlind: '100',
          bigBlind: '200',
          minBuyIn: '10000',
          maxBuyIn: '40000',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      interestLists.push(((await created.json()) as { id: number }).id);
    }
    const gameCards = board.getByTestId('board-game').filter({ hasText: `${gameType} 25/50` });
    let waiting = 12;
    const checkBoard = async (
      size: { width: number; height: number },
      guest: string,
      initials: string,
      shot: string,
    ) => {
      await board.setViewportSize(size);
      // A join turns the board to its game's page (which then stays 12 s), whatever page it was on.
      await addGuest(guest);
      waiting += 1;
      // The game's last card (2 of 2 under a one-row strip; a later part when the strip takes more height).
      const lastRow = gameCards.last().getByRole('listitem').filter({ hasText: initials });
      await expect(lastRow).toBeVisible({ timeout: 40_000 });
      await expect(lastRow).toContainText(String(waiting));
      // The list goes on over several cards ("1 of 2"; more, and over pages, when the strip over them takes
      // more height: by the time this runs the shared club holds other tests' interest lists too).
      await expect(gameCards.first()).toContainText(/\d of \d/);
      // Each place once: the rows on screen run without a gap or a repeat up to the newest, not one list under
      // each of the game's ten tables.
      const rows = board
        .getByTestId('board-game')
        .getByRole('list', { name: `Wait-list of ${gameType} 25/50` })
        .getByRole('listitem');
      const placesShown = async () => {
        const shown = await rows.evaluateAll((items) =>
          items.map((item) => Number(item.firstElementChild?.textContent)),
        );
        const runUpToNewest = Array.from({ length: shown.length }, (_, index) => waiting - shown.length + 1 + index);
        return shown.length > 1 && shown.join(' ') === runUpToNewest.join(' ') ? 'one run up to the newest' : shown;
      };
      await expect.poll(placesShown, { message: 'the places on screen' }).toBe('one run up to the newest');
      await expectOnFirstScreen(board, lastRow);
      // No card cuts its rows (they hide overflow): what each holds fits inside it.
      const cut = await board
        .getByTestId('board-game')
        .evaluateAll((cards) =>
          cards
            .filter((card) => card.scrollHeight > card.clientHeight + 1)
            .map((card) => `${card.querySelector('h2')?.textContent}: ${card.scrollHeight} px in ${card.clientHeight}`),
        );
      expect(cut, 'cards whose rows overflow').toEqual([]);
      await keep(board, testInfo, shot);
    };
    await checkBoard(FULL_HD, 'Uma Zed', 'U. Z.', 'display-big-room-1920x1080');
    await expectNoSeriousAxeViolations(board);
    await checkBoard(HD, 'Vera Yu', 'V. Y.', 'display-big-room-1280x720');
    await board.context().close();
  } finally {
    // The club is shared: leave no open table behind (closing ends the lists; a closed table leaves the board).
    if (seatId !== null) await manager.post(`/api/staff/seats/${seatId}/release`, { data: { note: 'Test over' } });
    for (const table of tables) await manager.post(`/api/staff/tables/${table.id}/close`);
    for (const id of interestLists) await manager.patch(`/api/staff/games/${id}`, { data: { status: 'retired' } });
  }
});

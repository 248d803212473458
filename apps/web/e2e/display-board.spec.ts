import { boardGameOf, boardListOf, boardTable, FULL_HD, HD, keep, live, openBoard } from './support/board';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { floorManager, joinListAsPlayer } from './support/tables';
import { expect, test } from './fixtures/test';

// Reads the club-wide board while it checks that a change turns the board to its table: other tests'
// joins would turn it away, so it is tagged to run in the club-wide project, after the rest (playwright.config.ts).
test(
  'a manager pairs a TV in the console, the board shows a join live, and revoking the key blanks it',
  { tag: '@club-wide' },
  async ({ browser, people }, testInfo) => {
    test.slow();
    const manager = await people.staff('manager');
    const floor = await floorManager(manager);
    const main = await floor.createTable({ name: `Main ${Date.now() % 100_000}`, maxPlayers: 9 });
    const others = [
      await floor.createTable({ gameType: 'Pot Limit Omaha', smallBlind: '50', bigBlind: '100', maxPlayers: 6 }),
      await floor.createTable({ maxPlayers: 8 }),
    ];
    const [joiner, seated, waiting] = [
      await people.approvedPlayer(),
      await people.approvedPlayer(),
      await people.approvedPlayer(),
    ];
    // The floor seats from the list.
    await joinListAsPlayer(browser, seated, main.id);
    await floor.seat(main.id, seated.id, 3);
    await joinListAsPlayer(browser, waiting, others[0].id);

    // The console: Displays, a new key, its address shown once.
    const desk = await openConsole(browser, 'e2e-manager@club.test');
    await desk.getByRole('link', { name: 'Displays' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Displays' })).toBeVisible();
    const tvName = `Poker room TV ${Date.now() % 100_000}`;
    await desk.getByRole('button', { name: 'New display key' }).click();
    await desk.getByLabel('Display name').fill(tvName);
    await desk.getByRole('button', { name: 'Create key' }).click();
    const created = desk.getByRole('dialog', { name: `Board address for ${tvName}` });
    await expect(created).toBeVisible();
    const address = await created.getByLabel("The board's address").inputValue();
    expect(address).toMatch(/\/display\/board\?key=[\w-]{43}$/);
    await expect(created.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expectNoSeriousAxeViolations(desk);
    await created.getByRole('button', { name: 'Done' }).click();
    const row = desk.getByTestId('display-key-row').filter({ hasText: tvName });
    await expect(row).toContainText('Active');
    await expectNoSeriousAxeViolations(desk);
    await keep(desk, testInfo, 'display-keys-console-1280');

    // The TV opens the board; a player joins a list from the phone and the board shows it.
    const board = await openBoard(browser, new URL(address).pathname + new URL(address).search);
    await expect(live(board)).toBeVisible();
    // With more tables than a page holds the board turns pages by itself; a change turns it to its table.
    const joinedAt = Date.now();
    await joinListAsPlayer(browser, joiner, main.id);
    const list = boardListOf(board, main.name);
    await expect(list.getByRole('listitem').first()).toContainText('A. R.');
    await expect(list.getByRole('listitem').first()).toContainText(/about \d+ min/);
    await expect(boardTable(board, main.name)).toContainText('1 of 9 seats taken');
    await expect(boardTable(board, main.name)).toContainText('8 open');
    await expect(boardGameOf(board, main.name)).toContainText('1 waiting');
    console.log(`display board: the join showed on the board ${Date.now() - joinedAt} ms after the API answered`);
    // Names as the club shows them: initials, never the player's full name or nickname.
    await expect(board.getByText(joiner.last_name)).toHaveCount(0);
    await expect(board.getByText(joiner.nickname)).toHaveCount(0);
    await expectNoSeriousAxeViolations(board);
    await keep(board, testInfo, 'display-board-1920x1080');
    await board.setViewportSize(HD);
    // (On a busy test server the board may have turned to another page meanwhile: it comes back to this one.)
    await expect(list.getByRole('listitem').first()).toContainText('A. R.', { timeout: 40_000 });
    await keep(board, testInfo, 'display-board-1280x720');
    // No scrolling on the TV at either size.
    for (const size of [HD, FULL_HD]) {
      await board.setViewportSize(size);
      const overflow = await board.evaluate(() => ({
        x: document.documentElement.scrollWidth - window.innerWidth,
        y: document.documentElement.scrollHeight - window.innerHeight,
      }));
      expect(overflow).toEqual({ x: 0, y: 0 });
    }

    // Revoked in the console (after a confirmation): the board says so at once.
    await row.getByRole('button', { name: `Revoke the key of ${tvName}` }).click();
    const confirm = desk.getByRole('dialog', { name: `Revoke the key of ${tvName}?` });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(row).toContainText('Revoked');
    await expect(board.getByRole('heading', { name: 'This board cannot open' })).toBeVisible();
    await expect(board.getByRole('alert')).toHaveText(
      'This display key was revoked. Ask a manager to create a new one in the console (Displays).',
    );
    await expectNoSeriousAxeViolations(board);

    // A board opened without a key says what to do.
    await board.goto('/display/board');
    await expect(board.getByRole('alert')).toContainText('This board has no display key.');
    await board.context().close();
    await desk.context().close();
  },
);

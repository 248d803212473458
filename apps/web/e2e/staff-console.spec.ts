import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESK, openConsole, STAFF_PASSWORD } from './support/console';
import { floorManager, gameListOf, gameSectionOf, joinListAsPlayer, watchSeatDialog } from './support/tables';
import { expect, test } from './fixtures/test';

const tableCard = (consolePage: Page, tableName: string) => consolePage.getByRole('region', { name: tableName });

test('the floor seats a wait-listed player from the console and moves them to another table; the phone follows live', async ({
  browser,
  page,
  people,
}) => {
  const floor = await floorManager(await people.staff('manager'));
  const first = await floor.createTable();
  const second = await floor.createTable();
  const player = await people.signedInPlayer();
  await page.goto('/dashboard');

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await expect(desk).toHaveURL(/\/staff\/floor$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Floor' })).toBeVisible();
  const card = tableCard(desk, first.name);
  await expect(gameSectionOf(desk, first.name).getByText('Nobody is waiting.')).toBeVisible();

  // The player joins on the phone; the console shows them within 2 s, without a reload.
  await page.getByRole('article', { name: first.name }).getByRole('button', { name: 'Join Wait-List' }).click();
  const list = gameListOf(desk, first.name);
  await expect(list.getByText(player.nickname)).toBeVisible({ timeout: 2000 });

  // Seat from the console: the phone shows the assignment and moves to the table. The dialog closes itself
  // after 2 s, so the phone's page records it (reading it from here raced its close on a loaded machine).
  const watch = await watchSeatDialog(page);
  await list.getByRole('button', { name: `Seat ${player.nickname} at ${first.name}` }).click();
  const dialog = desk.getByRole('dialog', { name: `Seat a player · ${first.name}` });
  await dialog.getByLabel('Seat', { exact: true }).selectOption('2');
  await dialog.getByRole('button', { name: `Seat ${player.nickname}` }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: new RegExp(`^Seat 2: ${player.first_name}`) })).toBeVisible();
  const seen = await watch.seen();
  expect(seen.details.slice(0, 2)).toEqual([first.name, '2']);
  await page.waitForURL(`**/table/${first.id}`, { timeout: 3000 });

  // A table change: the session goes with the player, and the phone follows to the new table.
  await card.getByRole('button', { name: new RegExp(`^Seat 2: ${player.first_name}`) }).click();
  await desk.getByRole('button', { name: 'Move player' }).click();
  const move = desk.getByRole('dialog', { name: `Move ${player.first_name} ${player.last_name}` });
  await move.getByLabel('To table').selectOption(String(second.id));
  await move.getByLabel('Seat').selectOption('4');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move).toBeHidden();
  await expect(
    tableCard(desk, second.name).getByRole('button', { name: new RegExp(`^Seat 4: ${player.first_name}`) }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: `Seat 2 at ${first.name} is open: seat a player` })).toBeVisible();
  await page.waitForURL(`**/table/${second.id}`, { timeout: 5000 });
  await expectNoSeriousAxeViolations(desk);
  await desk.context().close();
});

test('two consoles race for one seat: exactly one seats its player, the other says why and shows the map as it is', async ({
  browser,
  people,
}) => {
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable({ maxPlayers: 2 });
  const [a, b] = [await people.approvedPlayer(), await people.approvedPlayer()];
  for (const player of [a, b]) await joinListAsPlayer(browser, player, table.id);

  const [one, two] = await Promise.all([
    openConsole(browser, 'e2e-manager@club.test'),
    openConsole(browser, 'e2e-admin@club.test'),
  ]);
  const pick = async (desk: Page, playerId: number) => {
    const card = tableCard(desk, table.name);
    await card.getByRole('button', { name: `Seat 1 at ${table.name} is open: seat a player` }).click();
    const dialog = desk.getByRole('dialog', { name: `Seat a player · ${table.name}` });
    await dialog.getByLabel('Player from the wait-list').selectOption(String(playerId));
    return dialog;
  };
  const [dialogOne, dialogTwo] = await Promise.all([pick(one, a.id), pick(two, b.id)]);
  await Promise.all([
    dialogOne.getByRole('button', { name: /^Seat / }).click(),
    dialogTwo.getByRole('button', { name: /^Seat / }).click(),
  ]);
  const refused = await Promise.race([
    dialogOne
      .getByRole('alert')
      .waitFor()
      .then(() => 'one'),
    dialogTwo
      .getByRole('alert')
      .waitFor()
      .then(() => 'two'),
  ]);
  const winnerDialog = refused === 'one' ? dialogTwo : dialogOne;
  await expect(winnerDialog).toBeHidden();
  const loserDialog = refused === 'one' ? dialogOne : dialogTwo;
  await expect(loserDialog.getByRole('alert')).toContainText(/seat/i);
  await loserDialog.getByRole('button', { name: 'Cancel' }).click();
  // Exactly one player holds seat 1 on both consoles.
  for (const desk of [one, two]) {
    await expect(tableCard(desk, table.name).getByRole('button', { name: /^Seat 1: / })).toHaveCount(1);
  }
  await one.context().close();
  await two.context().close();
});

test('a cashier sees no floor; a manager deactivated while the console is open is signed out with the reason', async ({
  browser,
  people,
}) => {
  const cashier = await openConsole(browser, 'e2e-cashier@club.test');
  await expect(cashier).toHaveURL(/\/staff\/cage$/);
  const nav = cashier.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Cage', 'Players']);
  await cashier.goto('/staff/floor');
  await expect(cashier).toHaveURL(/\/staff\/cage$/);
  await expect(cashier.getByRole('heading', { level: 1, name: 'Floor' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(cashier);
  await cashier.context().close();

  const admin = await people.staff('super_admin');
  const email = `e2e-floor-${randomUUID().slice(0, 8)}@club.test`;
  const created = await admin.post('/api/staff/accounts', {
    data: { email, name: 'Night Floor', password: STAFF_PASSWORD, role: 'manager' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  const desk = await openConsole(browser, email);
  await expect(desk.getByRole('heading', { level: 1, name: 'Floor' })).toBeVisible();
  await expect(desk.getByText('Live', { exact: true })).toBeVisible();
  const off = await admin.patch(`/api/staff/accounts/${id}`, { data: { isActive: false } });
  expect(off.ok(), await off.text()).toBe(true);
  // Pushed at once; the expect's default timeout leaves room for a loaded machine (not a latency budget).
  await expect(desk.getByText('Your staff account was deactivated')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Signing in again says the account is deactivated, in words.
  await desk.getByLabel('Password').fill(STAFF_PASSWORD);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByText('This staff account has been deactivated')).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await desk.context().close();
});

test('the console sign-in says what went wrong with a wrong password', async ({ page }) => {
  await page.setViewportSize(DESK);
  await page.goto('/staff');
  await page.getByLabel('Email').fill('e2e-manager@club.test');
  await page.getByLabel('Password').fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expectNoSeriousAxeViolations(page);
});

test('closing a table with a player seated is refused naming them; released, the table closes', async ({
  browser,
  people,
}) => {
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable();
  const player = await people.approvedPlayer();
  await joinListAsPlayer(browser, player, table.id);
  await floor.seat(table.id, player.id, 1);

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  const card = tableCard(desk, table.name);
  await card.getByRole('button', { name: 'Close table' }).click();
  const closing = desk.getByRole('dialog', { name: `Close ${table.name}?` });
  await closing.getByRole('button', { name: 'Close table' }).click();
  await expect(closing.getByRole('alert')).toContainText(`Seat 1 ${player.first_name} ${player.last_name}`);
  await closing.getByRole('button', { name: 'Cancel' }).click();

  await card.getByRole('button', { name: new RegExp(`^Seat 1: ${player.first_name}`) }).click();
  await desk.getByRole('button', { name: 'Release seat' }).click();
  const release = desk.getByRole('dialog', { name: `Release seat 1 · ${table.name}` });
  await release.getByLabel('Note for the cage').fill('Went home; settles tomorrow');
  await release.getByRole('button', { name: 'Release seat' }).click();
  await expect(card.getByRole('button', { name: `Seat 1 at ${table.name} is open: seat a player` })).toBeVisible();

  await card.getByRole('button', { name: 'Close table' }).click();
  await closing.getByRole('button', { name: 'Close table' }).click();
  await expect(closing).toBeHidden();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await desk.context().close();
});

/** Buttons, links and fields on screen smaller than 44x44 px (the tablet's touch targets), named. */
const smallTargets = (consolePage: Page) =>
  consolePage.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], select, input, textarea, [role="button"]')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent?.trim()} ${box.width}x${box.height}`),
  );

test('the floor map at 1280x800, 1024x768 and 390 px: no sideways scroll, 44 px targets, axe; screenshots attached', async ({
  browser,
  people,
}, testInfo) => {
  const floor = await floorManager(await people.staff('manager'));
  // A long game name: its section's heading truncates rather than widen the page.
  const gameType = `Pot Limit Omaha Hi-Lo Deepstack ${randomUUID().slice(0, 6)}`;
  const table = await floor.createTable({ gameType });
  const [seated, waiting] = [await people.approvedPlayer(), await people.approvedPlayer()];
  for (const player of [seated, waiting]) await joinListAsPlayer(browser, player, table.id);
  const { seatId } = await floor.seat(table.id, seated.id, 3);
  await floor.correctStart(seatId, new Date(Date.now() - 130 * 60_000));

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  const card = tableCard(desk, table.name);
  await expect(card.getByRole('button', { name: new RegExp(`^Seat 3: ${seated.first_name}`) })).toBeVisible();
  await expect(gameListOf(desk, table.name)).toContainText(waiting.nickname);
  // An action's toast is on screen too: its close button is a target like any other.
  await card.getByRole('button', { name: 'Edit table' }).click();
  await desk
    .getByRole('dialog', { name: `Edit ${table.name}` })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(desk.getByRole('region', { name: /Notifications/ }).getByText('Table saved')).toBeVisible();
  // The shared e2e club's floor holds every earlier test's tables by now (axe over a hundred of them took
  // most of this test's 90 s on a loaded machine): this test looks at its own game through the Game filter.
  // A room of 40 tables is floor-big-room.spec.ts's.
  await desk.getByLabel('Game').selectOption(gameType);
  await expect(desk.getByTestId('floor-game-section')).toHaveCount(1);

  for (const [width, height, name] of [
    [1280, 800, 'floor-1280x800'],
    [1024, 768, 'floor-1024x768'],
    [390, 844, 'floor-390'],
  ] as const) {
    await desk.setViewportSize({ width, height });
    await card.scrollIntoViewIfNeeded();
    await testInfo.attach(name, { body: await desk.screenshot(), contentType: 'image/png' });
    const { scrollWidth, clientWidth } = await desk.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    expect(await smallTargets(desk), `${name}: targets under 44 px`).toEqual([]);
    await expectNoSeriousAxeViolations(desk);
  }
  await desk.context().close();
});

test('the floor filters its tables by game and by status', async ({ browser, people }) => {
  const floor = await floorManager(await people.staff('manager'));
  const game = `Short Deck ${randomUUID().slice(0, 4)}`;
  const holdem = await floor.createTable();
  const running = await floor.createTable({ gameType: game });
  const paused = await floor.createTable({ gameType: game, status: 'inactive' });

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await expect(tableCard(desk, holdem.name)).toBeVisible();
  await desk.getByLabel('Game').selectOption(game);
  await expect(tableCard(desk, running.name)).toBeVisible();
  await expect(tableCard(desk, paused.name)).toBeVisible();
  await expect(tableCard(desk, holdem.name)).toHaveCount(0);
  await desk.getByLabel('Status').selectOption('inactive');
  await expect(tableCard(desk, paused.name)).toBeVisible();
  await expect(tableCard(desk, running.name)).toHaveCount(0);
  await desk.getByLabel('Game').selectOption('all');
  await desk.getByLabel('Status').selectOption('active');
  await expect(tableCard(desk, holdem.name)).toBeVisible();
  await expect(tableCard(desk, running.name)).toBeVisible();
  await expect(tableCard(desk, paused.name)).toHaveCount(0);
  await desk.context().close();
});

test('a role change reaches the open console live: the navigation is redrawn for the new role, with a toast', async ({
  browser,
  people,
}) => {
  const admin = await people.staff('super_admin');
  const email = `e2e-role-${randomUUID().slice(0, 8)}@club.test`;
  const created = await admin.post('/api/staff/accounts', {
    data: { email, name: 'Role Change', password: STAFF_PASSWORD, role: 'manager' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  const desk = await openConsole(browser, email);
  await expect(desk.getByRole('heading', { level: 1, name: 'Floor' })).toBeVisible();
  await expect(desk.getByText('Live', { exact: true })).toBeVisible();
  const changed = await admin.patch(`/api/staff/accounts/${id}`, { data: { role: 'cashier' } });
  expect(changed.ok(), await changed.text()).toBe(true);
  await expect(desk.getByRole('region', { name: /Notifications/ }).getByText('Your role changed')).toBeVisible({
    timeout: 3000,
  });
  const nav = desk.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Cage', 'Players']);
  await expect(desk).toHaveURL(/\/staff\/cage$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Floor' })).toHaveCount(0);
  await desk.context().close();
});

test('a signed-out console shows its sign-in without an error in the browser console (issue 27, item 13)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const load of [() => page.goto('/staff'), () => page.reload()]) {
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/staff/auth/session');
    await load();
    expect((await read).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('Move offers another running table first, never an inactive one, and says a seat change at the same table (issue 27, item 4)', async ({
  browser,
  people,
}) => {
  const floor = await floorManager(await people.staff('manager'));
  const own = await floor.createTable();
  const other = await floor.createTable();
  const dormant = await floor.createTable({ status: 'inactive' });
  const player = await people.approvedPlayer();
  await joinListAsPlayer(browser, player, own.id);
  await floor.seat(own.id, player.id, 2);

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  const card = tableCard(desk, own.name);
  await card.getByRole('button', { name: new RegExp(`^Seat 2: ${player.first_name}`) }).click();
  await desk.getByRole('button', { name: 'Move player' }).click();
  const move = desk.getByRole('dialog', { name: `Move ${player.first_name} ${player.last_name}` });
  const to = move.getByLabel('To table');
  // Another table is chosen at first, not the player's own (a silent seat change).
  await expect(to).not.toHaveValue(String(own.id));
  await expect(move.getByRole('button', { name: /^Move to / })).toBeVisible();
  const options = await to.locator('option').allTextContents();
  expect(options.some((text) => text.startsWith(other.name))).toBe(true);
  expect(options.some((text) => text.startsWith(dormant.name))).toBe(false);
  expect(options.at(-1)).toBe(`Change seat at ${own.name} (same table)`);

  await to.selectOption(String(own.id));
  await move.getByLabel('Seat').selectOption('5');
  await move.getByRole('button', { name: 'Change seat' }).click();
  await expect(move).toBeHidden();
  await expect(card.getByRole('button', { name: new RegExp(`^Seat 5: ${player.first_name}`) })).toBeVisible();
  await desk.context().close();
});

test('a game with two running tables and a paused one shows its wait-list once, with one Next to page, and Seat and Page choose the table (issue 27, item 3)', async ({
  browser,
  people,
}) => {
  const manager = await people.staff('manager');
  const floor = await floorManager(manager);
  const tag = randomUUID().slice(0, 6);
  const stakes = `25/50 ${tag}`;
  // One game (same type and stakes): two running tables and a paused one.
  const amber = await floor.createTable({ name: `Amber ${tag}`, stakes });
  const birch = await floor.createTable({ name: `Birch ${tag}`, stakes });
  await floor.createTable({ name: `Cedar ${tag}`, stakes, status: 'inactive' });
  const games = (await (await manager.get('/api/staff/games')).json()) as Array<{
    id: number;
    name: string;
    tables: Array<{ id: string }>;
  }>;
  const game = games.find((g) => g.tables.some((t) => t.id === String(amber.id)));
  expect(game?.tables).toHaveLength(3);
  // #1 asks for Amber (the spec's join with a table); #2 for any table of the game.
  const [first, second] = [await people.approvedPlayer(), await people.approvedPlayer()];
  await joinListAsPlayer(browser, first, amber.id);
  const phone = await browser.newContext();
  expect(
    (await phone.request.post('/api/auth/signin', { data: { email: second.email, password: second.password } })).ok(),
  ).toBe(true);
  const joined = await phone.request.post(`/api/games/${game?.id}/waitlist`, { data: { preferredTableId: null } });
  expect(joined.ok(), await joined.text()).toBe(true);
  await phone.close();

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  const section = gameSectionOf(desk, amber.name);
  const list = gameListOf(desk, amber.name);
  await expect(list).toHaveAccessibleName(`Wait-list of ${game?.name}`);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Drawn once: each player once on the whole floor, one "Next to page" for the game (#1, for Amber).
  await expect(desk.getByRole('listitem').filter({ hasText: second.nickname })).toHaveCount(1);
  await expect(desk.getByRole('listitem').filter({ hasText: first.nickname })).toHaveCount(1);
  await expect(section.getByText('Next to page', { exact: true })).toHaveCount(1);
  await expect(
    list.getByRole('listitem').filter({ hasText: first.nickname }).getByText('Next to page', { exact: true }),
  ).toBeVisible();
  // The tables it can fill: the running ones with an open seat, never the paused one.
  await expect(section.getByText(`Can fill: ${amber.name} (6 open) · ${birch.name} (6 open)`)).toBeVisible();
  await expect(section.getByRole('region', { name: `Cedar ${tag}` })).toBeVisible();

  // Each row chooses its table: the preferred one, else the first with an open seat.
  const firstTable = list.getByLabel(`Table for ${first.nickname}`);
  const secondTable = list.getByLabel(`Table for ${second.nickname}`);
  await expect(firstTable).toHaveValue(String(amber.id));
  await expect(secondTable).toHaveValue(String(amber.id));
  await expect(firstTable.locator('option')).toHaveText([
    `${amber.name} · 6 open · preferred`,
    `${birch.name} · 6 open`,
  ]);

  // #2 paged to Birch: Birch's next to page (#1 waits for Amber), so no reason is asked; the page names Birch.
  await secondTable.selectOption(String(birch.id));
  await list.getByRole('button', { name: `Page ${second.nickname} to ${birch.name}` }).click();
  const secondRow = list.getByRole('listitem').filter({ hasText: second.nickname });
  await expect(secondRow.getByText(`to ${birch.name}`)).toBeVisible({ timeout: 2000 });
  await expect(desk.getByRole('dialog')).toBeHidden();

  // Seat #1 with the keyboard at Amber (the default): the dialog is Amber's.
  await list.getByRole('button', { name: `Seat ${first.nickname} at ${amber.name}` }).focus();
  await desk.keyboard.press('Enter');
  const dialog = desk.getByRole('dialog', { name: `Seat a player · ${amber.name}` });
  await dialog.getByRole('button', { name: `Seat ${first.nickname}` }).click();
  await expect(dialog).toBeHidden();
  // The list's own entries: a paged entry holds a list of its own (how the page went out, decision 141).
  await expect(list.locator(':scope > li')).toHaveCount(1, { timeout: 2000 });
  await expect(
    tableCard(desk, amber.name).getByRole('button', { name: new RegExp(`^Seat 1: ${first.first_name}`) }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await desk.context().close();
});

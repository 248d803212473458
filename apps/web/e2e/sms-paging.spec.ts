import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from './support/axe';
import { boardListOf, keep, live, newDisplayKey, openBoard } from './support/board';
import { openConsole } from './support/console';
import { floorManager, gameListOf, gameSectionOf } from './support/tables';
import { findTextTo } from './fixtures/sms-box';
import { expect, test } from './fixtures/test';

// Issue 31, "Paging that reaches the player" (decision 141): a walk-in guest added in the console is on the TV
// board, the floor pages them, the club's SMS gateway (a local one speaking Twilio's API, started by
// scripts/e2e.mjs for the shared server) takes the text, and its link answers the page on a phone with no
// session; the floor sees the text, the link opened and the answer. Reads the club-wide board: club-wide.
test(
  'a guest added in the console is on the TV board, is paged by SMS, and answers "On my way" from the text’s link on a phone (issue 31)',
  { tag: '@club-wide' },
  async ({ browser, people }, testInfo) => {
    test.slow();
    const manager = await people.staff('manager');
    const floor = await floorManager(manager);
    const table = await floor.createTable({ name: `Texts ${randomUUID().slice(0, 5)}`, maxPlayers: 6 });
    const tv = await newDisplayKey(manager, `Texts TV ${randomUUID().slice(0, 5)}`);
    const guestPhone = `96${String(Date.now()).slice(-8)}`;

    const desk = await openConsole(browser, 'e2e-manager@club.test');
    await desk.setViewportSize({ width: 1280, height: 800 });
    await desk.getByRole('link', { name: 'Floor' }).click();
    const section = gameSectionOf(desk, table.name);
    await expect(section).toBeVisible();
    const board = await openBoard(browser, tv.path);
    await expect(live(board)).toBeVisible();

    // The floor adds a walk-in guest: a name and a mobile number, no account.
    await section.getByRole('button', { name: /^Add to the .* list$/ }).click();
    const dialog = desk.getByRole('dialog', { name: /^Add to list · / });
    await dialog.getByRole('button', { name: 'Guest (no account)' }).click();
    await dialog.getByLabel('Guest’s name').fill('Ravi Menon');
    await dialog.getByLabel('Mobile number').fill(guestPhone);
    await dialog.getByRole('button', { name: /^Add / }).click();
    await expect(dialog).toBeHidden();
    const row = gameListOf(desk, table.name).getByRole('listitem').filter({ hasText: 'Ravi Menon' });
    await expect(row).toContainText(`Guest · ${guestPhone}`);
    const boardList = boardListOf(board, table.name);
    await expect(boardList.getByRole('listitem').first()).toContainText('R. M.');

    // The floor pages the guest: the gateway takes the text, and the floor's entry says it was texted.
    await row.getByRole('button', { name: 'Page Ravi Menon' }).click();
    await expect(row.getByText(/Paged · [45]:\d\d left/)).toBeVisible();
    const text = await findTextTo(guestPhone);
    expect(text.body).toContain(`your seat is ready at ${table.name}`);
    const link = /https?:\/\/\S+\/p\/\S+$/.exec(text.body)?.[0];
    expect(link, text.body).toBeTruthy();
    await expect(row.getByRole('list', { name: 'How the page went out' })).toContainText(/texted \d{1,2}:\d\d [ap]m/);

    // The text's link on a phone, with no session: the table, the seat, the hold and the three answers.
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await phoneContext.newPage();
    await phone.goto(link as string);
    await expect(phone.getByRole('heading', { name: 'Ravi, your seat is ready' })).toBeVisible();
    await expect(phone.getByText(table.name)).toBeVisible();
    await expect(phone.getByRole('timer')).toContainText(/[45]:\d\d/);
    await expect(phone.getByRole('button', { name: 'More time (+5 min)' })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Leave the list' })).toBeVisible();
    await expectNoSeriousAxeViolations(phone);
    await keep(phone, testInfo, 'page-link-390');
    await expect(row.getByRole('list', { name: 'How the page went out' })).toContainText(/link opened/);

    await phone.getByRole('button', { name: 'On my way' }).click();
    await expect(phone.getByRole('status').filter({ hasText: 'The floor knows' })).toHaveText(
      'The floor knows you are on your way',
    );
    await expect(phone.getByRole('button', { name: 'On my way' })).toHaveCount(0);
    await keep(phone, testInfo, 'page-link-answered-390');

    // The floor, live: the answer beside the text and the link's opening.
    await expect(row.getByText('On my way')).toBeVisible();
    await expect(row.getByRole('list', { name: 'How the page went out' })).toContainText(
      /texted \d{1,2}:\d\d [ap]m.*link opened \d{1,2}:\d\d [ap]m/,
    );
    await row.scrollIntoViewIfNeeded();
    await keep(desk, testInfo, 'floor-entry-texted-1280x800');

    // The link answers once: opened again, it shows the answer and no buttons.
    await phone.reload();
    await expect(phone.getByRole('status').filter({ hasText: 'The floor knows' })).toHaveText(
      'The floor knows you are on your way',
    );
    await expect(phone.getByRole('button', { name: 'Leave the list' })).toHaveCount(0);
    await phoneContext.close();
  },
);

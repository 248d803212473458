import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { boardListOf, keep, live, newDisplayKey, openBoard } from './support/board';
import { openConsole } from './support/console';
import { floorManager, gameListOf, gameSectionOf } from './support/tables';
import { expect, test } from './fixtures/test';

/**
 * Every button, text box and list of the dialog is a 44 px target at least (the kit's corner × of every dialog
 * is left out: Cancel and Escape do the same).
 */
async function expectTouchTargets(dialog: ReturnType<Page['getByRole']>) {
  const controls = dialog.locator(
    'button:visible:not([aria-label="Close"]), input:visible:not([type="checkbox"]), select:visible',
  );
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await controls.nth(i).boundingBox();
    expect(box?.height ?? 0, await controls.nth(i).evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(
      44,
    );
  }
}

// Issue 31, "Anyone on a list": the floor adds a player found as it types and a walk-in guest (a name and a mobile
// number, no account); the room's TV shows the guest's initials; seating the guest asks for an account first (the
// club's default, decision 131). Reads the club-wide board, so it runs in the club-wide project.
test(
  'the floor adds a player found as it types and a walk-in guest to a game’s list; the TV shows the guest’s initials; seating the guest asks for an account first (issue 31)',
  { tag: '@club-wide' },
  async ({ browser, people }, testInfo) => {
    test.slow();
    const manager = await people.staff('manager');
    const floor = await floorManager(manager);
    const table = await floor.createTable({ name: `Walk-ins ${randomUUID().slice(0, 5)}`, maxPlayers: 6 });
    const tv = await newDisplayKey(manager, `Walk-ins TV ${randomUUID().slice(0, 5)}`);
    const player = await people.approvedPlayer();
    const unapproved = await people.verifiedPlayer();
    const guestPhone = `97${String(Date.now()).slice(-8)}`;

    const desk = await openConsole(browser, 'e2e-manager@club.test');
    await desk.getByRole('link', { name: 'Floor' }).click();
    const section = gameSectionOf(desk, table.name);
    await expect(section).toBeVisible();

    // A player found as the floor types: the unapproved one is marked and cannot be chosen.
    await section.getByRole('button', { name: /^Add to the .* list$/ }).click();
    const dialog = desk.getByRole('dialog', { name: /^Add to list · / });
    await expect(dialog).toBeVisible();
    const search = dialog.getByLabel('Find a player');
    await search.fill(unapproved.last_name);
    const refused = dialog.getByRole('list', { name: 'Players found' }).getByRole('button').first();
    await expect(refused).toContainText(/KYC \w+: not approved/);
    await expect(refused).toBeDisabled();
    await search.fill(player.last_name);
    const found = dialog
      .getByRole('list', { name: 'Players found' })
      .getByRole('button', { name: new RegExp(player.last_name) });
    await expect(found).toBeEnabled();
    await found.click();
    await expect(found).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxeViolations(desk);
    await expectTouchTargets(dialog);
    await keep(desk, testInfo, 'floor-add-player-1280x800');
    await dialog.getByRole('button', { name: `Add ${player.first_name} ${player.last_name}` }).click();
    await expect(dialog).toBeHidden();
    const list = gameListOf(desk, table.name);
    await expect(list.getByRole('listitem').first()).toContainText(player.nickname);

    // The room's TV, open while the guest is added: a change turns the board to its table.
    const board = await openBoard(browser, tv.path);
    await expect(live(board)).toBeVisible();

    // A walk-in guest, by keyboard: the name and the number, Enter adds them.
    await section.getByRole('button', { name: /^Add to the .* list$/ }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Guest (no account)' }).press('Enter');
    await expect(dialog.getByRole('button', { name: 'Guest (no account)' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByLabel('Guest’s name').fill('Zoya Khan');
    await dialog.getByLabel('Mobile number').fill(`+${guestPhone.slice(0, 2)} ${guestPhone.slice(2)}`);
    await dialog.getByLabel('Notes').fill('Walk-in at the desk');
    await dialog.getByLabel('Mobile number').focus();
    await desk.setViewportSize({ width: 1024, height: 768 });
    await expectNoSeriousAxeViolations(desk);
    await expectTouchTargets(dialog);
    await keep(desk, testInfo, 'floor-add-guest-1024x768');
    await desk.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const guestRow = list.getByRole('listitem').filter({ hasText: 'Zoya Khan' });
    await expect(guestRow).toContainText('#2');
    await expect(guestRow).toContainText(`Guest · ${guestPhone}`);
    await keep(desk, testInfo, 'floor-guest-on-list-1024x768');
    await desk.setViewportSize({ width: 1280, height: 800 });

    // The room's TV: the guest by initials, never the name or the number.
    const boardList = boardListOf(board, table.name);
    await expect(boardList.getByRole('listitem').nth(1)).toContainText('Z. K.');
    await expect(board.getByText('Zoya Khan')).toHaveCount(0);
    await expect(board.getByText(guestPhone)).toHaveCount(0);
    await keep(board, testInfo, 'board-guest-initials-1920x1080');

    // Seating the guest: the club's default asks for a player account first; the guest keeps the place.
    await guestRow.getByRole('button', { name: `Seat Zoya Khan at ${table.name}` }).click();
    const seatDialog = desk.getByRole('dialog', { name: `Seat a player · ${table.name}` });
    await expect(seatDialog).toBeVisible();
    await seatDialog.getByRole('button', { name: 'Seat Zoya Khan' }).click();
    await expect(seatDialog.getByRole('alert')).toContainText('create the player’s account');
    await expectNoSeriousAxeViolations(desk);
    await keep(desk, testInfo, 'floor-seat-guest-account-first-1280x800');
    await seatDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(guestRow).toContainText('#2');

    // The guest makes an account at the desk; the floor links the entry to it, and the player keeps place 2.
    const account = await people.approvedPlayer();
    await guestRow.getByRole('button', { name: 'Link Zoya Khan to a player account' }).click();
    const linkDialog = desk.getByRole('dialog', { name: 'Link Zoya Khan to an account' });
    await linkDialog.getByLabel('Find a player').fill(account.last_name);
    await linkDialog
      .getByRole('list', { name: 'Players found' })
      .getByRole('button', { name: new RegExp(account.last_name) })
      .click();
    await expectNoSeriousAxeViolations(desk);
    await linkDialog.getByRole('button', { name: `Link to ${account.first_name} ${account.last_name}` }).click();
    await expect(linkDialog).toBeHidden();
    const linkedRow = list.getByRole('listitem').filter({ hasText: account.nickname });
    await expect(linkedRow).toContainText('#2');
    await expect(list.getByRole('listitem').filter({ hasText: 'Zoya Khan' })).toHaveCount(0);
    await board.context().close();
  },
);

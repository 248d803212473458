import { expectNoSeriousAxeViolations } from './support/axe';
import { cashierConsole, counterOperation, findPlayer, openShift } from './support/cage';
import { openConsole } from './support/console';
import { floorManager, joinListAsPlayer } from './support/tables';
import { createTournament } from './support/tournaments';
import { expect, test } from './fixtures/test';

test('a cashier works a shift: cash in with a double click moves money once, the phone sees it live, a reversal, a blind close', async ({
  browser,
  page,
  people,
}) => {
  const admin = await people.staff('super_admin');
  const player = await people.signedInPlayer();
  await page.goto('/dashboard?tab=balance');
  await expect(page.getByTestId('total-balance')).toHaveText('₹0.00');

  const cage = await cashierConsole(browser, admin);
  await openShift(cage, '5000');
  await findPlayer(cage, player.email, player.first_name);
  // The KYC photo on file shows on the card (a real image the browser decoded).
  const photo = cage.getByRole('img', { name: `${player.first_name} ${player.last_name}, as on file for KYC` });
  await expect(photo).toBeVisible();
  // Visible is not yet loaded: wait for the browser to decode it (on a busy machine that comes later).
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(cage);

  const dialog = await counterOperation(cage, 'Cash in', '2500', { doubleClick: true });
  await expect(dialog.getByRole('region', { name: 'Receipt' })).toContainText('₹2,500.00');
  await expectNoSeriousAxeViolations(cage);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('total-balance')).toHaveText('₹2,500.00', { timeout: 2000 });
  const rows = cage.getByRole('list', { name: 'Last transactions' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);

  await rows.first().getByRole('button', { name: 'Reverse' }).click();
  const reverse = cage.getByRole('dialog');
  await reverse.getByLabel('Reason').fill('Counted twice');
  await reverse.getByRole('button', { name: 'Reverse' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('total-balance')).toHaveText('₹0.00', { timeout: 2000 });

  await cage.getByRole('button', { name: 'Close shift (blind count)' }).click();
  await expect(cage.getByText(/Expected ₹/)).toHaveCount(0);
  await cage.getByLabel('Cash counted (₹)').fill('5000');
  await cage.getByRole('button', { name: 'Close shift', exact: true }).click();
  await expect(cage.getByText(/Expected ₹5,000\.00, counted ₹5,000\.00, variance/)).toBeVisible();
  await cage.context().close();
});

test('with no shift open the cage says "Open a shift first", its money forms are off, and its button leads to opening one', async ({
  browser,
  people,
}) => {
  const admin = await people.staff('super_admin');
  const player = await people.approvedPlayer();
  const cage = await cashierConsole(browser, admin);
  const first = cage.getByRole('status').filter({ hasText: 'Open a shift first' });
  await expect(first).toBeVisible();
  await findPlayer(cage, player.email, player.first_name);
  for (const operation of ['Cash in', 'Cash out (withdrawal)', 'Issue credit']) {
    await expect(cage.getByRole('button', { name: operation, exact: true })).toBeDisabled();
  }
  await expectNoSeriousAxeViolations(cage);

  await first.getByRole('button', { name: 'Open a shift' }).click();
  await expect(cage.getByLabel('Opening float (₹)')).toBeFocused();
  await cage.keyboard.type('2000');
  await cage.keyboard.press('Enter');
  await expect(cage.getByRole('button', { name: 'Close shift (blind count)' })).toBeVisible();
  await expect(first).toHaveCount(0);
  await expect(cage.getByRole('button', { name: 'Cash in', exact: true })).toBeEnabled();
  await cage.context().close();
});

test('an amount above the club limit waits for a second person; a super admin approves it in another console', async ({
  browser,
  people,
}) => {
  const admin = await people.staff('super_admin');
  const player = await people.approvedPlayer();
  const cage = await cashierConsole(browser, admin);
  await openShift(cage, '1000');
  await findPlayer(cage, player.email, player.first_name);
  const dialog = await counterOperation(cage, 'Cash in', '150000');
  await expect(dialog.getByText('Waiting for a second person')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  const approvals = cage.getByRole('region', { name: /Waiting for approval/ });
  await expect(approvals).toContainText('Another staff member must approve your request.');

  const boss = await openConsole(browser, 'e2e-super_admin@club.test');
  await boss.getByRole('link', { name: 'Cage' }).click();
  const item = boss
    .getByRole('region', { name: /Waiting for approval/ })
    .getByRole('listitem')
    .filter({ hasText: `${player.first_name} ${player.last_name}` });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);
  // The cashier's card shows the money moved, live.
  await expect(cage.getByRole('definition').filter({ hasText: '₹1,50,000.00' }).first()).toBeVisible();
  await boss.context().close();
  await cage.context().close();
});

test("picking another player drops everything of the last one: the entry's tournament, payment and receipt (issue 38, item 7)", async ({
  browser,
  people,
}) => {
  const { name } = await createTournament(await people.staff('manager'), {
    name: 'E2E Switch',
    buyIn: '1000',
    fee: '100',
  });
  const [first, second] = [await people.approvedPlayer(), await people.approvedPlayer()];
  const cage = await cashierConsole(browser, await people.staff('super_admin'));
  await openShift(cage, '1000');
  await findPlayer(cage, first.email, first.first_name);
  const panel = cage.getByRole('region', { name: 'Tournament entry' });
  await panel.getByLabel('Tournament').selectOption({ label: `${name} (₹1,000.00)` });
  await panel.getByLabel('Payment').selectOption('cash');
  await panel.getByRole('button', { name: `Enter ${first.first_name} ${first.last_name}` }).click();
  await expect(panel.getByRole('status', { name: 'Entry receipt' })).toContainText(first.last_name);
  // The next sale's choice, made for the first player and never for the second.
  await panel.getByLabel('Payment').selectOption('balance');

  await findPlayer(cage, second.email, `${second.first_name} ${second.last_name}`);
  await expect(cage.getByRole('heading', { level: 2, name: new RegExp(second.last_name) })).toBeVisible();
  await expect(panel.getByRole('status', { name: 'Entry receipt' })).toHaveCount(0);
  await expect(panel.getByLabel('Tournament')).toHaveValue('');
  await expect(panel.getByLabel('Payment')).toHaveValue('cash');
  await expect(panel.getByRole('button', { name: `Enter ${second.first_name} ${second.last_name}` })).toBeDisabled();
  await expect(panel.getByRole('list', { name: /entries/ })).toHaveCount(0);
  await cage.context().close();
});

test('a seat the floor released is settled at the cage with a table cash-out', async ({ browser, people }) => {
  const admin = await people.staff('super_admin');
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable();
  const player = await people.approvedPlayer();
  await joinListAsPlayer(browser, player, table.id);
  const { seatId } = await floor.seat(table.id, player.id, 2);
  const manager = await people.staff('manager');
  const released = await manager.post(`/api/staff/seats/${seatId}/release`, { data: { note: 'Left early' } });
  expect(released.ok(), await released.text()).toBe(true);

  const cage = await cashierConsole(browser, admin);
  await openShift(cage, '1000');
  const seat = cage
    .getByRole('region', { name: /Released seats to settle/ })
    .getByRole('listitem')
    .filter({ hasText: `${player.first_name} ${player.last_name}` });
  await expect(seat).toContainText(`${table.name}, seat 2`);
  await expect(seat).toContainText('unpaid');
  await seat.getByRole('button', { name: 'Settle' }).click();
  const dialog = cage.getByRole('dialog');
  await dialog.getByLabel('Amount (₹)').fill('3200');
  // Its buy-in was never recorded: the cashier must say how it was paid (decision 104), nothing assumed.
  await expect(dialog.getByRole('group', { name: /The buy-in of ₹5,000\.00 is not recorded as paid/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Say how the buy-in was paid')).toBeVisible();
  await dialog.getByRole('radio', { name: /Cash at the table/ }).check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Buy-in of ₹5,000.00 paid: cash at the table')).toBeVisible();
  await dialog.getByRole('button', { name: /^Confirm / }).click();
  await expect(dialog.getByRole('region', { name: 'Receipt' })).toContainText('₹3,200.00');
  await expect(dialog.getByRole('region', { name: 'Receipt' })).toContainText('cash at the table');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(seat).toHaveCount(0);
  await cage.context().close();
});

test('an unpaid buy-in: the floor and the phone show it unpaid, the cage lists it, the cashier records it as cash at the table, and it reads paid everywhere, live', async ({
  browser,
  page,
  people,
}) => {
  const admin = await people.staff('super_admin');
  const manager = await people.staff('manager');
  const floor = await floorManager(manager);
  const table = await floor.createTable();
  const player = await people.signedInPlayer();
  const joined = await page.request.post('/api/seat-requests', { data: { playerId: player.id, tableId: table.id } });
  expect(joined.ok(), await joined.text()).toBe(true);
  const { seatId } = await floor.seat(table.id, player.id, 4, '2000');
  await page.goto('/dashboard?tab=game');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  await expect(page.getByText('₹2,000.00 · unpaid').first()).toBeVisible();
  const floorSeat = async () =>
    (await (await manager.get('/api/staff/floor')).text()).match(
      new RegExp(`"seatId":${seatId},[^}]*"buyInPaid":"([\\d.]+)"`),
    )?.[1];
  expect(await floorSeat()).toBe('0.00');

  const cage = await cashierConsole(browser, admin);
  await openShift(cage, '1000');
  const unpaid = cage
    .getByRole('region', { name: /Unpaid buy-ins/ })
    .getByRole('listitem')
    .filter({ hasText: `${player.first_name} ${player.last_name}` });
  await expect(unpaid).toContainText(`${table.name}, seat 4`);
  await expect(unpaid).toContainText('₹2,000.00 unpaid');
  await expectNoSeriousAxeViolations(cage);
  await unpaid.getByRole('button', { name: 'Record buy-in' }).click();
  const dialog = cage.getByRole('dialog');
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('2000.00');
  await dialog.getByRole('radio', { name: /Cash at the table/ }).check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Paid: cash at the table')).toBeVisible();
  await dialog.getByRole('button', { name: /^Confirm / }).click();
  await expect(dialog.getByRole('region', { name: 'Receipt' })).toContainText('cash at the table');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(unpaid).toHaveCount(0);
  await expect(page.getByText('₹2,000.00 · paid').first()).toBeVisible({ timeout: 2000 });
  expect(await floorSeat()).toBe('2000.00');
  await cage.context().close();
});

test("a super admin approves a player's credit request at the cage's credit desk; the phone shows the credit live", async ({
  browser,
  page,
  people,
}) => {
  const player = await people.signedInPlayer();
  await page.goto('/dashboard?tab=balance');
  await expect(page.getByText('Available Credit Balance')).toHaveCount(0);
  // A cashier has the player's card open: the request shows there as soon as it is made.
  const cashier = await cashierConsole(browser, await people.staff('super_admin'));
  await findPlayer(cashier, player.email, player.first_name);
  const waiting = cashier.getByRole('list', { name: 'Credit requests waiting' });
  await expect(cashier.getByRole('heading', { level: 3, name: 'Credit requests waiting' })).toBeVisible();
  await expect(waiting.getByRole('listitem')).toHaveCount(0);
  const asked = await page.request.post('/api/credit-requests', {
    data: { playerId: player.id, requestedAmount: '20000', requestNote: 'Friday game' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await expect(waiting).toContainText('₹20,000.00');
  await expect(waiting).toContainText('Friday game');

  const boss = await openConsole(browser, 'e2e-super_admin@club.test');
  await boss.getByRole('link', { name: 'Cage' }).click();
  const request = boss
    .getByRole('region', { name: /Credit requests/ })
    .getByRole('listitem')
    .filter({ hasText: `${player.first_name} ${player.last_name}` });
  await expect(request).toContainText('₹20,000.00');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(request).toHaveCount(0);
  await expect(page.getByText('Available Credit Balance')).toBeVisible({ timeout: 2000 });
  await expect(waiting.getByRole('listitem')).toHaveCount(0);
  await cashier.context().close();

  // On the player's card the super admin changes the limit.
  await findPlayer(boss, player.email, player.first_name);
  await boss.getByLabel(/^Credit limit \(now ₹20,000\.00\)/).fill('5000');
  await boss.getByRole('button', { name: 'Set limit' }).click();
  await expect(boss.getByRole('definition').filter({ hasText: '₹5,000.00' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(boss);
  await boss.context().close();
});

test("the day's log filters by the player, staff member and shift picked in a row; a shift's report opens from it and from the close, and prints on its own", async ({
  browser,
  people,
}) => {
  const admin = await people.staff('super_admin');
  const first = await people.approvedPlayer();
  const second = await people.approvedPlayer();
  const cage = await cashierConsole(browser, admin);
  await openShift(cage, '1000');
  for (const [player, amount] of [
    [first, '700'],
    [second, '300'],
  ] as const) {
    await findPlayer(cage, player.email, player.first_name);
    const dialog = await counterOperation(cage, 'Cash in', amount);
    await dialog.getByRole('button', { name: 'Done' }).click();
  }
  await cage.getByRole('button', { name: "Back to the day's log" }).click();
  // Names as the log shows them (every test player is an Asha; the last name is the test's own).
  const firstName = `${first.first_name} ${first.last_name}`;
  const secondName = `${second.first_name} ${second.last_name}`;

  const log = cage.getByRole('region', { name: "The day's log" });
  const logRows = log.getByRole('table', { name: 'Ledger rows' }).getByRole('row');
  await expect(logRows.filter({ hasText: secondName })).toHaveCount(1);
  await log
    .getByRole('button', { name: `Show only player ${firstName}` })
    .first()
    .click();
  await expect(log.getByRole('list', { name: 'Filters from rows' })).toContainText(`Player: ${firstName}`);
  await expect(logRows.filter({ hasText: secondName })).toHaveCount(0);
  await expect(logRows.filter({ hasText: firstName })).toHaveCount(1);
  await log.getByRole('button', { name: 'Remove the player filter' }).click();
  await expect(logRows.filter({ hasText: secondName })).toHaveCount(1);

  // The staff member of a row: only this cashier's two operations today.
  const bodyRows = logRows.filter({ has: cage.getByRole('cell') });
  await logRows
    .filter({ hasText: secondName })
    .getByRole('button', { name: /^Show only staff / })
    .click();
  await expect(log.getByRole('list', { name: 'Filters from rows' })).toContainText('Staff: Cage');
  await expect(bodyRows).toHaveCount(2);
  await log.getByRole('button', { name: 'Remove the staff filter' }).click();

  // The shift of a row: only its operations (both players'), and its report.
  await logRows
    .filter({ hasText: secondName })
    .getByRole('button', { name: /^Show only shift #/ })
    .click();
  await expect(bodyRows).toHaveCount(2);
  await log.getByRole('button', { name: 'Shift report' }).click();
  const report = cage.getByRole('dialog', { name: /^Shift #\d+ report$/ });
  await expect(report.getByTestId('shift-report-operation')).toHaveCount(2);
  await expect(report).toContainText('₹1,000.00');
  await expectNoSeriousAxeViolations(cage);
  // On paper only the report shows: no console header, no buttons.
  await cage.emulateMedia({ media: 'print' });
  await expect(cage.getByRole('region', { name: /^Shift #\d+$/ })).toBeVisible();
  await expect(cage.getByRole('banner')).toBeHidden();
  await expect(cage.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(cage.getByRole('region', { name: "The day's log" })).toBeHidden();
  await cage.emulateMedia({ media: 'screen' });
  await report.getByRole('button', { name: 'Close' }).last().click();

  await cage.getByRole('button', { name: 'Close shift (blind count)' }).click();
  await cage.getByLabel('Cash counted (₹)').fill('2000');
  await cage.getByRole('button', { name: 'Close shift', exact: true }).click();
  await cage
    .getByRole('region', { name: 'My shift' })
    .getByRole('button', { name: 'Shift report', exact: true })
    .click();
  await expect(report).toContainText('Counted cash₹2,000.00');
  await expect(report).toContainText('Variance₹0.00');
  await cage.context().close();
});

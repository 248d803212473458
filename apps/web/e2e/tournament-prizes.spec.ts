import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { openDashboard } from './support/players';
import { keepScreenshot } from './support/screenshots';
import { createTournament, registerFromBalance } from './support/tournaments';

// Issue 30: the desk pays the prizes of a finished small tournament; the winner's phone shows the
// notification and the balance at once; the figures screen shows the sums and the ledger check.

test('the desk pays the prizes of a finished tournament; the winner’s phone shows the notification and the balance; the figures add up', async ({
  browser,
  people,
}) => {
  test.slow();
  const manager = await people.staff('manager');
  // ₹1,000 buy-ins and ₹100 fees, ₹5,000 added: three players make a ₹8,000 pool, one place paid
  // (the club's table for 2 to 5 entries).
  const { id, name } = await createTournament(manager, {
    name: 'E2E Prizes',
    buyIn: '1000',
    addedMoney: '5000',
    fee: '100',
  });
  const players = [await people.approvedPlayer(), await people.approvedPlayer(), await people.approvedPlayer()];
  for (const player of players) await registerFromBalance(browser, await people.staff('cashier'), player, id);
  const [winner, second, third] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
  expect((await manager.post(`/api/staff/tournaments/${id}/clock`, { data: { action: 'start' } })).status()).toBe(200);

  // The winner's phone, open on the balance: ₹10,000 less ₹1,100.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await openDashboard(phone, winner.email, 'balance');
  await expect(phone.getByTestId('total-balance')).toHaveText('₹8,900.00');

  // The super admin's desk on the tournament's payouts: the winner is still playing with two others.
  const desk = await openConsole(browser, 'e2e-super_admin@club.test');
  // Signed in (the form's answer) before the address changes.
  await expect(desk.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  await desk.goto(`/staff/tournaments?payouts=${id}`);
  await expect(desk.getByRole('heading', { level: 1, name: `Payouts: ${name}` })).toBeVisible();
  const prizes = desk.getByRole('region', { name: 'Prizes' });
  await expect(prizes).toContainText('Still playing for 1st');
  await expect(prizes.getByRole('button', { name: 'Pay prizes' })).toHaveCount(0);

  // Two busts from the floor: the desk follows live, and the Pay prizes button appears.
  for (const [player, by] of [
    [third, winner],
    [second, winner],
  ] as const) {
    const bust = await manager.post(`/api/staff/tournaments/${id}/eliminations`, {
      data: { playerId: player.id, eliminatorId: by.id },
    });
    expect(bust.status(), await bust.text()).toBe(200);
  }
  await expect(prizes.getByRole('row', { name: /1st .* ₹8,000\.00 Not paid/ })).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'console-prizes-ready-1280');

  await prizes.getByRole('button', { name: 'Pay prizes' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Pay the prizes?' });
  await expect(confirm).toContainText('₹8,000.00 to 1 player');
  await confirm.getByRole('button', { name: 'Pay prizes' }).click();
  const receipt = desk.getByRole('dialog', { name: 'Prize receipts' });
  await expect(receipt.getByRole('region', { name: 'Receipt' })).toContainText(
    `${winner.first_name} ${winner.last_name}`,
  );
  await expect(receipt.getByRole('region', { name: 'Receipt' })).toContainText('₹8,000.00');
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'console-prize-receipt-1280');
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(prizes.getByRole('row', { name: /1st .* ₹8,000\.00 Paid/ })).toBeVisible();

  // The phone: the notification and the new balance, live.
  await expect(phone.getByTestId('notification-bubble').filter({ hasText: 'You finished 1st' })).toContainText(
    'You finished 1st: ₹8,000.00 added to your balance',
  );
  await expect(phone.getByTestId('total-balance')).toHaveText('₹16,900.00');
  await expectNoSeriousAxeViolations(phone);
  await keepScreenshot(phone, 'phone-prize-paid-390');

  // A second payment pays nothing more: the button is gone once everything is paid.
  await expect(prizes.getByRole('button', { name: 'Pay prizes' })).toHaveCount(0);

  // The figures: the sums, the places and the ledger check.
  await desk.getByRole('button', { name: 'Figures' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Figures: ${name}` })).toBeVisible();
  const sheet = desk.getByRole('region', { name: 'Tournament figures' });
  for (const [label, value] of [
    ['Entries', '3'],
    ['Buy-ins', '₹3,000.00'],
    ['Fees (the house)', '₹300.00'],
    ['Added money', '₹5,000.00'],
    ['Prize pool', '₹8,000.00'],
    ['Prizes paid', '₹8,000.00'],
    ['Ledger check (rows + fees − added money)', '₹0.00'],
  ]) {
    await expect(sheet).toContainText(`${label}${value}`);
  }
  await expect(sheet.getByRole('status')).toHaveText(
    'The ledger balances: every prize is paid and the rows sum to zero with the fees.',
  );
  await expect(
    sheet.getByRole('row', { name: new RegExp(`1st ${winner.first_name} ${winner.last_name}`) }),
  ).toContainText('₹8,000.00');
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'console-figures-1280');
  await desk.setViewportSize({ width: 1024, height: 768 });
  await keepScreenshot(desk, 'console-figures-1024');
  expect(await desk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const csv = await desk.request.get(`/api/staff/tournaments/${id}/figures.csv`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('Ledger check,0.00');
  await desk.getByRole('button', { name: 'Back to the desk' }).click();
  await desk.goto(`/staff/tournaments?payouts=${id}`);
  await expect(prizes.getByRole('row', { name: /1st .* ₹8,000\.00 Paid/ })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Paid places' })).toContainText('1 left of 3 entries');
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'console-prizes-paid-1024');

  // The winner's profile lists the result.
  await phone.goto('/dashboard?tab=profile');
  const results = phone.getByRole('region', { name: 'Tournament results' });
  await expect(results).toContainText(name);
  await expect(results).toContainText('1st place');
  await expect(results).toContainText('₹8,000.00');
  await keepScreenshot(phone, 'phone-profile-results-390');
});

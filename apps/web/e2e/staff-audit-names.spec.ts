import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { staffWalletCall } from './support/staff';

test('the audit log says what each row did, and finds a player and a staff member by name as you type', async ({
  browser,
  people,
}) => {
  const player = await people.approvedPlayer();
  const cashier = await people.staff('cashier');
  await staffWalletCall(cashier, player.id, 'cash-in', '1234');
  const fullName = `${player.first_name} ${player.last_name}`;

  const desk = await openConsole(browser, 'e2e-admin@club.test');
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  // The player, found by part of their name as typed, and chosen from the server's suggestions.
  const playerBox = desk.getByRole('combobox', { name: 'Player' });
  // Every test player is an Asha: the name as typed so far, not yet the whole of it.
  await playerBox.fill(fullName.slice(0, -1).toLowerCase());
  const suggestion = desk.getByRole('option', { name: new RegExp(fullName) });
  await expect(suggestion).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await playerBox.press('ArrowDown');
  await suggestion.click();
  const summaries = desk.getByTestId('audit-summary');
  await expect(summaries.first()).toHaveText(
    new RegExp(`^Cash in ₹1,234\\.00 for ${fullName} \\(#${player.id}\\), shift #\\d+$`),
  );
  await expect(summaries.filter({ hasNotText: `(#${player.id})` })).toHaveCount(0);
  await expect(desk.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    new RegExp(`playerId=${player.id}`),
  );

  // The staff member, by keyboard: type, arrow to the suggestion, Enter.
  const staffBox = desk.getByRole('combobox', { name: 'Staff member' });
  await staffBox.fill('e2e-cash');
  await expect(desk.getByRole('option', { name: /e2e-cashier/ })).toBeVisible();
  await staffBox.press('Enter');
  await expect(desk.getByRole('button', { name: 'Clear Staff member: e2e-cashier' })).toBeVisible();
  await expect(desk.getByTestId('audit-row').first()).toContainText('e2e-cashier');
  await expect(desk.getByTestId('audit-row').filter({ hasNotText: 'e2e-cashier' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(desk);
  await desk.context().close();
});

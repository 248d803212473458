import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { floorManager, joinListAsPlayer } from './support/tables';

const tableCard = (desk: Page, name: string) => desk.getByRole('region', { name });

// Issue 27 item 9: the floor read "Buy-in 2000.00 to 10000.00"; every amount is in rupees, Indian grouping.
test("the floor's seat dialogs show the buy-ins in rupees with the Indian grouping, never a raw amount", async ({
  browser,
  people,
}) => {
  const floor = await floorManager(await people.staff('manager'));
  const table = await floor.createTable({ minBuyIn: '2000', maxBuyIn: '100000' });
  const [waiting, seated] = [await people.approvedPlayer(), await people.approvedPlayer()];
  for (const player of [waiting, seated]) await joinListAsPlayer(browser, player, table.id);
  await floor.seat(table.id, seated.id, 3, '12500');

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  const card = tableCard(desk, table.name);
  await card.getByRole('button', { name: `Seat 1 at ${table.name} is open: seat a player` }).click();
  const dialog = desk.getByRole('dialog', { name: `Seat a player · ${table.name}` });
  await expect(dialog).toContainText('Buy-in ₹2,000.00 to ₹1,00,000.00.');
  await expect(dialog).toContainText('Between ₹2,000.00 and ₹1,00,000.00');
  await expect(dialog).not.toContainText(/\b2000\.00\b/);
  await expectNoSeriousAxeViolations(desk);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: new RegExp(`^Seat 3: ${seated.first_name}`) }).click();
  const seat = desk.getByRole('dialog', { name: /· seat 3$/ });
  await expect(seat).toContainText('buy-in ₹12,500.00.');
  await desk.context().close();
});

import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { toastRegion } from './fixtures/players';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { cashierConsole, openShift } from './support/cage';
import { openConsole } from './support/console';
import { openDashboard } from './support/players';
import { keepScreenshot } from './support/screenshots';
import { closeRegistration, createTournament, registerFromBalance } from './support/tournaments';

// Issue 30: the club's payout table edited in the console, and a tournament's paid places on the desk,
// live as players enter. @club-wide: the payout table is the club's, every tournament pays by it.

test('an admin edits the payout table; the desk shows a tournament’s paid places and the bubble, live as players enter @club-wide', async ({
  browser,
  people,
}) => {
  test.slow();
  const admin = await people.staff('admin');
  const name = `E2E Payouts ${randomUUID().slice(0, 6)}`;
  const created = await admin.post('/api/staff/tournaments', {
    data: {
      name,
      game_type: "No Limit Hold'em",
      tournament_type: 'Freezeout',
      // Free entries: the pool is the added money alone (decision 130), so its amounts read as round numbers.
      buy_in: '0',
      prize_pool: '50000',
      max_players: 60,
      start_time: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const desk = await openConsole(browser, 'e2e-admin@club.test');
  await desk.setViewportSize({ width: 1280, height: 800 });
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Tournaments' }).click();
  await desk.getByRole('button', { name: 'Payout table' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Payout table' })).toBeVisible();

  // A table the server refuses: the rule comes back in words, and nothing is saved.
  const shares = (range: number) =>
    desk
      .getByRole('group', { name: `Range ${range}` })
      .getByRole('textbox', { name: 'Shares in %, first place first' });
  const firstRangeShares = await shares(1).inputValue();
  await shares(2).fill('40, 60');
  await desk.getByRole('button', { name: 'Save the payout table' }).click();
  await expect(desk.getByRole('alert')).toContainText('Entries 6–10: a place cannot pay more than the place above it');

  // The club's own: 2 to 5 entries pay two places, 60/40, in ₹500s.
  await shares(1).fill('60, 40');
  await shares(2).fill('65, 35');
  await expect(desk.getByText('Adds up to 100 %').first()).toBeVisible();
  await desk.getByRole('textbox', { name: 'Round prizes down to (₹)' }).fill('500');
  await desk.getByRole('button', { name: 'Save the payout table' }).click();
  await expect(toastRegion(desk).getByText('Payout table saved')).toBeVisible();
  await expect(desk.getByText('The club’s own table.')).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'console-payout-table-1280');
  await desk.setViewportSize({ width: 1024, height: 768 });
  await keepScreenshot(desk, 'console-payout-table-1024');
  const widths = await desk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(widths).toBeLessThanOrEqual(0);

  // The tournament's payouts: two players in, two places paid; a third enters and the screen follows.
  await desk.getByRole('button', { name: 'Back to the desk' }).click();
  const card = desk.getByRole('region', { name });
  await card.getByRole('button', { name: `Payouts of ${name}` }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Payouts: ${name}` })).toBeVisible();
  for (const player of [await people.approvedPlayer(), await people.approvedPlayer()]) {
    await registerFromBalance(browser, await people.staff('cashier'), player, id);
  }
  const paid = desk.getByRole('region', { name: 'Paid places' });
  await expect(paid).toContainText('2 left of 2 entries');
  await expect(paid.getByRole('row')).toHaveCount(3);
  // The ₹50,000 added, 60/40 in ₹500s.
  await expect(paid.getByRole('row', { name: '1st ₹30,000.00' })).toBeVisible();
  await expect(paid.getByRole('row', { name: '2nd ₹20,000.00' })).toBeVisible();
  await expect(paid).toContainText('In the money');
  await registerFromBalance(browser, await people.staff('cashier'), await people.approvedPlayer(), id);
  await expect(paid).toContainText('3 left of 3 entries');
  await expect(paid).toContainText('1 more to the money');
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'console-tournament-payouts-1024');

  // Back to the club's defaults for the other tests.
  await desk.getByRole('button', { name: 'Back to the desk' }).click();
  await desk.getByRole('button', { name: 'Payout table' }).click();
  await shares(1).fill(firstRangeShares);
  await shares(2).fill('65, 35');
  await desk.getByRole('textbox', { name: 'Round prizes down to (₹)' }).fill('100');
  await desk.getByRole('button', { name: 'Save the payout table' }).click();
  await expect(toastRegion(desk).getByText('Payout table saved')).toBeVisible();
});

test('the final three accept a deal on their phones; the desk sees each answer live and the director confirms; the cage pays and the three wallets follow live', async ({
  browser,
  people,
}) => {
  test.slow();
  const manager = await people.staff('manager');
  // Free entries: the pool is the added money alone (decision 130), so its amounts read as round numbers.
  const { id, name } = await createTournament(manager, {
    name: 'E2E Deal',
    buyIn: '0',
    addedMoney: '30000',
    maxPlayers: 60,
    startsInHours: 1,
    fee: '0',
  });

  // Three players in, each with the tournament's page open on the phone.
  const phones: Page[] = [];
  const players: Awaited<ReturnType<typeof people.approvedPlayer>>[] = [];
  for (let i = 0; i < 3; i += 1) {
    const player = await people.approvedPlayer();
    await registerFromBalance(browser, await people.staff('cashier'), player, id);
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await openDashboard(phone, player.email);
    await phone.goto(`/tournaments/${id}`);
    await expect(phone.getByRole('heading', { level: 1, name })).toBeVisible();
    phones.push(phone);
    players.push(player);
  }
  const started = await manager.post(`/api/staff/tournaments/${id}/clock`, { data: { action: 'start' } });
  expect(started.status(), await started.text()).toBe(200);
  // The floor counted the stacks (issue 38 item 9): the deal form starts from these, still editable.
  const counted = await manager.put(`/api/staff/tournaments/${id}/chip-counts`, {
    data: { counts: players.map((player, index) => ({ playerId: player.id, chips: [30_000, 21_000, 10_000][index] })) },
  });
  expect(counted.status(), await counted.text()).toBe(200);
  // The first player is elsewhere in the app when the deal comes.
  const away = phones[0] as Page;
  await away.goto('/dashboard?tab=tables');

  // The director proposes a chip chop from the desk.
  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await desk.setViewportSize({ width: 1024, height: 768 });
  // Signed in (the form's answer) before the address changes.
  await expect(desk.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  await desk.goto(`/staff/tournaments?payouts=${id}`);
  const deal = desk.getByRole('region', { name: 'Deal' });
  const chipsOf = (player: (typeof players)[number]) =>
    deal.getByRole('textbox', { name: `Chips of ${player.first_name} ${player.last_name}` });
  for (const [index, player] of players.entries()) {
    await expect(chipsOf(player)).toHaveValue(String([30_000, 21_000, 10_000][index]));
  }
  await keepScreenshot(desk, 'console-deal-prefilled-1024');
  // A count the director corrects at the table.
  await chipsOf(players[1] as (typeof players)[number]).fill('20000');
  await deal.getByRole('combobox', { name: 'Method' }).selectOption('chip_chop');
  await deal.getByRole('button', { name: 'Propose' }).click();
  await expect(deal.getByText('Waiting for the players')).toBeVisible();

  // Off the tournament's page the offer still reaches the player, with the way to answer it.
  const offer = away.getByRole('dialog', { name: `Deal proposed · ${name}` });
  await expect(offer.getByTestId('deal-offer')).toContainText(
    /Your share would be ₹[\d,]+\.\d\d\. Open the tournament/,
  );
  await expectNoSeriousAxeViolations(away);
  await keepScreenshot(away, 'phone-deal-offer-off-page-390');
  await offer.getByRole('link', { name: 'See the deal' }).click();
  await expect(away).toHaveURL(new RegExp(`/tournaments/${id}$`));
  await expect(away.getByRole('dialog')).toHaveCount(0);
  await expect(deal.getByText('3 players have not accepted yet')).toBeVisible();
  await expect(deal.getByRole('button', { name: 'Confirm the deal' })).toBeDisabled();

  // Each phone shows its own figure at once and accepts it; the desk follows each answer.
  for (const [index, phone] of phones.entries()) {
    const card = phone.getByRole('region', { name: 'The director proposes a deal' });
    await expect(card).toBeVisible();
    if (index === 0) {
      await expectNoSeriousAxeViolations(phone);
      await keepScreenshot(phone, 'phone-deal-proposed-390');
    }
    await card.getByRole('button', { name: /^Accept ₹/ }).click();
    await expect(card.getByText('✓ You accepted. Waiting for the others and the director.')).toBeVisible();
    const left = 2 - index;
    if (left > 0) {
      await expect(
        deal.getByText(`${left} ${left === 1 ? 'player has' : 'players have'} not accepted yet`),
      ).toBeVisible();
    }
  }
  await expect(deal.getByRole('button', { name: 'Confirm the deal' })).toBeEnabled();
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'console-deal-accepted-1280');
  await deal.getByRole('button', { name: 'Confirm the deal' }).click();
  await expect(deal.getByText('Confirmed: these are the prizes now')).toBeVisible();
  // The deal ended play: every clock stops, and each phone shows its place and share at once (issue 38 item 5).
  for (const [index, phone] of phones.entries()) {
    await expect(phone.getByRole('heading', { name: 'The deal is done' })).toBeVisible();
    await expect(phone.getByTestId('clock-state')).toHaveText('Finished');
    await expect(phone.getByTestId('my-seat')).toHaveText(`You finished ${['1st', '2nd', '3rd'][index]}.`);
    await expect(phone.getByTestId('my-prize')).toContainText('to be paid at the cage');
  }
  await keepScreenshot(phones[0] as Page, 'phone-deal-done-390');

  // The deal ended the tournament: the cage pays each player's share (once registration is closed, so no
  // entry can change the places), and each phone's balance follows live.
  await closeRegistration(manager, id);
  const prizes = (await (await manager.get(`/api/staff/tournaments/${id}/prizes`)).json()) as {
    ready: boolean;
    prizes: { playerId: number; amount: string; fromDeal: boolean }[];
  };
  expect(prizes.ready).toBe(true);
  expect(prizes.prizes.every((p) => p.fromDeal)).toBe(true);
  const rupees = (amount: number) =>
    `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  // Two phones watch their balance; the third stays on the tournament's page.
  const watcher = phones[2] as Page;
  for (const phone of phones.slice(0, 2)) {
    await phone.goto('/dashboard?tab=balance');
    await expect(phone.getByTestId('total-balance')).toHaveText('₹10,000.00');
  }
  const cage = await cashierConsole(browser, await people.staff('super_admin'));
  await openShift(cage, '5000');
  await cage.getByLabel('Tournament prizes: choose the tournament').selectOption(String(id));
  const panel = cage.getByRole('region', { name: 'Prizes' });
  await panel.getByRole('button', { name: 'Pay prizes' }).click();
  await cage.getByRole('dialog', { name: 'Pay the prizes?' }).getByRole('button', { name: 'Pay prizes' }).click();
  await cage.getByRole('dialog', { name: 'Prize receipts' }).getByRole('button', { name: 'Done' }).click();
  for (const [index, player] of players.slice(0, 2).entries()) {
    const share = prizes.prizes.find((p) => p.playerId === player.id);
    expect(share, `${player.first_name}'s share`).toBeDefined();
    await expect((phones[index] as Page).getByTestId('total-balance')).toHaveText(
      rupees(10_000 + Number(share?.amount)),
    );
  }
  const third = prizes.prizes.find((p) => p.playerId === players[2]?.id);
  await expect(watcher.getByTestId('my-prize')).toHaveText(`${rupees(Number(third?.amount))} paid to your balance`);
  await keepScreenshot(watcher, 'phone-deal-share-paid-390');
});

import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { cashierConsole, openShift } from './support/cage';
import { openConsole } from './support/console';
import { openDashboard } from './support/players';
import { keepScreenshot } from './support/screenshots';
import { startedWithThreePlayers } from './support/tournaments';

// Issue 30: the desk pays the prizes of a finished small tournament; the winner's phone shows the
// notification and the balance at once; the figures screen shows the sums and the ledger check. A knockout:
// the floor names each eliminator, and the cage pays the prizes and the bounties (decision 134).

test('the desk pays the prizes of a finished tournament; the winner’s phone shows the notification and the balance; the figures add up', async ({
  browser,
  people,
}) => {
  test.slow();
  // ₹1,000 buy-ins and ₹100 fees, ₹5,000 added: three players make a ₹8,000 pool, one place paid
  // (the club's table for 2 to 5 entries).
  const { manager, id, name, players } = await startedWithThreePlayers(browser, people, {
    name: 'E2E Prizes',
    buyIn: '1000',
    addedMoney: '5000',
    fee: '100',
  });
  const [winner, second, third] = players;

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
  await expect(confirm).toContainText('₹8,000.00 in 1 payment');
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

test('a knockout: the floor names who eliminated each player, the cage pays the prize and the bounties, the eliminator’s phone shows their bounty', async ({
  browser,
  people,
}) => {
  test.slow();
  // ₹1,000 buy-ins of which ₹250 is the bounty, ₹100 fees: three players make a ₹2,250 pool, one place paid.
  const { manager, id, name, players } = await startedWithThreePlayers(browser, people, {
    name: 'E2E Knockout',
    buyIn: '1000',
    fee: '100',
    bounty: '250',
  });
  const [winner, second, third] = players;
  const drawn = await manager.post(`/api/staff/tournaments/${id}/draw`, {
    data: { tables: [{ number: 1, seats: 9 }] },
  });
  expect(drawn.status(), await drawn.text()).toBe(200);

  // The second player's phone, open on the balance: ₹10,000 less ₹1,100.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  // First the tournament's page: the pool without the bounties, and the bounty on each player.
  await openDashboard(phone, second.email);
  await phone.goto(`/tournaments/${id}`);
  await expect(phone.getByText('Bounty on each player')).toBeVisible();
  await expect(phone.getByText('₹2,250.00').first()).toBeVisible();
  await keepScreenshot(phone, 'phone-knockout-clock-390');
  await phone.goto('/dashboard?tab=balance');
  await expect(phone.getByTestId('total-balance')).toHaveText('₹8,900.00');

  // The floor, on a tablet: a bust needs who eliminated the player, since the tournament pays bounties.
  const floor = await openConsole(browser, 'e2e-manager@club.test');
  await expect(floor.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  await floor.setViewportSize({ width: 1024, height: 768 });
  await floor.goto(`/staff/tournaments?seating=${id}`);
  await expect(floor.getByRole('heading', { level: 1, name: `Seating: ${name}` })).toBeVisible();
  for (const [out, by] of [
    [third, second],
    [second, winner],
  ] as const) {
    await floor.getByRole('button', { name: `Bust ${out.first_name} ${out.last_name}`, exact: true }).click();
    const dialog = floor.getByRole('dialog', { name: `Bust ${out.first_name} ${out.last_name}?` });
    await expect(dialog).toContainText(
      'This tournament pays a bounty on every entry: ₹250.00 goes to who eliminated them.',
    );
    await expect(dialog.getByRole('button', { name: 'Bust' })).toBeDisabled();
    await dialog.getByLabel('Eliminated by').selectOption(String(by.id));
    if (out === third) {
      await expectNoSeriousAxeViolations(floor);
      await keepScreenshot(floor, 'console-bust-eliminator-1024');
    }
    await dialog.getByRole('button', { name: 'Bust' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(floor.getByRole('region', { name: 'Busts' })).toContainText(
    `${second.first_name} ${second.last_name} · place 2`,
  );

  // The cage pays: the first place's prize and each player's bounties, one receipt each.
  const cage = await cashierConsole(browser, await people.staff('super_admin'));
  await openShift(cage, '20000');
  await cage.getByLabel('Tournament prizes: choose the tournament').selectOption(String(id));
  const prizes = cage.getByRole('region', { name: 'Prizes' });
  await expect(prizes.getByRole('row', { name: /1st .* ₹2,250\.00 Not paid/ })).toBeVisible();
  await expect(
    prizes.getByRole('row', { name: new RegExp(`2 bounties ${winner.first_name} .* ₹500\\.00 Not paid`) }),
  ).toBeVisible();
  await expect(
    prizes.getByRole('row', { name: new RegExp(`1 bounty ${second.first_name} .* ₹250\\.00 Not paid`) }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(cage);
  await keepScreenshot(cage, 'cage-knockout-prizes-1280');
  await cage.setViewportSize({ width: 1024, height: 768 });
  await keepScreenshot(cage, 'cage-knockout-prizes-1024');
  await cage.setViewportSize({ width: 1280, height: 800 });
  await prizes.getByRole('button', { name: 'Pay prizes' }).click();
  const confirm = cage.getByRole('dialog', { name: 'Pay the prizes?' });
  await expect(confirm).toContainText('₹3,000.00 in 3 payments');
  await confirm.getByRole('button', { name: 'Pay prizes' }).click();
  const receipt = cage.getByRole('dialog', { name: 'Prize receipts' });
  await expect(receipt).toContainText('Receipt 1 of 3');
  // The eliminator's phone: the bounty's notification (a normal one, on screen 10 s) and the balance, live.
  await expect(phone.getByTestId('notification-bubble').filter({ hasText: 'bounty' })).toContainText(
    'You won 1 bounty: ₹250.00 added to your balance',
  );
  await expect(phone.getByTestId('total-balance')).toHaveText('₹9,150.00');
  await keepScreenshot(phone, 'phone-bounty-paid-390');
  await receipt.getByRole('button', { name: 'Next' }).click();
  await receipt.getByRole('button', { name: 'Next' }).click();
  await expect(receipt.getByRole('region', { name: 'Receipt' })).toContainText(
    `Tournament bounties: ${name}, 1 bounty`,
  );
  await expect(receipt.getByRole('region', { name: 'Receipt' })).toContainText('₹250.00');
  await keepScreenshot(cage, 'cage-bounty-receipt-1280');
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(prizes.getByRole('row', { name: /Paid/ })).toHaveCount(3);

  // The floor's screens with the bounty: the figures sheet and the structure's entry rules, at 1024 and 1280.
  for (const [address, heading, shot] of [
    [`/staff/tournaments?figures=${id}`, `Figures: ${name}`, 'console-knockout-figures'],
    [`/staff/tournaments?structure=${id}`, `Structure: ${name}`, 'console-knockout-structure'],
  ] as const) {
    await floor.goto(address);
    await expect(floor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await keepScreenshot(floor, `${shot}-1024`);
    await floor.setViewportSize({ width: 1280, height: 800 });
    await keepScreenshot(floor, `${shot}-1280`);
    await floor.setViewportSize({ width: 1024, height: 768 });
  }

  // The figures balance: every buy-in is in the pool or a bounty, every rupee paid.
  const figures = (await (await manager.get(`/api/staff/tournaments/${id}/figures`)).json()) as Record<string, unknown>;
  expect(figures).toMatchObject({
    buyIns: '3000.00',
    fees: '300.00',
    prizePool: '2250.00',
    prizesPaid: '2250.00',
    bounties: '750.00',
    bountiesPaid: '750.00',
    ledgerCheck: '0.00',
    balanced: true,
  });
});

test("a prize held for four-eyes waits in the cage's approval list, live on every cage, and a super admin who did not ask approves it there (issue 38, item 8)", async ({
  browser,
  people,
}) => {
  test.slow();
  // ₹1,50,000 added: the winner's ₹1,53,000 is above the club's ₹1,00,000 threshold, so it waits.
  const { manager, id, name, players } = await startedWithThreePlayers(browser, people, {
    name: 'E2E Held prize',
    buyIn: '1000',
    addedMoney: '150000',
    fee: '100',
  });
  const [winner, second, third] = players;
  for (const player of [third, second]) {
    const bust = await manager.post(`/api/staff/tournaments/${id}/eliminations`, {
      data: { playerId: player.id, eliminatorId: winner.id },
    });
    expect(bust.status(), await bust.text()).toBe(200);
  }
  // The super admin's cage is open before the prize is held: the list follows the push, never a reload.
  const boss = await openConsole(browser, 'e2e-super_admin@club.test');
  await expect(boss.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  await boss.goto('/staff/cage');
  const bossList = boss.getByRole('region', { name: /Waiting for approval/ });
  await expect(bossList).toBeVisible();

  const cage = await cashierConsole(browser, await people.staff('super_admin'));
  await openShift(cage, '1000');
  await cage.getByLabel('Tournament prizes: choose the tournament').selectOption(String(id));
  await cage.getByRole('region', { name: 'Prizes' }).getByRole('button', { name: 'Pay prizes' }).click();
  await cage.getByRole('dialog', { name: 'Pay the prizes?' }).getByRole('button', { name: 'Pay prizes' }).click();
  await cage.getByRole('dialog', { name: 'Nothing paid now' }).getByRole('button', { name: 'Done' }).click();

  const held = (list: typeof bossList) => list.getByRole('listitem').filter({ hasText: name }).first();
  const winnerLine = `1st place · ₹1,53,000.00 · ${winner.first_name} ${winner.last_name}`;
  await expect(held(cage.getByRole('region', { name: /Waiting for approval/ }))).toContainText(
    'Another super admin must approve your request.',
  );
  await expect(held(bossList)).toContainText(winnerLine);
  const approve = held(bossList).getByRole('button', { name: 'Approve and pay ₹1,53,000.00' });
  await approve.scrollIntoViewIfNeeded();
  await expectNoSeriousAxeViolations(boss);
  await keepScreenshot(boss, 'cage-held-prize-1280');
  await boss.setViewportSize({ width: 1024, height: 768 });
  await keepScreenshot(boss, 'cage-held-prize-1024');
  expect(await boss.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await approve.click();
  const receipt = boss.getByRole('dialog', { name: 'Prize receipts' }).getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(`${winner.first_name} ${winner.last_name}`);
  await expect(receipt).toContainText('₹1,53,000.00');
  await boss.getByRole('dialog', { name: 'Prize receipts' }).getByRole('button', { name: 'Done' }).click();
  await expect(bossList).not.toContainText(name);
  await expect(bossList.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  // The cashier's cage and prizes panel follow live.
  await expect(cage.getByRole('region', { name: /Waiting for approval/ }).getByText(name)).toHaveCount(0);
  await expect(cage.getByRole('region', { name: 'Prizes' }).getByRole('row', { name: /1st .* Paid/ })).toBeVisible();
  await boss.context().close();
  await cage.context().close();
});

import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, type Player, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { keepScreenshot } from './support/screenshots';
import { whenSocketConnects } from './support/socket';
import { staffWalletCall } from './support/staff';
import { createTournament } from './support/tournaments';

// Issues 29 and 28: a 30-player tournament over 4 tables run from the console's Seating screen: the draw,
// busts, a balance (TDA 11), a table broken (TDA 10), a hand-for-hand hand counted table by table (RP-8),
// down to the final table (RP-9); three players' phones follow their seats and moves live.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

interface SeatingView {
  tables: { number: number; broken: boolean; players: { playerId: number; seat: number; name: string }[] }[];
  suggestion: { kind: 'break'; table: number } | { kind: 'final_table'; size: number } | null;
}

const seatingOf = async (manager: APIRequestContext, id: number) =>
  (await (await manager.get(`/api/staff/tournaments/${id}/seating`)).json()) as SeatingView;
const running = (view: SeatingView) => view.tables.filter((t) => !t.broken);
const seatOf = (view: SeatingView, playerId: number) => {
  for (const table of view.tables) {
    const player = table.players.find((p) => p.playerId === playerId);
    if (player) return `Table ${table.number}, seat ${player.seat}`;
  }
  return null;
};

/** A phone of its own (390 px), signed in as the player, on the tournament's page, live. */
async function openPhone(browser: Browser, player: Player, id: number): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const signIn = await context.request.post('/api/auth/signin', {
    data: { email: player.email, password: player.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const phone = await context.newPage();
  const socketUp = whenSocketConnects(phone);
  await phone.goto(`/tournaments/${id}`);
  await socketUp;
  return phone;
}

/**
 * The phone shows the seat the server gave: the page's seat card follows the push at once, and the seat
 * dialog (if the draw or a move put one up) names the same seat and is closed as the player would.
 */
async function expectPhoneSeat(phone: Page, seat: string) {
  await expect(phone.getByTestId('my-seat')).toHaveText(seat);
  const notice = phone.getByRole('dialog');
  if (await notice.isVisible()) {
    await expect(notice.getByTestId('seat-notice')).toContainText(seat);
    await notice.getByRole('button', { name: "I'm seated" }).click();
    await expect(notice).toBeHidden();
  }
}

test('30 players over 4 tables, run from the console down to the final table; three phones follow their seats and moves', async ({
  browser,
  page,
  people,
}) => {
  test.setTimeout(360_000);
  const manager = await people.staff('manager');
  const cashier = await people.staff('cashier');
  const { id, name } = await createTournament(manager, { name: 'E2E Thirty', buyIn: '1000' });
  const structure = await manager.put(`/api/staff/tournaments/${id}/structure`, {
    data: {
      startingStack: 20_000,
      levels: [
        { kind: 'level', smallBlind: 100, bigBlind: 200, minutes: 20 },
        { kind: 'level', smallBlind: 200, bigBlind: 400, minutes: 20 },
        { kind: 'level', smallBlind: 300, bigBlind: 600, minutes: 20 },
      ],
      lateRegistrationLevels: 1,
      entryRules: { maxReentries: 0, fee: '100' },
    },
  });
  expect(structure.status(), await structure.text()).toBe(200);

  // Thirty players, each funded at the cage and entered by the cashier from the balance (decision 130).
  const phonePlayers: Player[] = [];
  const playerIds: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const player = await people.approvedPlayer();
    if (i < 3) phonePlayers.push(player);
    playerIds.push(player.id);
    await staffWalletCall(cashier, player.id, 'cash-in', '2000');
    const entered = await cashier.post(`/api/staff/tournaments/${id}/entries`, {
      data: { playerId: player.id, kind: 'entry', payment: 'balance' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(entered.status(), await entered.text()).toBe(200);
  }
  const phoneIds = new Set(phonePlayers.map((p) => p.id));
  const phones = await Promise.all(phonePlayers.map((player) => openPhone(browser, player, id)));
  for (const phone of phones) await expect(phone.getByTestId('my-seat')).toHaveText('Your seat is drawn soon.');
  await page.close();

  // The director opens four tables of nine and draws: 8, 8, 7 and 7 players.
  const desk = await openConsole(browser, 'e2e-manager@club.test');
  // Signed in (the form's answer) before the address changes.
  await expect(desk.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  await desk.goto(`/staff/tournaments?seating=${id}`);
  await expect(desk.getByRole('heading', { level: 1, name: `Seating: ${name}` })).toBeVisible();
  await expect(desk.getByTestId('seating-counts')).toContainText('30 players · 0 seated · 30 waiting for a seat');
  for (let i = 0; i < 3; i += 1) await desk.getByRole('button', { name: 'Add a table' }).click();
  await expect(desk.getByLabel('Table number').nth(3)).toHaveValue('4');
  await desk.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(desk.getByTestId('seating-counts')).toContainText(
    '30 players · 30 seated · 0 waiting for a seat · 4 tables',
  );
  let view = await seatingOf(manager, id);
  expect(
    running(view)
      .map((t) => t.players.length)
      .sort(),
  ).toEqual([7, 7, 8, 8]);
  for (const [i, phone] of phones.entries()) {
    await expectPhoneSeat(phone, seatOf(view, phonePlayers[i]?.id as number) as string);
  }
  await keepScreenshot(phones[0] as Page, 'thirty-phone-seat-390');
  const clockStarted = await manager.post(`/api/staff/tournaments/${id}/clock`, { data: { action: 'start' } });
  expect(clockStarted.status(), await clockStarted.text()).toBe(200);

  // The floor counts the stacks at table 1 (two typed, the rest left); the counts show on the seats.
  const counted =
    running(view)
      .find((t) => t.number === 1)
      ?.players.slice(0, 2) ?? [];
  await desk.getByTestId('seating-table-1').getByRole('button', { name: 'Count chips' }).click();
  const counts = desk.getByRole('dialog', { name: 'Chip counts at table 1' });
  await counts.getByLabel(`Seat ${counted[0]?.seat} · ${counted[0]?.name}`).fill('24,500');
  await counts.getByLabel(`Seat ${counted[1]?.seat} · ${counted[1]?.name}`).fill('15500');
  await expectNoSeriousAxeViolations(desk);
  await counts.getByRole('button', { name: 'Save the counts' }).click();
  await expect(counts).toBeHidden();
  await expect(desk.getByTestId('seating-table-1')).toContainText(`${counted[0]?.name} · 24,500`);
  await expect(desk.getByTestId('seating-table-1')).toContainText(`${counted[1]?.name} · 15,500`);

  // The floor sets every table's button (the mover is counted from it, TDA 11).
  for (const table of running(view)) {
    const first = table.players[0]?.seat as number;
    await desk.getByTestId(`seating-table-${table.number}`).getByLabel('Button').selectOption(String(first));
  }
  await expect(desk.getByText(/Set the button at table/)).toBeHidden();

  /** Busts one player (not one of the phones) at `table` through the console, confirmed. */
  const bustAt = async (table: number) => {
    const current = await seatingOf(manager, id);
    const victim = current.tables.find((t) => t.number === table)?.players.find((p) => !phoneIds.has(p.playerId));
    if (!victim) throw new Error(`nobody to bust at table ${table}`);
    // Within the victim's table: the names of test players are unique by 6 random hex characters, and rarely not.
    await desk
      .getByTestId(`seating-table-${table}`)
      .getByRole('button', { name: `Bust ${victim.name}`, exact: true })
      .click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Bust' }).click();
    await expect(desk.getByRole('button', { name: `Undo the bust of ${victim.name}` })).toBeVisible();
  };

  // Two busts at a table of seven leave it three short of the fullest: halted (TDA 11-D), moves suggested.
  const shortTable = running(view).find((t) => t.players.length === 7)?.number as number;
  await bustAt(shortTable);
  await bustAt(shortTable);
  await expect(desk.getByTestId('seating-counts')).toContainText('28 players · 28 seated');
  await expect(desk.getByText(`Halt play at table ${shortTable}`)).toBeVisible();
  const moves = desk.getByRole('list', { name: 'Suggested moves' });
  await expect(moves.getByRole('listitem').first()).toBeVisible();
  await keepScreenshot(desk, 'thirty-seating-halted-1280');
  await desk.getByRole('button', { name: 'Apply all moves' }).click();
  await expect(moves).toBeHidden();
  await expect(desk.getByText(`Halt play at table ${shortTable}`)).toBeHidden();
  view = await seatingOf(manager, id);
  const sizes = running(view).map((t) => t.players.length);
  expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  for (const [i, phone] of phones.entries()) {
    await expectPhoneSeat(phone, seatOf(view, phonePlayers[i]?.id as number) as string);
  }

  // One more bust: 27 fit three tables, and the server suggests the table to break (TDA 10).
  await bustAt(running(view)[0]?.number as number);
  view = await seatingOf(manager, id);
  if (view.suggestion?.kind !== 'break') throw new Error(`expected a break, got ${JSON.stringify(view.suggestion)}`);
  const broken = view.suggestion.table;
  await expect(desk.getByText(`The players left fit the other tables: table ${broken} can break.`)).toBeVisible();
  await desk
    .getByTestId(`seating-table-${broken}`)
    .getByRole('button', { name: `Break table ${broken}` })
    .click();
  await desk
    .getByRole('dialog')
    .getByRole('button', { name: `Break table ${broken}` })
    .click();
  await expect(desk.getByTestId('seating-counts')).toContainText(
    '27 players · 27 seated · 0 waiting for a seat · 3 tables',
  );
  view = await seatingOf(manager, id);
  for (const [i, phone] of phones.entries()) {
    await expectPhoneSeat(phone, seatOf(view, phonePlayers[i]?.id as number) as string);
  }

  // Hand-for-hand (RP-8): the floor taps each table's hand done; the last tap takes 2 minutes off the level.
  const on = await manager.post(`/api/staff/tournaments/${id}/clock`, { data: { action: 'hand_for_hand', on: true } });
  expect(on.status(), await on.text()).toBe(200);
  const secondsBefore = ((await on.json()) as { secondsLeft: number }).secondsLeft;
  const progress = desk.getByTestId('seating-hand-for-hand');
  await expect(progress).toContainText('Hand-for-hand: 0 of 3 tables done with this hand');
  const tables = running(view).map((t) => t.number);
  for (const [i, number] of tables.entries()) {
    await desk.getByRole('button', { name: `Hand done at table ${number}` }).click();
    if (i < tables.length - 1) {
      await expect(progress).toContainText(`Hand-for-hand: ${i + 1} of 3 tables done`);
      await expect(desk.getByRole('button', { name: `Table ${number}: hand done (tap to undo)` })).toBeVisible();
    }
  }
  await expect(progress).toContainText('Hand-for-hand: 0 of 3 tables done');
  await expect(desk.getByRole('button', { name: `Hand done at table ${tables[0]}` })).toBeVisible();
  const clock = (await (await manager.get(`/api/tournaments/${id}/clock`)).json()) as { secondsLeft: number };
  expect(clock.secondsLeft).toBe(secondsBefore - 120);
  await expectNoSeriousAxeViolations(desk);
  await desk.setViewportSize(TABLET);
  await keepScreenshot(desk, 'thirty-seating-hand-for-hand-1024');
  await desk.setViewportSize({ width: 1280, height: 800 });
  const off = await manager.post(`/api/staff/tournaments/${id}/clock`, {
    data: { action: 'hand_for_hand', on: false },
  });
  expect(off.status(), await off.text()).toBe(200);
  await expect(progress).toBeHidden();

  // Busts down to nine, table by table, balancing whenever the server asks.
  for (let left = 27; left > 9; left -= 1) {
    const current = await seatingOf(manager, id);
    const fullest = [...running(current)].sort((a, b) => b.players.length - a.players.length)[0];
    await bustAt(fullest?.number as number);
    if (await moves.isVisible()) {
      await desk.getByRole('button', { name: 'Apply all moves' }).click();
      await expect(moves).toBeHidden();
    }
  }
  await expect(desk.getByTestId('seating-counts')).toContainText('9 players · 9 seated');

  // Nine left: a 9-handed final table (RP-9), everyone redrawn there; the phones follow.
  await desk.getByRole('button', { name: /^Form the final table at table / }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Form the final table' }).click();
  await expect(desk.getByTestId('seating-counts')).toContainText(
    '9 players · 9 seated · 0 waiting for a seat · 1 table',
  );
  view = await seatingOf(manager, id);
  expect(running(view)).toHaveLength(1);
  for (const [i, phone] of phones.entries()) {
    await expect(phone.getByRole('dialog').getByRole('heading', { name: 'Final table: move' })).toBeVisible();
    await expectPhoneSeat(phone, seatOf(view, phonePlayers[i]?.id as number) as string);
  }
  await keepScreenshot(desk, 'thirty-final-table-1280');
  await keepScreenshot(phones[1] as Page, 'thirty-phone-final-390');
  expect(playerIds).toHaveLength(30);
});

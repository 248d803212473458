import { staffWalletCall } from './support/staff';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { FULL_HD, HD, keep, live, newDisplayKey, openBoard } from './support/board';
import { openConsole } from './support/console';

const PHONE = { width: 390, height: 844 };
const DESK_WIDE = { width: 1280, height: 800 };

/** Levels of 20 minutes, a break with a colour-up after level 2 (the TV's break screen). */
const STRUCTURE = {
  startingStack: 20_000,
  levels: [
    { kind: 'level', smallBlind: 100, bigBlind: 200, minutes: 20 },
    { kind: 'level', smallBlind: 200, bigBlind: 400, ante: 400, anteKind: 'big_blind', minutes: 20 },
    { kind: 'break', minutes: 10, colorUp: 'Race off the 100s' },
    { kind: 'level', smallBlind: 300, bigBlind: 600, ante: 600, anteKind: 'big_blind', minutes: 20 },
  ],
  lateRegistrationLevels: 2,
  entryRules: { maxReentries: 0, fee: '200' },
};

async function tournamentWithStructure(manager: APIRequestContext) {
  const name = `E2E Clock ${randomUUID().slice(0, 6)}`;
  const created = await manager.post('/api/staff/tournaments', {
    data: {
      name,
      game_type: "No Limit Hold'em",
      tournament_type: 'Freezeout',
      buy_in: '2000',
      prize_pool: '50000',
      max_players: 40,
      // Far ahead, so it sorts after the demo club's tournaments on the players' tab.
      start_time: new Date(Date.now() + 400 * 24 * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const structure = await manager.put(`/api/staff/tournaments/${id}/structure`, { data: STRUCTURE });
  expect(structure.status(), await structure.text()).toBe(200);
  return { id, name };
}

const clockAction = async (manager: APIRequestContext, id: number, action: string) => {
  const res = await manager.post(`/api/staff/tournaments/${id}/clock`, { data: { action } });
  expect(res.status(), await res.text()).toBe(200);
};

/** The seconds a page shows ("19:58" → 1198), read from the text on the screen. */
const shownSeconds = (page: Page) =>
  page
    .getByTestId('clock-time')
    .first()
    .evaluate((element) => {
      const parts = (element.textContent ?? '').trim().split(':').map(Number);
      return parts.reduce((total, part) => total * 60 + part, 0);
    });

/** The seconds the console's desk shows for one tournament (its card's timer). */
const deskSeconds = (desk: Page, name: string) =>
  desk
    .getByRole('region', { name })
    .getByRole('timer', { name: 'Time left' })
    .evaluate((element) => {
      const parts = (element.textContent ?? '').trim().split(':').map(Number);
      return parts.reduce((total, part) => total * 60 + part, 0);
    });

/** The console, the phone and the TV read at the same moment: the largest gap between any two. */
async function readThree(desk: Page, name: string, phone: Page, tv: Page) {
  const [onDesk, onPhone, onTv] = await Promise.all([deskSeconds(desk, name), shownSeconds(phone), shownSeconds(tv)]);
  return { onDesk, onPhone, onTv, apart: Math.max(onDesk, onPhone, onTv) - Math.min(onDesk, onPhone, onTv) };
}

/** The whole phone page (the structure below the fold too), kept with the test's output. */
async function keepWhole(page: Page, testInfo: TestInfo, name: string) {
  const shot = await page.screenshot({ fullPage: true });
  await testInfo.attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
}

const chimes = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.clockChimes ?? '0'));

test('the TV and the phone follow one clock: the console switches the TV to it and back', async ({
  browser,
  page,
  people,
}, testInfo) => {
  test.slow();
  const manager = await people.staff('manager');
  const { id, name } = await tournamentWithStructure(manager);
  const player = await people.signedInPlayer();
  // An entry is paid from the cash balance (decision 130): the cage puts the buy-in on it first.
  await staffWalletCall(await people.staff('cashier'), player.id, 'cash-in', '10000');
  const registered = await page.request.post('/api/tournaments/register', { data: { tournamentId: id } });
  expect(registered.status(), await registered.text()).toBe(200);

  // The TV opens its key's board; the key shows the board until the console says otherwise.
  const tvName = `Clock TV ${randomUUID().slice(0, 6)}`;
  const display = await newDisplayKey(manager, tvName);
  const tv = await openBoard(browser, display.path, FULL_HD);
  await expect(tv.getByText('Tables and wait-lists')).toBeVisible();
  await expect(live(tv)).toBeVisible();
  // A mark that a reload would lose: the switch must happen in the same page.
  await tv.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await clockAction(manager, id, 'start');

  // The console's Displays section: this key's screen becomes the tournament's clock.
  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await desk.getByRole('link', { name: 'Displays' }).click();
  const chooser = desk.getByRole('combobox', { name: `What ${tvName} shows` });
  await chooser.selectOption(String(id));
  await expect(desk.getByText(`${tvName} shows the clock of ${name}.`, { exact: true })).toBeVisible();
  await expect(tv.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(tv.getByTestId('clock-level')).toHaveText('Level 1');
  await expect(tv.getByTestId('clock-blinds')).toHaveText('100 / 200');
  expect(await tv.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectNoSeriousAxeViolations(desk);
  await keep(desk, testInfo, 'console-displays-chooser-1280');

  // The phone's tournament page shows the same clock.
  await page.setViewportSize(PHONE);
  await page.goto(`/tournaments/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('my-entry')).toHaveText('✓ You are registered.');
  await expect(page.getByTestId('clock-level')).toHaveText('Level 1');
  await expect(page.getByRole('table')).toContainText('Race off the 100s');
  await expect(page.locator('tr[aria-current="step"]')).toContainText('100 / 200');

  // Drift: the console's desk, the phone and the TV read at the same moment, several times over a few seconds.
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Tournaments' }).click();
  await expect(desk.getByRole('region', { name }).getByRole('timer', { name: 'Time left' })).toBeVisible();
  const samples = [];
  for (let sample = 0; sample < 12; sample += 1) {
    samples.push(await readThree(desk, name, page, tv));
    await page.waitForTimeout(370);
  }
  const maxApart = Math.max(...samples.map((s) => s.apart));
  console.log(
    `clock drift between console, phone and TV (seconds shown, ${samples.length} simultaneous reads): max ${maxApart}; ${samples
      .map((s) => `${s.onDesk}/${s.onPhone}/${s.onTv}`)
      .join(' ')}`,
  );
  expect(maxApart).toBeLessThanOrEqual(1);
  expect(samples.at(-1)?.onTv).toBeLessThan(samples[0]?.onTv ?? 0);

  // A pause reaches both without a reload: the same frozen time on each.
  await clockAction(manager, id, 'pause');
  await expect(tv.getByTestId('clock-state')).toHaveText('Paused');
  await expect(page.getByTestId('clock-state')).toHaveText('Paused');
  await expect(desk.getByRole('region', { name }).getByText('Paused', { exact: true })).toBeVisible();
  const paused = await readThree(desk, name, page, tv);
  expect(paused.apart).toBe(0);
  await expectNoSeriousAxeViolations(tv);
  await keep(tv, testInfo, 'tv-clock-paused-1920x1080');

  // Resume, then the next level: both follow, and the room's chime sounds on each.
  await clockAction(manager, id, 'resume');
  await expect(tv.getByTestId('clock-state')).toHaveCount(0);
  await expect(page.getByTestId('clock-state')).toHaveCount(0);
  const chimesBefore = { tv: await chimes(tv), phone: await chimes(page) };
  await clockAction(manager, id, 'next_level');
  await expect(tv.getByTestId('clock-level')).toHaveText('Level 2');
  await expect(page.getByTestId('clock-level')).toHaveText('Level 2');
  await expect(desk.getByRole('region', { name }).getByTestId('clock-level')).toHaveText('Level 2');
  await expect(tv.getByTestId('clock-blinds')).toHaveText('200 / 400');
  await expect(tv.getByText('Ante 400 (big blind ante)')).toBeVisible();
  await expect(tv.getByTestId('clock-next')).toHaveText('Break · 10 min');
  await expect(page.locator('tr[aria-current="step"]')).toContainText('200 / 400');
  expect(await chimes(tv)).toBe(chimesBefore.tv + 1);
  expect(await chimes(page)).toBe(chimesBefore.phone + 1);
  const afterLevel = await readThree(desk, name, page, tv);
  expect(afterLevel.apart).toBeLessThanOrEqual(1);
  expect(afterLevel.onTv).toBeGreaterThan(19 * 60);
  expect(await tv.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The TV at both sizes, never scrolling.
  await expectNoSeriousAxeViolations(tv);
  await keep(tv, testInfo, 'tv-clock-1920x1080');
  await tv.setViewportSize(HD);
  await keep(tv, testInfo, 'tv-clock-1280x720');
  const overflow = () =>
    tv.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
  expect(await overflow()).toEqual({ x: 0, y: 0 });
  await expectNoSeriousAxeViolations(page);
  await keepWhole(page, testInfo, 'phone-tournament-390');

  // The break: its own screen with the colour-up.
  await clockAction(manager, id, 'next_level');
  await expect(tv.getByTestId('clock-level')).toHaveText('Break');
  await expect(tv.getByText('Colour-up: Race off the 100s')).toBeVisible();
  await expect(page.getByTestId('clock-level')).toHaveText('Break');
  expect(await overflow()).toEqual({ x: 0, y: 0 });
  await keep(tv, testInfo, 'tv-break-1280x720');
  await tv.setViewportSize(FULL_HD);
  expect(await overflow()).toEqual({ x: 0, y: 0 });
  await expectNoSeriousAxeViolations(tv);
  await keep(tv, testInfo, 'tv-break-1920x1080');
  await keep(page, testInfo, 'phone-tournament-break-390');

  // The phone page at a desk's width.
  await page.setViewportSize(DESK_WIDE);
  await keepWhole(page, testInfo, 'phone-tournament-1280');
  await page.setViewportSize(PHONE);

  // The Tournaments tab shows the running clock on the card; the dashboard offers one tap to the page.
  await page.goto('/dashboard?tab=tournaments');
  const card = page.getByRole('article', { name, exact: true });
  await expect(card.getByTestId('clock-time')).toBeVisible();
  await expect(card).toContainText('Break');
  await expectNoSeriousAxeViolations(page);
  await card.scrollIntoViewIfNeeded();
  await keep(page, testInfo, 'phone-tournaments-tab-390');
  await page.goto('/dashboard?tab=game');
  const mine = page.getByRole('region', { name: 'Your tournaments running now' });
  await expect(mine).toContainText(name);
  await expectNoSeriousAxeViolations(page);
  await keep(page, testInfo, 'phone-dashboard-running-390');
  await mine.getByRole('link', { name: 'Open the clock' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${id}$`));
  await expect(page.getByTestId('clock-level')).toHaveText('Break');

  // Back to the board from the console: the TV switches without a reload.
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Displays' }).click();
  await chooser.selectOption('board');
  await expect(desk.getByText(`${tvName} shows the wait-list board.`, { exact: true })).toBeVisible();
  await expect(tv.getByText('Tables and wait-lists')).toBeVisible();
  await expect(tv.getByTestId('clock-time')).toHaveCount(0);
  expect(await tv.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The tournament ends, so no other test's players see it running.
  const finished = await manager.patch(`/api/staff/tournaments/${id}`, { data: { status: 'finished' } });
  expect(finished.status(), await finished.text()).toBe(200);
  expect(player.id).toBeGreaterThan(0);
  await tv.context().close();
  await desk.context().close();
});

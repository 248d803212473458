import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { toastRegion } from './fixtures/players';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';

// Issue 28: the console's Tournaments desk (decision 111): the clock's controls and keys, the structure
// editor and the templates, driven as a director does.
const tag = () => randomUUID().slice(0, 8);

/** A screenshot kept with the test's output (and in E2E_SCREENSHOT_DIR when set). */
async function keepScreenshot(page: Page, name: string) {
  const shot = await page.screenshot();
  await test.info().attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) {
    mkdirSync(process.env.E2E_SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
  }
}

const cellOf = (desk: Page, label: string) => desk.getByRole('textbox', { name: label, exact: true });
const rowCount = (desk: Page) => desk.getByRole('table', { name: /Levels and breaks/ }).locator('tbody th[scope=row]');

async function timerText(timer: Locator) {
  return (await timer.textContent())?.trim() ?? '';
}

test('a director builds a structure, applies a template and runs the clock from the desk with buttons and keys; the server’s refusal is shown', async ({
  browser,
  people,
}) => {
  test.slow();
  const staff = await people.staff('manager');
  const name = `E2E Desk ${tag()}`;
  const created = await staff.post('/api/staff/tournaments', {
    data: {
      name,
      game_type: "No Limit Hold'em",
      tournament_type: 'Freezeout',
      buy_in: '2000',
      prize_pool: '50000',
      max_players: 60,
      // Within the desk's week, so it has a clock card.
      start_time: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Tournaments' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const card = desk.getByRole('region', { name });
  await expect(card.getByText('Not started')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start clock' })).toBeDisabled();
  await expect(card.getByText('Set the structure first.')).toBeVisible();

  // The structure, built as a table.
  await card.getByRole('button', { name: `Structure of ${name}` }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Structure: ${name}` })).toBeVisible();
  await desk.getByLabel('Starting stack (chips)').fill('20,000');
  await desk.getByRole('button', { name: 'Add level' }).click();
  await cellOf(desk, 'Level 1: small blind').fill('100');
  await cellOf(desk, 'Level 1: big blind').fill('200');
  await desk.getByRole('button', { name: 'Next level by doubling' }).click();
  await expect(cellOf(desk, 'Level 2: big blind')).toHaveValue('400');
  await desk.getByRole('button', { name: 'Add break' }).click();
  await cellOf(desk, 'Break after level 2: colour-up note').fill('Colour up the 25s');
  await desk.getByRole('button', { name: 'Next level by doubling' }).click();
  await expect(cellOf(desk, 'Level 3: small blind')).toHaveValue('400');
  await desk.getByRole('button', { name: 'Duplicate Level 3' }).click();
  await expect(cellOf(desk, 'Level 4: big blind')).toHaveValue('800');
  await desk.getByRole('button', { name: 'Remove Level 4' }).click();
  await expect(rowCount(desk)).toHaveCount(4);
  // Each row's projected start, as a club time.
  await expect(
    desk
      .getByRole('row', { name: /^Level 3/ })
      .getByRole('cell')
      .nth(5),
  ).toHaveText(/\d:\d\d\s?[ap]m/i);

  // Reordering from the keyboard: the focus stays on the row that moved.
  const breakUp = desk.getByRole('button', { name: 'Move Break after level 2 up' });
  await breakUp.focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('button', { name: 'Move Break after level 1 up' })).toBeFocused();
  await desk.keyboard.press('Enter');
  // A break first is refused by the shared schema before anything is sent.
  await desk.getByRole('button', { name: 'Save structure' }).click();
  await expect(desk.getByRole('alert').filter({ hasText: 'A break cannot come first' }).first()).toBeVisible();
  await desk.getByRole('button', { name: 'Move Break down' }).click();
  await desk.getByRole('button', { name: 'Move Break after level 1 down' }).click();
  await expect(cellOf(desk, 'Break after level 2: colour-up note')).toHaveValue('Colour up the 25s');
  await desk.getByRole('button', { name: 'Save structure' }).click();
  await expect(toastRegion(desk).getByText('Structure saved')).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'structure-editor-1280');

  // Templates: this one saved under a name; the list projects each one's length for a number of entries.
  const templateName = `E2E structure ${tag()}`;
  await desk.getByLabel('Save this structure as a template').fill(templateName);
  await desk.getByRole('button', { name: 'Save as template' }).click();
  await expect(toastRegion(desk).getByText('Template saved')).toBeVisible();
  const templates = desk.getByRole('region', { name: 'Templates' });
  await expect(templates.getByRole('row', { name: new RegExp(templateName) })).toContainText('3 levels');
  await templates.getByLabel('Projected for entries').fill('10');
  await expect(templates.getByRole('columnheader', { name: 'Length for 10 entries' })).toBeVisible();
  await expect(templates.getByRole('row', { name: /^Turbo \(10-minute levels\)/ })).toContainText(/\d+ h|\d+ min/);
  await templates.getByRole('button', { name: 'Use Turbo (10-minute levels)' }).click();
  const useIt = desk.getByRole('dialog', { name: `Use “Turbo (10-minute levels)” for ${name}?` });
  await useIt.getByRole('button', { name: 'Use template' }).click();
  await expect(toastRegion(desk).getByText('Template applied')).toBeVisible();
  await expect(cellOf(desk, 'Level 1: minutes')).toHaveValue('10');
  await expect(desk.getByLabel('Starting stack (chips)')).toHaveValue('10000');
  await desk.setViewportSize({ width: 1024, height: 768 });
  await keepScreenshot(desk, 'structure-editor-1024');
  await desk.setViewportSize({ width: 1280, height: 800 });
  await desk.getByRole('button', { name: 'Back to the desk' }).click();

  // The clock: started from the desk, the seconds count down.
  await card.getByRole('button', { name: 'Start clock' }).click();
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
  const timer = card.getByRole('timer', { name: 'Time left' });
  const level = card.getByTestId('clock-level');
  await expect(level).toHaveText('Level 1');
  const first = await timerText(timer);
  await expect(timer).not.toHaveText(first, { timeout: 5_000 });

  // Space pauses and resumes the tournament with the keys, even with the focus on one of its buttons.
  await expect(card.getByText('Keys act here')).toBeVisible();
  await card.getByRole('button', { name: 'Next level' }).focus();
  await desk.keyboard.press('Space');
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(level).toHaveText('Level 1');
  const paused = await timerText(timer);
  await desk.keyboard.press('Space');
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
  await expect(timer).not.toHaveText(paused, { timeout: 5_000 });

  // N moves to the next level; the previous level asks first.
  await desk.keyboard.press('n');
  await expect(level).toHaveText('Level 2');
  await expect(card).toContainText('200/300');
  await card.getByRole('button', { name: 'Previous level' }).click();
  const back = desk.getByRole('dialog', { name: `Back to the previous level of ${name}?` });
  await back.getByRole('button', { name: 'Previous level' }).click();
  await expect(back).toBeHidden();
  await expect(level).toHaveText('Level 1');

  // Removing a minute asks first; removing more than is left is refused by the server, which says why.
  await card.getByRole('button', { name: '−1 min' }).click();
  await desk
    .getByRole('dialog', { name: `Remove 1:00 from ${name}?` })
    .getByRole('button', { name: 'Remove time' })
    .click();
  await expect(timer).toHaveText(/^8:\d\d$/);
  await card.getByRole('button', { name: 'Add or remove time…' }).click();
  const custom = desk.getByRole('dialog', { name: `Add or remove time: ${name}` });
  await custom.getByLabel('Minutes').fill('90');
  await custom.getByRole('button', { name: 'Remove 1:30:00' }).click();
  await desk
    .getByRole('dialog', { name: `Remove 1:30:00 from ${name}?` })
    .getByRole('button', { name: 'Remove time' })
    .click();
  const refusal = card.getByRole('alert');
  await expect(refusal).toContainText('The clock did not change');
  await expect(refusal).toContainText(/Only 8:\d\d is left in this level: removing 90:00 would leave less than zero/);
  await expect(level).toHaveText('Level 1');

  // Hand-for-hand stands the clock; a hand done takes two minutes off.
  await card.getByRole('button', { name: 'Hand-for-hand off' }).click();
  await expect(card.getByText('Hand-for-hand', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume' })).toBeDisabled();
  await card.getByRole('button', { name: 'Hand done: −2:00' }).click();
  await expect(timer).toHaveText(/^6:\d\d$/);
  await card.getByRole('button', { name: 'Hand-for-hand on' }).click();
  await expect(card.getByText('Running', { exact: true })).toBeVisible();

  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'tournament-desk-1280');
  await desk.setViewportSize({ width: 1024, height: 768 });
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(desk, 'tournament-desk-1024');
  // A phone at the desk: the page never scrolls sideways.
  await desk.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(desk, 'tournament-desk-390');
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await desk.context().close();
});

test('a structure edit that a start overtakes: the running level locks on the open editor, and the server’s refusal is shown', async ({
  browser,
  people,
}) => {
  const staff = await people.staff('admin');
  const name = `E2E Race ${tag()}`;
  const created = await staff.post('/api/staff/tournaments', {
    data: {
      name,
      game_type: "No Limit Hold'em",
      tournament_type: 'Freezeout',
      buy_in: '1000',
      prize_pool: '0',
      max_players: 40,
      start_time: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const level = (smallBlind: number, bigBlind: number) => ({ kind: 'level', smallBlind, bigBlind, minutes: 20 });
  const put = await staff.put(`/api/staff/tournaments/${id}/structure`, {
    data: { startingStack: 15_000, levels: [level(100, 200), level(200, 400)], entryRules: { fee: '0' } },
  });
  expect(put.status(), await put.text()).toBe(200);

  const desk = await openConsole(browser, 'e2e-admin@club.test');
  // Signed in (the form's answer) before the address changes.
  await expect(desk.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  await desk.goto(`/staff/tournaments?structure=${id}`);
  await expect(desk.getByRole('heading', { level: 1, name: `Structure: ${name}` })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await cellOf(desk, 'Level 1: big blind').fill('300');
  await expect(desk.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

  // Another console starts the clock meanwhile: the open editor follows, and level 1 is no longer a field.
  const start = await staff.post(`/api/staff/tournaments/${id}/clock`, { data: { action: 'start' } });
  expect(start.status(), await start.text()).toBe(200);
  await expect(desk.getByRole('status').filter({ hasText: /^Clock: Running/ })).toBeVisible();
  await expect(desk.getByText('The clock has started', { exact: true })).toBeVisible();
  await expect(cellOf(desk, 'Level 1: big blind')).toHaveCount(0);
  await expect(desk.getByLabel('Starting stack (chips)')).toBeDisabled();
  await desk.getByRole('button', { name: 'Save structure' }).click();
  const refusal = desk.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(refusal).toContainText(
    "Level 1 is running and cannot change: a running tournament's structure changes only from the next level on",
  );
  // Discarding takes the draft back to what is saved; the rows after the running one still change.
  await desk.getByRole('button', { name: 'Discard changes' }).click();
  await cellOf(desk, 'Level 2: big blind').fill('500');
  await desk.getByRole('button', { name: 'Save structure' }).click();
  await expect(toastRegion(desk).getByText('Structure saved')).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await desk.context().close();
});

test('a cashier has no Tournaments desk, not even by its address', async ({ browser }) => {
  const cashier = await openConsole(browser, 'e2e-cashier@club.test');
  await expect(cashier).toHaveURL(/\/staff\/cage$/);
  const nav = cashier.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Tournaments' })).toHaveCount(0);
  await cashier.goto('/staff/tournaments');
  await expect(cashier).toHaveURL(/\/staff\/cage$/);
  await expect(cashier.getByRole('heading', { level: 1, name: 'Tournaments' })).toHaveCount(0);
  await cashier.context().close();
});

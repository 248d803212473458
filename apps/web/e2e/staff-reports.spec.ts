import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { staffWalletCall } from './support/staff';
import { floorManager, joinListAsPlayer } from './support/tables';
import { expect, test } from './fixtures/test';

const REPORTS = ['room', 'waits', 'cage', 'credit', 'food', 'kyc', 'vip', 'signups'] as const;

type Report = {
  cage: Array<{ buyIns: string; cashOuts: string; cashIn: string }>;
  waits: Array<{ game: string; seated: number }>;
  signups: Array<{ signups: number }>;
};

const tonight = async (staff: APIRequestContext) => (await (await staff.get('/api/staff/reports')).json()) as Report;
const paise = (rupees: string) => Math.round(Number(rupees) * 100);
const sumOf = (report: Report, field: 'buyIns' | 'cashOuts' | 'cashIn') =>
  report.cage.reduce((sum, row) => sum + paise(row[field]), 0);

/** A table on screen as CSV would have it: cells without digit grouping, a dash as an empty cell. */
async function tableAsCsvRows(card: Locator): Promise<string[][]> {
  const header = await card.locator('thead th').allInnerTexts();
  const rows = await card
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).map((cell) => cell.textContent ?? '')),
    );
  const clean = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '—') return '';
    return /^-?[\d,]+(\.\d+)?$/.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
  };
  return [header.map(clean), ...rows.map((row) => row.map(clean))];
}

/** CSV text to rows (the export quotes only cells with commas, quotes or line breaks). */
function parseCsv(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        if (quoted) {
          if (c === '"' && line[i + 1] === '"') {
            cell += '"';
            i++;
          } else if (c === '"') quoted = false;
          else cell += c;
        } else if (c === '"') quoted = true;
        else if (c === ',') {
          cells.push(cell);
          cell = '';
        } else cell += c;
      }
      cells.push(cell);
      return cells;
    });
}

test('the reports for tonight after a scripted evening: charts, tables live, and each CSV the same figures', async ({
  browser,
  people,
}, testInfo) => {
  test.setTimeout(240_000);
  const game = `Reports Omaha ${randomUUID().slice(0, 6)}`;
  const admin = await people.staff('super_admin');
  const floor = await floorManager(await people.staff('manager'));
  const before = await tonight(admin);

  const desk = await openConsole(browser, 'e2e-super_admin@club.test');
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Reports' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Reports: Tonight' })).toBeVisible();
  await expect(desk.getByText('Live', { exact: true })).toBeVisible();
  for (const key of REPORTS) await expect(desk.getByTestId(`report-${key}`)).toBeVisible();

  // The evening, through the API as the floor and the cage would do it, while the report is open.
  const ana = await people.approvedPlayer();
  const ben = await people.approvedPlayer();
  const table = await floor.createTable({ gameType: game });
  await joinListAsPlayer(browser, ana, table.id);
  await joinListAsPlayer(browser, ben, table.id);
  const anaSeat = await floor.seat(table.id, ana.id, 1, '5000');
  const benSeat = await floor.seat(table.id, ben.id, 2, '3000');
  await staffWalletCall(admin, ana.id, 'cash-in', '8000');
  await staffWalletCall(admin, ben.id, 'cash-in', '8000');
  const seatMoney = async (seatId: number, action: 'buy-in' | 'cash-out', amount: string) => {
    const res = await admin.post(`/api/staff/seats/${seatId}/${action}`, {
      data: { amount },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await seatMoney(anaSeat.seatId, 'buy-in', '5000');
  await seatMoney(benSeat.seatId, 'buy-in', '3000');
  await seatMoney(benSeat.seatId, 'cash-out', '4200');

  // Live, without a reload: the game's waits appear, two seated from its list.
  const waits = desk.getByTestId('report-waits');
  const row = waits.getByRole('row', { name: new RegExp(game) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('2');
  const after = await tonight(admin);
  expect(after.waits.find((w) => w.game === game)?.seated).toBe(2);
  // Other browser tests share the database: tonight's totals grew by at least this evening's.
  expect(sumOf(after, 'buyIns') - sumOf(before, 'buyIns')).toBeGreaterThanOrEqual(800_000);
  expect(sumOf(after, 'cashOuts') - sumOf(before, 'cashOuts')).toBeGreaterThanOrEqual(420_000);
  expect(sumOf(after, 'cashIn') - sumOf(before, 'cashIn')).toBeGreaterThanOrEqual(1_600_000);
  const signups = (r: Report) => r.signups.reduce((sum, s) => sum + s.signups, 0);
  expect(signups(after) - signups(before)).toBeGreaterThanOrEqual(2);

  // Each chart is drawn, named, with its table and an Export CSV link.
  for (const key of REPORTS) {
    const card = desk.getByTestId(`report-${key}`);
    await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(card.getByRole('img', { name: /chart$/ })).toBeVisible();
    await expect(card.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await expect(card.getByRole('table')).toBeVisible();
  }
  await expect(desk.getByTestId('report-cage').locator('.recharts-bar-rectangle').first()).toBeVisible();

  await desk.evaluate(() => window.scrollTo(0, 0));
  await testInfo.attach('reports tonight at 1280x800', { body: await desk.screenshot(), contentType: 'image/png' });
  await desk.screenshot({ path: testInfo.outputPath('reports-1280.png') });
  await desk.screenshot({ path: testInfo.outputPath('reports-1280-full.png'), fullPage: true });
  await expectNoSeriousAxeViolations(desk);

  // Each CSV holds the figures of its table (read again until no other test's change falls in between).
  for (const key of REPORTS) {
    const card = desk.getByTestId(`report-${key}`);
    const link = card.getByRole('link', { name: /^Export CSV/ });
    const href = (await link.getAttribute('href')) as string;
    expect(href).toMatch(new RegExp(`/api/staff/reports/${key}\\.csv`));
    await expect(async () => {
      const res = await desk.request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/csv/);
      const onScreen = await tableAsCsvRows(card);
      const exported = parseCsv(await res.text());
      // Seat-hours and points grow by the second while players sit: the room and VIP rows by their labels.
      if (key === 'room' || key === 'vip') {
        expect(exported[0]).toEqual(onScreen[0]);
        expect(exported.map((r) => r[0])).toEqual(onScreen.map((r) => r[0]));
      } else expect(exported).toEqual(onScreen);
    }).toPass({ timeout: 15_000 });
  }
  const waitsCsv = parseCsv(await (await desk.request.get('/api/staff/reports/waits.csv')).text());
  expect(waitsCsv.find((r) => r[0] === game)?.[1]).toBe('2');

  // A range of days: read by the day.
  const today = await desk.getByLabel('To', { exact: true }).inputValue();
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await desk.getByLabel('From', { exact: true }).fill(yesterday);
  await desk.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: /^Reports: .+ to .+/ })).toBeVisible();
  await expect(desk.getByText(/^Day by day/)).toBeVisible();
  await expect(desk.getByTestId('report-signups').locator('tbody tr')).toHaveCount(2);
  await desk.getByRole('button', { name: 'Tonight' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Reports: Tonight' })).toBeVisible();
  await desk.context().close();
});

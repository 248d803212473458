import { randomUUID } from 'node:crypto';
import type { AuditRow } from '@club/shared/audit';
import { fromPaise } from '@club/shared/money';
import { type Report, reportCsv } from '@club/shared/reports';
import type { WalletOperationResult } from '@club/shared/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer } from '../../../test/fixtures';
import { signedInCashier, signedInStaff, walletCall } from '../../../test/wallet';
import { writeAudit } from '../staff/audit.service';
import { summaryLines } from './daily-summary.service';

// Issue 38, item 12: a reversal writes the opposite ledger type (a reversed cash out is a cash_in row, decision
// 070). The reports, the daily summary, the CSV and the audit log count it as a reversal, netted against what it
// reverses, never as a cash in or out of its own. This file's database holds only what its tests do.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const paiseOf = (rupees: string) => BigInt(rupees.replace('.', ''));
const total = <T>(rows: T[], pick: (row: T) => string) =>
  fromPaise(rows.reduce((sum, row) => sum + paiseOf(pick(row)), 0n));

async function moved(cookie: string, playerId: number, operation: string, amount: string) {
  const res = await walletCall(t.app, cookie, playerId, operation, { amount });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = res.json<WalletOperationResult>().transactions;
  return row!.id;
}
async function reverse(cookie: string, transactionId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/staff/wallet/transactions/${transactionId}/reverse`,
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { reason: 'Keyed on the wrong player' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Tonight: ₹5,000 cash in reversed; ₹3,000 cash in, ₹1,000 paid out and that withdrawal reversed (its reversal
 * is a cash_in row); ₹1,500 of credit issued and reversed. What stays: ₹3,000 in, nothing out, no credit.
 */
async function reversedEvening() {
  const admin = await signedInStaff(t.app, 'super_admin');
  const cashier = await signedInCashier(t.app);
  const [first, second, third] = [
    await createPlayer(db(), { firstName: 'Asha', lastName: 'Rao' }),
    await createPlayer(db(), { firstName: 'Ravi', lastName: 'Kumar' }),
    await createPlayer(db(), { firstName: 'Meera', lastName: 'Iyer' }),
  ];
  await reverse(cashier.cookie, await moved(cashier.cookie, first.id, 'cash-in', '5000'));
  await moved(cashier.cookie, second.id, 'cash-in', '3000');
  const withdrawal = await moved(cashier.cookie, second.id, 'cash-out', '1000');
  await reverse(cashier.cookie, withdrawal);
  const limit = await t.app.inject({
    method: 'PUT',
    url: `/api/staff/wallet/${third.id}/credit-limit`,
    headers: { cookie: admin.cookie },
    payload: { creditLimit: '2000' },
  });
  expect(limit.statusCode, limit.body).toBe(200);
  await reverse(cashier.cookie, await moved(cashier.cookie, third.id, 'credit-add', '1500'));
  return { admin, second, withdrawal };
}

describe('a reversal in the reports and the audit log', () => {
  let evening: Awaited<ReturnType<typeof reversedEvening>>;
  beforeAll(async () => {
    evening = await reversedEvening();
  });

  it('nets each reversal against what it reverses and shows the money reversed on its own line: charts, CSV and the e-mail', async () => {
    const res = await t.app.inject({ url: '/api/staff/reports', headers: { cookie: evening.admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<Report>();
    expect(total(report.cage, (r) => r.cashIn)).toBe('3000.00');
    expect(total(report.cage, (r) => r.cashPaidOut)).toBe('0.00');
    expect(total(report.cage, (r) => r.reversals)).toBe('6000.00');
    expect(total(report.cage, (r) => r.net)).toBe('3000.00');
    expect(total(report.credit, (r) => r.issued)).toBe('0.00');
    expect(total(report.credit, (r) => r.cleared)).toBe('0.00');
    expect(total(report.credit, (r) => r.reversals)).toBe('1500.00');
    expect(report.credit.at(-1)?.outstanding).toBe('0.00');

    const csv = await t.app.inject({
      url: '/api/staff/reports/cage.csv',
      query: { from: report.from, to: report.to },
      headers: { cookie: evening.admin.cookie },
    });
    expect(csv.body.split('\r\n')[0]).toContain('Reversed at the cage (₹)');
    expect(csv.body).toBe(reportCsv('cage', report.cage));

    const lines = summaryLines(report);
    expect(lines).toContain(
      'Cage: table buy-ins ₹0.00, table cash-outs ₹0.00, cash in ₹3,000.00, cash paid out ₹0.00, reversed ₹6,000.00, net ₹3,000.00.',
    );
    expect(lines.find((line) => line.startsWith('Credit:'))).toBe(
      'Credit: issued ₹0.00, cleared ₹0.00, reversed ₹1,500.00, ₹0.00 outstanding at the end of the day.',
    );
  });

  it('labels a reversal as one in the audit log, never as a cash in or out, old rows too', async () => {
    const rows = async (query: string) => {
      const res = await t.app.inject({ url: `/api/staff/audit?${query}`, headers: { cookie: evening.admin.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ rows: AuditRow[] }>().rows;
    };
    const ofSecond = await rows(`playerId=${evening.second.id}`);
    expect(ofSecond.filter((r) => r.action === 'wallet.cash_in').map((r) => r.summary)).toEqual([
      expect.stringMatching(/^Cash in ₹3,000\.00 for Ravi Kumar \(#\d+\), shift #\d+$/),
    ]);
    expect(ofSecond.filter((r) => r.action === 'wallet.reversal').map((r) => r.summary)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Reversal of #${evening.withdrawal}: ₹1,000\\.00 back to the cash balance of Ravi Kumar \\(#\\d+\\), shift #\\d+$`,
        ),
      ),
    ]);
    const reversals = await rows('action=wallet.reversal');
    expect(reversals.map((r) => r.summary.replace(/#\d+/g, '#n'))).toEqual(
      expect.arrayContaining([
        'Reversal of #n: ₹5,000.00 taken back from the cash balance of Asha Rao (#n), shift #n',
        'Reversal of #n: ₹1,500.00 taken back from the credit balance of Meera Iyer (#n), shift #n',
      ]),
    );
    expect(reversals).toHaveLength(3);

    // A row written before reversals had their own action (a cash_in row that reverses a withdrawal) reads so too.
    await writeAudit(db(), {
      staffId: null,
      playerId: evening.second.id,
      action: 'wallet.cash_in',
      entity: 'wallet',
      entityId: evening.second.id,
      before: { cashPaise: '100000', creditPaise: '0' },
      after: { cashPaise: '200000', creditPaise: '0', transactionIds: [999], shiftId: 4, reverses: 998 },
      note: null,
    });
    const [old] = await rows(`action=wallet.cash_in&playerId=${evening.second.id}&pageSize=1`);
    expect(old?.summary).toBe(
      `Reversal of #998: ₹1,000.00 back to the cash balance of Ravi Kumar (#${evening.second.id}), shift #4`,
    );
  });
});

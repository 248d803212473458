import type { CageLog, CageTransaction } from '@club/shared/cage';
import { fromPaise } from '@club/shared/money';
import type { TransactionType } from '@club/shared/wallet';
import type { Db } from '../../db/client';
import { cageSettings } from '../club/club.service';
import { toCageTransaction } from './cage.mappers';
import { notFound } from '../../app-error';
import { findLedgerRows, findShifts, type LedgerFilter, ledgerTotals, shiftById } from './cage.repo';

export interface CageLogQuery {
  from?: string;
  to?: string;
  playerId?: number;
  staffId?: number;
  shiftId?: number;
  type?: TransactionType;
  page: number;
  pageSize: number;
}

async function filterOf(db: Db, query: CageLogQuery): Promise<LedgerFilter> {
  const { timeZone } = await cageSettings(db);
  const { page: _page, pageSize: _pageSize, ...filter } = query;
  return { ...filter, timeZone };
}

/**
 * GET /api/staff/wallet/transactions: one page of the ledger rows matching the filter (dates are days of
 * the club's time zone), newest first, with the count and the sums by type and account of every matching
 * row, computed in SQL.
 */
export async function cageLog(db: Db, query: CageLogQuery): Promise<CageLog> {
  const filter = await filterOf(db, query);
  const [rows, totals] = await Promise.all([
    findLedgerRows(db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    ledgerTotals(db, filter),
  ]);
  return {
    rows: rows.map(toCageTransaction),
    total: totals.reduce((sum, t) => sum + t.count, 0),
    page: query.page,
    pageSize: query.pageSize,
    totals: totals.map((t) => ({ type: t.type, account: t.account, count: t.count, amount: fromPaise(t.sumPaise) })),
  };
}

const CSV_COLUMNS: Array<[string, (row: CageTransaction) => string | number | null]> = [
  ['id', (r) => r.id],
  ['created_at', (r) => r.createdAt],
  ['player_id', (r) => r.playerId],
  ['player_code', (r) => r.playerCode],
  ['player_name', (r) => r.playerName],
  ['type', (r) => r.type],
  ['account', (r) => r.account],
  ['amount', (r) => r.amount],
  ['description', (r) => r.description],
  ['staff_id', (r) => r.staffId],
  ['staff_name', (r) => r.staffName],
  ['shift_id', (r) => r.shiftId],
  ['seat_id', (r) => r.seatId],
  ['reverses_transaction_id', (r) => r.reversesTransactionId],
  ['reversed_by_transaction_id', (r) => r.reversedByTransactionId],
];

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula starts with an apostrophe. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(rows: CageTransaction[]): string {
  const lines = [
    CSV_COLUMNS.map(([name]) => name).join(','),
    ...rows.map((row) => CSV_COLUMNS.map(([, cell]) => csvCell(cell(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** GET /api/staff/wallet/transactions.csv: every row of the same filter (no paging), a header row first. */
export async function cageLogCsv(db: Db, query: CageLogQuery): Promise<string> {
  return toCsv((await findLedgerRows(db, await filterOf(db, query))).map(toCageTransaction));
}

/** GET /api/staff/cage/shifts/{shiftId}.csv: the shift's operations, oldest first (404 for no such shift). */
export async function shiftCsv(db: Db, shiftId: number): Promise<string> {
  if ((await findShifts(db, shiftById(shiftId))).length === 0) throw notFound('Shift');
  return toCsv((await findLedgerRows(db, { timeZone: 'UTC', shiftId })).map(toCageTransaction).reverse());
}

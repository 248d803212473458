import type { CageLog, CageTransaction } from '@club/shared/cage';
import type { CageLogType } from '@club/shared/cage';
import type { StaffRole } from '@club/shared/staff';
import type { Db } from '../../db/client';
import { cageSettings } from '../club/club.service';
import { toCageTransaction, toTypeTotals } from './cage.mappers';
import { notFound } from '../../app-error';
import { findLedgerRows, findShifts, type LedgerFilter, ledgerTotals, shiftById } from './cage.repo';

export interface CageLogQuery {
  from?: string;
  to?: string;
  playerId?: number;
  staffId?: number;
  shiftId?: number;
  type?: CageLogType;
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
 * row, computed in SQL, reversals netted on their own line. The blind count (decision 070): a viewer other
 * than a super admin gets no totals of rows of a shift still open, whatever the filter (a shift, a staff
 * member, a day), only how many rows that leaves out.
 */
export async function cageLog(db: Db, query: CageLogQuery, viewer: StaffRole): Promise<CageLog> {
  const filter = await filterOf(db, query);
  const [rows, sums] = await Promise.all([
    findLedgerRows(db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    ledgerTotals(db, filter),
  ]);
  return {
    rows: rows.map(toCageTransaction),
    total: sums.reduce((sum, t) => sum + t.count, 0),
    page: query.page,
    pageSize: query.pageSize,
    ...toTypeTotals(sums, viewer !== 'super_admin'),
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

import {
  AUDIT_STAFF_SUGGESTIONS,
  type AuditPage,
  type AuditQuery,
  type AuditRow,
  type AuditStaffSuggestion,
} from '@club/shared/audit';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, clubSettings, players, pokerTables, staff } from '../../db/schema';
import { type AuditNames, namesToLookUp, summarizeAudit } from './audit-summary';

// Read only: the audit log is written by writeAudit inside each action's transaction, and no route
// edits or deletes a row of it (issue 19).

type AuditFilter = Omit<AuditQuery, 'page' | 'pageSize'>;

/** The club's time zone (the club feature's own read would make a cycle: it writes audit rows). */
async function clubTimeZone(db: Db): Promise<string> {
  const [row] = await db.select({ timeZone: clubSettings.timeZone }).from(clubSettings).where(eq(clubSettings.id, 1));
  return row?.timeZone ?? 'Asia/Kolkata';
}

async function whereOf(db: Db, filter: AuditFilter): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (filter.from || filter.to) {
    const timeZone = await clubTimeZone(db);
    // A day of the club, from its midnight to the next one, whatever the server's zone.
    if (filter.from)
      conditions.push(gte(auditLog.createdAt, sql`(${filter.from}::date)::timestamp at time zone ${timeZone}`));
    if (filter.to)
      conditions.push(lt(auditLog.createdAt, sql`(${filter.to}::date + 1)::timestamp at time zone ${timeZone}`));
  }
  if (filter.staffId !== undefined) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.playerId !== undefined) conditions.push(eq(auditLog.playerId, filter.playerId));
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function findRows(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<AuditRow[]> {
  const query = db
    .select({
      row: auditLog,
      staffName: staff.name,
      staffRole: staff.role,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .leftJoin(players, eq(players.id, auditLog.playerId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const described = rows.map(({ row, staffName, staffRole, firstName, lastName }) => ({
    row,
    staffName,
    staffRole,
    playerName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  }));
  const names = await namesOf(
    db,
    described.map(({ row, playerName }) => ({ ...row, playerName })),
  );
  return described.map(({ row, staffName, staffRole, playerName }) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    staffId: row.staffId,
    staffName,
    staffRole,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    playerId: row.playerId,
    playerName,
    before: row.before,
    after: row.after,
    note: row.note,
    summary: summarizeAudit({ ...row, playerName }, names),
  }));
}

/** The names of the tables and staff members a page's rows point at: one query each, whatever the page's size. */
async function namesOf(db: Db, rows: Parameters<typeof namesToLookUp>[0]): Promise<AuditNames> {
  const { tableIds, staffIds } = namesToLookUp(rows);
  const [tables, members] = await Promise.all([
    tableIds.length > 0
      ? db
          .select({ id: pokerTables.id, name: pokerTables.name })
          .from(pokerTables)
          .where(inArray(pokerTables.id, tableIds))
      : [],
    staffIds.length > 0
      ? db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, staffIds))
      : [],
  ]);
  return {
    tables: new Map(tables.map((t) => [t.id, t.name])),
    staff: new Map(members.map((m) => [m.id, m.name])),
  };
}

/** GET /api/staff/audit/staff: staff members whose name or e-mail contains `q`, by name (the filter's suggestions). */
export async function suggestAuditStaff(db: Db, q: string): Promise<AuditStaffSuggestion[]> {
  const pattern = `%${q.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email, role: staff.role })
    .from(staff)
    .where(q ? or(ilike(staff.name, pattern), ilike(staff.email, pattern)) : undefined)
    .orderBy(asc(staff.name), asc(staff.id))
    .limit(AUDIT_STAFF_SUGGESTIONS);
}

/** GET /api/staff/audit: one page of the matching rows, newest first, with how many match. */
export async function auditLogPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const { page, pageSize, ...filter } = query;
  const where = await whereOf(db, filter);
  const [rows, [count], actions] = await Promise.all([
    findRows(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { rows, total: count?.total ?? 0, page, pageSize, actions: actions.map((a) => a.action) };
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const CSV_COLUMNS: Array<[string, (row: AuditRow) => string | number | null]> = [
  ['id', (r) => r.id],
  ['created_at', (r) => r.createdAt],
  ['staff_id', (r) => r.staffId],
  ['staff_name', (r) => r.staffName],
  ['staff_role', (r) => r.staffRole],
  ['action', (r) => r.action],
  ['entity', (r) => r.entity],
  ['entity_id', (r) => r.entityId],
  ['player_id', (r) => r.playerId],
  ['player_name', (r) => r.playerName],
  ['before', (r) => json(r.before)],
  ['after', (r) => json(r.after)],
  ['note', (r) => r.note],
  ['summary', (r) => r.summary],
];

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula starts with an apostrophe (as the cage's CSV). */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** GET /api/staff/audit.csv: every row of the same filter (no paging), newest first, a header row first. */
export async function auditLogCsv(db: Db, query: AuditQuery): Promise<string> {
  const { page: _page, pageSize: _pageSize, ...filter } = query;
  const rows = await findRows(db, await whereOf(db, filter));
  const lines = [
    CSV_COLUMNS.map(([name]) => name).join(','),
    ...rows.map((row) => CSV_COLUMNS.map(([, cell]) => csvCell(cell(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

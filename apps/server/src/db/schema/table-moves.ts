import { CHANGE_REQUEST_KINDS } from '@club/shared/table-moves';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { staff } from './staff';
import { pokerTables, seats } from './tables';

/**
 * A must-move table feeding a protected main table (issue 31, decision 142): one row per must-move table (a
 * table feeds at most one main table). When a seat opens at the main table, the player seated longest at its
 * must-move tables is moved there.
 */
export const mustMoveTables = pgTable(
  'must_move_tables',
  {
    tableId: integer('table_id')
      .primaryKey()
      .references(() => pokerTables.id, { onDelete: 'cascade' }),
    mainTableId: integer('main_table_id')
      .notNull()
      .references(() => pokerTables.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('must_move_tables_not_self', sql`${t.tableId} <> ${t.mainTableId}`),
    index('must_move_tables_main_idx').on(t.mainTableId),
  ],
);

export const CHANGE_REQUEST_STATUSES = ['waiting', 'moved', 'cancelled'] as const;

/**
 * A seated player's ask for another table of the game or another seat at the table (decision 142): served
 * (`moved`) by a move the floor confirms, or `cancelled` by the player, the floor, or the seat's end.
 */
export const seatChangeRequests = pgTable(
  'seat_change_requests',
  {
    id: serial('id').primaryKey(),
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CHANGE_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: CHANGE_REQUEST_STATUSES }).notNull().default('waiting'),
    /** The staff member who added it for the player; null when the player asked from the phone. */
    addedBy: integer('added_by').references(() => staff.id),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('seat_change_requests_kind', sql`${t.kind} IN ('table', 'seat')`),
    check('seat_change_requests_status', sql`${t.status} IN ('waiting', 'moved', 'cancelled')`),
    // One waiting request per seat: a second ask is refused, never queued twice.
    uniqueIndex('seat_change_requests_one_waiting').on(t.seatId).where(sql`status = 'waiting'`),
    index('seat_change_requests_status_idx').on(t.status, t.requestedAt),
  ],
);

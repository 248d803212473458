import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { paise, tstz } from './columns';
import { staff } from './staff';

/** A range of entries as stored: each paid place's share in basis points (1/100 %), first place first. */
export interface StoredPayoutRange {
  minEntries: number;
  maxEntries: number | null;
  basisPoints: number[];
}

/**
 * The club's payout table (issue 30, decision 123): one row once the club saves its own; without it the
 * defaults hold. Checked whole by the service (`payoutTableProblem`) before it is written.
 */
export const tournamentPayoutTable = pgTable(
  'tournament_payout_table',
  {
    id: integer('id').primaryKey().default(1),
    ranges: jsonb('ranges').$type<StoredPayoutRange[]>().notNull(),
    roundingUnitPaise: paise('rounding_unit_paise').notNull(),
    updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('tournament_payout_table_single_row', sql`${t.id} = 1`),
    check('tournament_payout_table_unit', sql`${t.roundingUnitPaise} BETWEEN 100 AND 1000000`),
  ],
);

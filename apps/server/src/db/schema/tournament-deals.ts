import { DEAL_METHODS, DEAL_STATUSES } from '@club/shared/tournament-deals';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList, paise, tstz } from './columns';
import { players } from './players';
import { staff } from './staff';
import { tournaments } from './tournaments';

/**
 * A deal proposed among a tournament's remaining players (issue 30). At most one waits for answers or is
 * confirmed per tournament; a new proposal withdraws the one waiting.
 */
export const tournamentDeals = pgTable(
  'tournament_deals',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    method: text('method', { enum: DEAL_METHODS }).notNull(),
    status: text('status', { enum: DEAL_STATUSES }).notNull().default('proposed'),
    dealtPaise: paise('dealt_paise').notNull(),
    playedForPaise: paise('played_for_paise').notNull().default(sql`0`),
    proposedBy: integer('proposed_by').references(() => staff.id, { onDelete: 'set null' }),
    confirmedBy: integer('confirmed_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    check('tournament_deals_method', sql.raw(`method in (${inList(DEAL_METHODS)})`)),
    check('tournament_deals_status', sql.raw(`status in (${inList(DEAL_STATUSES)})`)),
    check('tournament_deals_amounts', sql`${t.dealtPaise} >= 0 AND ${t.playedForPaise} >= 0`),
    uniqueIndex('tournament_deals_one_open').on(t.tournamentId).where(sql`${t.status} in ('proposed', 'confirmed')`),
    index('tournament_deals_tournament_idx').on(t.tournamentId, t.id),
  ],
);

/** Each remaining player's part of a deal: the chips given, the amount, and the answer. */
export const tournamentDealShares = pgTable(
  'tournament_deal_shares',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => tournamentDeals.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    chips: bigint('chips', { mode: 'number' }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    acceptedAt: tstz('accepted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.playerId] }),
    check('tournament_deal_shares_amounts', sql`${t.chips} >= 0 AND ${t.amountPaise} >= 0`),
  ],
);

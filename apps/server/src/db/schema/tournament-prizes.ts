import { PRIZE_KINDS, PRIZE_STATUSES } from '@club/shared/tournament-prizes';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList, paise, tstz } from './columns';
import { players } from './players';
import { staff } from './staff';
import { tournaments } from './tournaments';
import { transactions } from './wallet';

/**
 * A tournament prize (issue 30, decision 133): one row per player and tournament once the cage pays the
 * prizes. Paid rows carry their tournament_prize ledger row; a prize above the cage's threshold is first
 * recorded as pending with who asked, and paid when a super admin who did not ask pays again. A knockout's
 * bounties won by a player are one more row of kind 'bounty' (decision 134), `bounties` counting them. The
 * unique index makes each paid once, whatever the races.
 */
export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRIZE_KINDS }).notNull().default('prize'),
    place: integer('place').notNull(),
    /** How many bounties a 'bounty' row pays (null for a prize). */
    bounties: integer('bounties'),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status', { enum: PRIZE_STATUSES }).notNull(),
    requestedBy: integer('requested_by').references(() => staff.id),
    paidBy: integer('paid_by').references(() => staff.id),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('tournament_prizes_status', sql.raw(`status in (${inList(PRIZE_STATUSES)})`)),
    check('tournament_prizes_kind', sql.raw(`kind in (${inList(PRIZE_KINDS)})`)),
    check(
      'tournament_prizes_bounties',
      sql`(${t.kind} = 'bounty') = (${t.bounties} IS NOT NULL AND ${t.bounties} > 0)`,
    ),
    check('tournament_prizes_amount', sql`${t.amountPaise} > 0`),
    check('tournament_prizes_paid', sql`(${t.status} = 'paid') = (${t.transactionId} IS NOT NULL)`),
    uniqueIndex('tournament_prizes_once').on(t.tournamentId, t.playerId, t.kind),
    index('tournament_prizes_player_idx').on(t.playerId),
  ],
);

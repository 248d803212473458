import { TOURNAMENT_STATUSES } from '@club/shared/tournaments';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, paise, tstz } from './columns';
import { players } from './players';

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    gameType: text('game_type').notNull(),
    tournamentType: text('tournament_type').notNull(),
    buyInPaise: paise('buy_in_paise').notNull(),
    prizePoolPaise: paise('prize_pool_paise').notNull().default(sql`0`),
    maxPlayers: integer('max_players').notNull(),
    startTime: tstz('start_time').notNull(),
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull().default('upcoming'),
    /** Staff close registration (decision 011): players cannot register while it is false. */
    registrationOpen: boolean('registration_open').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('tournaments_status', sql`${t.status} IN ('upcoming', 'running', 'finished', 'cancelled')`),
    check('tournaments_max_players', sql`${t.maxPlayers} > 0`),
    check('tournaments_money', sql`${t.buyInPaise} >= 0 AND ${t.prizePoolPaise} >= 0`),
  ],
);

export const tournamentRegistrations = pgTable(
  'tournament_registrations',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId] })],
);

export const tournamentInterests = pgTable(
  'tournament_interests',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId] })],
);

import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { staff } from './staff';
import { tournaments } from './tournaments';

/**
 * A display key pairs one screen (the room's TV board, decision 062) with the club: it reads the board
 * and nothing else. Only the SHA-256 of the key is stored; revocation is a row update every instance sees.
 */
export const displayKeys = pgTable(
  'display_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** The key's last four characters, so staff can tell two keys apart in the list. */
    keyHint: text('key_hint').notNull(),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: createdAt(),
    /** The last time a board read its data or connected with this key. */
    lastSeenAt: tstz('last_seen_at'),
    revokedAt: tstz('revoked_at'),
    revokedBy: integer('revoked_by').references(() => staff.id),
    /**
     * What the screen shows (decision 114): null the wait-list board, else this tournament's clock. One
     * column, so no state names a clock without its tournament; a removed tournament puts the screen back
     * on the board.
     */
    clockTournamentId: integer('clock_tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
  },
  (t) => [index('display_keys_created_idx').on(t.createdAt)],
);

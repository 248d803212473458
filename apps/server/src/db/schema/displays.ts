import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { staff } from './staff';

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
  },
  (t) => [index('display_keys_created_idx').on(t.createdAt)],
);

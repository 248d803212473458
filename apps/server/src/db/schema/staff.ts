import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@club/shared/staff';
import { createdAt, inList, tstz } from './columns';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: tstz('last_login_at'),
    /** Set when a super admin sets the password: the member chooses their own before doing anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (_t) => [check('staff_role_known', sql.raw(`role in (${inList(STAFF_ROLES)})`))],
);

/** Who did what, when; before and after where money or status moves. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id),
    playerId: integer('player_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

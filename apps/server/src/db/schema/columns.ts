import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money is integer paise in the database; bigint keeps it exact. */
export const paise = (name: string) => bigint(name, { mode: 'bigint' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
export const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** One row: the club's own settings, edited by a super admin. */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: integer('id').primaryKey().default(1),
    clubName: text('club_name').notNull().default('Poker Club'),
    supportEmail: text('support_email').notNull().default('support@pokerclub.local'),
    supportPhone: text('support_phone').notNull().default('+91 00000 00000'),
    welcomeVideoUrl: text('welcome_video_url'),
    requireEmailVerification: boolean('require_email_verification').notNull().default(true),
    /** Dates and times are shown in this zone, whatever the device's (IANA name). */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('club_settings_single_row', sql`${t.id} = 1`)],
);

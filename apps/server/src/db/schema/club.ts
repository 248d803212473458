import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { BOARD_NAME_DISPLAYS } from '@club/shared/display';
import { GUEST_SEATING_MODES } from '@club/shared/guests';
import { inList, paise, tstz } from './columns';

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
    // The cage (issue 17; @club/shared/club CAGE_SETTING_DEFAULTS): four-eyes above ₹1,00,000, a shift's
    // variance above ₹500 needs a note and a sign-off, a reversal above ₹10,000 needs a super admin.
    largeOperationThresholdPaise: paise('large_operation_threshold_paise').notNull().default(sql`10000000`),
    shiftVarianceThresholdPaise: paise('shift_variance_threshold_paise').notNull().default(sql`50000`),
    reversalThresholdPaise: paise('reversal_threshold_paise').notNull().default(sql`1000000`),
    /** How the room's TV board names waiting players (decision 062): initials unless the club chooses nicknames. */
    boardNameDisplay: text('board_name_display', { enum: BOARD_NAME_DISPLAYS }).notNull().default('initials'),
    /** Four-eyes KYC (docs/decisions/095): a player's approval needs a second, different reviewer. */
    kycSecondReviewer: boolean('kyc_second_reviewer').notNull().default(false),
    /** The hour (0-23, club time) from which super admins get the previous day's summary e-mail (issue 19). */
    dailySummaryHour: integer('daily_summary_hour').notNull().default(9),
    // The wait-list's paging (issue 16, decision 061; @club/shared/paging has the same defaults).
    pageHoldMinutes: integer('page_hold_minutes').notNull().default(5),
    pageExtensionMinutes: integer('page_extension_minutes').notNull().default(5),
    missesBeforeRemoval: integer('misses_before_removal').notNull().default(2),
    /** A remote wait-list entry not checked in within this many minutes leaves the list (issue 16). */
    remoteEntryExpiryMinutes: integer('remote_entry_expiry_minutes').notNull().default(90),
    /** A guest on a list (issue 31, decision 131) is removed this many days after the evening they were last listed. */
    guestRetentionDays: integer('guest_retention_days').notNull().default(30),
    /** How a guest is seated (decision 131): a player account first (the default), or as a guest paying cash. */
    guestSeating: text('guest_seating', { enum: GUEST_SEATING_MODES }).notNull().default('account_first'),
    /** Hand-for-hand (TDA RP-8: at most 3 minutes a hand, ideally 2): seconds off the level per hand every table played. */
    handForHandSeconds: integer('hand_for_hand_seconds').notNull().default(120),
    /** The secret behind the room's rotating check-in code (issue 16): shared by every instance, never sent out. */
    checkInSecret: text('check_in_secret')
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text) || md5(random()::text || clock_timestamp()::text)`),
    // The player portal's branding (accounts-kyc.md section 3, decision 090; @club/shared/branding DEFAULT_BRANDING).
    /** An uploaded image (/api/media/{id}); null: the club's default mark. */
    brandLogoUrl: text('brand_logo_url'),
    brandPrimaryColor: text('brand_primary_color').notNull().default('#10b981'),
    brandSecondaryColor: text('brand_secondary_color').notNull().default('#059669'),
    brandCompanyName: text('brand_company_name').notNull().default('Poker Club'),
    brandThankYouMessage: text('brand_thank_you_message').notNull().default('Thank You for Joining Us!'),
    brandSubMessage: text('brand_sub_message')
      .notNull()
      .default('Your KYC documents have been submitted successfully. Please wait for staff approval.'),
    brandBackgroundColor: text('brand_background_color').notNull().default('#0f172a'),
    brandTextColor: text('brand_text_color').notNull().default('#f8fafc'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('club_settings_single_row', sql`${t.id} = 1`),
    check(
      'club_settings_cage_thresholds_positive',
      sql`${t.largeOperationThresholdPaise} > 0 AND ${t.shiftVarianceThresholdPaise} > 0 AND ${t.reversalThresholdPaise} > 0`,
    ),
    check('club_settings_daily_summary_hour', sql`${t.dailySummaryHour} BETWEEN 0 AND 23`),
    check(
      'club_settings_paging_ranges',
      sql`${t.pageHoldMinutes} BETWEEN 1 AND 60 AND ${t.pageExtensionMinutes} BETWEEN 1 AND 60 AND ${t.missesBeforeRemoval} BETWEEN 1 AND 10`,
    ),
    check('club_settings_remote_entry_expiry', sql`${t.remoteEntryExpiryMinutes} BETWEEN 10 AND 480`),
    check('club_settings_hand_for_hand_seconds', sql`${t.handForHandSeconds} BETWEEN 0 AND 180`),
    check('club_settings_guest_retention_days', sql`${t.guestRetentionDays} BETWEEN 1 AND 365`),
    check('club_settings_guest_seating_known', sql.raw(`guest_seating in (${inList(GUEST_SEATING_MODES)})`)),
    check('club_settings_board_name_display_known', sql.raw(`board_name_display in (${inList(BOARD_NAME_DISPLAYS)})`)),
  ],
);

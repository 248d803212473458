import { stillThere } from '../../db/rows';
import type { GuestSeatingMode } from '@club/shared/guests';
import type { ClubSettings } from '@club/shared/accounts';
import { type Branding, contrastMessage, contrastRatio, MIN_TEXT_CONTRAST } from '@club/shared/branding';
import type { StaffClubSettings, StaffClubSettingsChange } from '@club/shared/club';
import type { BoardNameDisplay } from '@club/shared/display';
import { ROOMS, staffRoomsOf } from '@club/shared/events';
import { fromPaise, toPaise } from '@club/shared/money';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { clubSettings } from '../../db/schema';
import type { UseCaseContext } from '../../use-case';
import { writeAudit } from '../staff/audit.service';

type SettingsRow = typeof clubSettings.$inferSelect;

/** The settings row, made with its defaults the first time it is read. */
async function settingsRow(db: DbOrTx, options: { lock?: boolean } = {}): Promise<SettingsRow> {
  const read = () => {
    const query = db.select().from(clubSettings).where(eq(clubSettings.id, 1));
    return options.lock ? query.for('update') : query;
  };
  let [row] = await read();
  if (!row) {
    await db.insert(clubSettings).values({ id: 1 }).onConflictDoNothing();
    [row] = await read();
  }
  return stillThere(row, 'The club settings row');
}

export async function getClubSettings(db: DbOrTx): Promise<ClubSettings> {
  return toPublicSettings(await settingsRow(db));
}

const toPublicSettings = (row: SettingsRow): ClubSettings => {
  return {
    clubName: row.clubName,
    supportEmail: row.supportEmail,
    supportPhone: row.supportPhone,
    welcomeVideoUrl: row.welcomeVideoUrl,
    requireEmailVerification: row.requireEmailVerification,
    timeZone: row.timeZone,
    pageExtensionMinutes: row.pageExtensionMinutes,
    branding: brandingOf(row),
  };
};

const brandingOf = (row: SettingsRow): Branding => ({
  logoUrl: row.brandLogoUrl,
  primaryColor: row.brandPrimaryColor,
  secondaryColor: row.brandSecondaryColor,
  companyName: row.brandCompanyName,
  thankYouMessage: row.brandThankYouMessage,
  subMessage: row.brandSubMessage,
  backgroundColor: row.brandBackgroundColor,
  textColor: row.brandTextColor,
});

const toStaffSettings = (row: SettingsRow): StaffClubSettings => ({
  clubName: row.clubName,
  supportEmail: row.supportEmail,
  supportPhone: row.supportPhone,
  requireEmailVerification: row.requireEmailVerification,
  kycSecondReviewer: row.kycSecondReviewer,
  boardNameDisplay: row.boardNameDisplay,
  largeOperationThreshold: fromPaise(row.largeOperationThresholdPaise),
  shiftVarianceThreshold: fromPaise(row.shiftVarianceThresholdPaise),
  reversalThreshold: fromPaise(row.reversalThresholdPaise),
  timeZone: row.timeZone,
  welcomeVideoUrl: row.welcomeVideoUrl,
  dailySummaryHour: row.dailySummaryHour,
  pageHoldMinutes: row.pageHoldMinutes,
  pageExtensionMinutes: row.pageExtensionMinutes,
  missesBeforeRemoval: row.missesBeforeRemoval,
  remoteEntryExpiryMinutes: row.remoteEntryExpiryMinutes,
  guestRetentionDays: row.guestRetentionDays,
  guestSeating: row.guestSeating,
  handForHandSeconds: row.handForHandSeconds,
  branding: brandingOf(row),
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/staff/club/settings (any staff member). */
export async function getStaffClubSettings(db: DbOrTx): Promise<StaffClubSettings> {
  return toStaffSettings(await settingsRow(db));
}

/** What the cage reads inside its own transactions: the thresholds in paise and the club's time zone. */
export async function cageSettings(db: DbOrTx) {
  const row = await settingsRow(db);
  return {
    largeOperationThresholdPaise: row.largeOperationThresholdPaise,
    shiftVarianceThresholdPaise: row.shiftVarianceThresholdPaise,
    reversalThresholdPaise: row.reversalThresholdPaise,
    timeZone: row.timeZone,
  };
}

/** What the paging use cases read, in their own transaction, for the next page (decision 061). */
export async function waitlistSettings(db: DbOrTx) {
  const row = await settingsRow(db);
  return {
    pageHoldMinutes: row.pageHoldMinutes,
    pageExtensionMinutes: row.pageExtensionMinutes,
    missesBeforeRemoval: row.missesBeforeRemoval,
    remoteEntryExpiryMinutes: row.remoteEntryExpiryMinutes,
  };
}

/** How a guest is seated (decision 131): a player account first, or as a guest with the buy-in in cash. */
export async function guestSeating(db: DbOrTx): Promise<GuestSeatingMode> {
  return (await settingsRow(db)).guestSeating;
}

/** How long a guest's record is kept after the evening they were last on a list (decision 131), in days. */
export async function guestRetentionDays(db: DbOrTx): Promise<number> {
  return (await settingsRow(db)).guestRetentionDays;
}

/** Seconds off the level per hand-for-hand hand (TDA RP-8, decision 110). */
export async function handForHandSeconds(db: DbOrTx): Promise<number> {
  return (await settingsRow(db)).handForHandSeconds;
}

/** The secret behind the room's rotating check-in code (decision 064): read by the server only, never sent. */
export async function checkInSecret(db: DbOrTx): Promise<string> {
  return (await settingsRow(db)).checkInSecret;
}

/** Whether a KYC approval needs a second, different reviewer (four-eyes, docs/decisions/095). */
export async function kycSecondReviewerRequired(db: DbOrTx): Promise<boolean> {
  return (await settingsRow(db)).kycSecondReviewer;
}

/** How the room's TV board names waiting players (decision 062). */
export async function boardNameDisplay(db: DbOrTx): Promise<BoardNameDisplay> {
  return (await settingsRow(db)).boardNameDisplay;
}

/**
 * PATCH /api/staff/club/settings (super admin; an admin the floor's keys, checked by the route): the settings given change, in one transaction with the
 * audit row (before and after); then every staff console hears the new set, and players' pages the public
 * settings when one of those changed.
 */
export async function updateStaffClubSettings(
  ctx: UseCaseContext,
  input: { staffId: number; change: StaffClubSettingsChange },
): Promise<StaffClubSettings> {
  const paise = (value: string | undefined) => (value === undefined ? undefined : toPaise(value));
  const { settings, publicBefore, publicAfter, isBoardChanged } = await ctx.db.transaction(async (tx) => {
    const before = await settingsRow(tx, { lock: true });
    const brand = input.change.branding;
    if (brand?.textColor !== undefined || brand?.backgroundColor !== undefined) {
      const ratio = contrastRatio(
        brand.textColor ?? before.brandTextColor,
        brand.backgroundColor ?? before.brandBackgroundColor,
      );
      if (ratio < MIN_TEXT_CONTRAST) throw new AppError('BAD_REQUEST', contrastMessage(ratio));
    }
    const [after] = await tx
      .update(clubSettings)
      .set({
        clubName: input.change.clubName,
        supportEmail: input.change.supportEmail,
        supportPhone: input.change.supportPhone,
        requireEmailVerification: input.change.requireEmailVerification,
        kycSecondReviewer: input.change.kycSecondReviewer,
        boardNameDisplay: input.change.boardNameDisplay,
        timeZone: input.change.timeZone,
        welcomeVideoUrl: input.change.welcomeVideoUrl,
        largeOperationThresholdPaise: paise(input.change.largeOperationThreshold),
        shiftVarianceThresholdPaise: paise(input.change.shiftVarianceThreshold),
        reversalThresholdPaise: paise(input.change.reversalThreshold),
        dailySummaryHour: input.change.dailySummaryHour,
        pageHoldMinutes: input.change.pageHoldMinutes,
        pageExtensionMinutes: input.change.pageExtensionMinutes,
        missesBeforeRemoval: input.change.missesBeforeRemoval,
        remoteEntryExpiryMinutes: input.change.remoteEntryExpiryMinutes,
        guestRetentionDays: input.change.guestRetentionDays,
        guestSeating: input.change.guestSeating,
        handForHandSeconds: input.change.handForHandSeconds,
        brandLogoUrl: brand?.logoUrl,
        brandPrimaryColor: brand?.primaryColor,
        brandSecondaryColor: brand?.secondaryColor,
        brandCompanyName: brand?.companyName,
        brandThankYouMessage: brand?.thankYouMessage,
        brandSubMessage: brand?.subMessage,
        brandBackgroundColor: brand?.backgroundColor,
        brandTextColor: brand?.textColor,
        updatedAt: new Date(),
      })
      .where(eq(clubSettings.id, 1))
      .returning();
    const afterRow = stillThere(after, 'The club settings row');
    const updated = toStaffSettings(afterRow);
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'club.update_settings',
      entity: 'club_settings',
      entityId: 1,
      before: toStaffSettings(before),
      after: updated,
    });
    return {
      settings: updated,
      publicBefore: toPublicSettings(before),
      publicAfter: toPublicSettings(afterRow),
      isBoardChanged: before.boardNameDisplay !== afterRow.boardNameDisplay,
    };
  });
  ctx.publish(staffRoomsOf('club_settings_updated'), 'club_settings_updated', settings);
  if (JSON.stringify(publicBefore) !== JSON.stringify(publicAfter)) {
    ctx.publish(ROOMS.lobby, 'club_settings_changed', publicAfter);
  }
  // The room's TV boards read again with the names as now chosen (decision 062).
  if (isBoardChanged) ctx.publish(ROOMS.display, 'display_board_changed', { asOf: new Date().toISOString() });
  return settings;
}

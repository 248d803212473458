import type { ClubSettings } from '@club/shared/accounts';
import type { DbOrTx } from '../../db/client';
import { clubSettings } from '../../db/schema';

/** The settings row, made with its defaults the first time it is read. */
export async function getClubSettings(db: DbOrTx): Promise<ClubSettings> {
  let [row] = await db.select().from(clubSettings);
  if (!row) {
    [row] = await db.insert(clubSettings).values({ id: 1 }).onConflictDoNothing().returning();
    if (!row) [row] = await db.select().from(clubSettings);
  }
  return {
    clubName: row!.clubName,
    supportEmail: row!.supportEmail,
    supportPhone: row!.supportPhone,
    welcomeVideoUrl: row!.welcomeVideoUrl,
    requireEmailVerification: row!.requireEmailVerification,
  };
}

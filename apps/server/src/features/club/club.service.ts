import { stillThere } from '../../db/rows';
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
  row = stillThere(row, 'The club settings row');
  return {
    clubName: row.clubName,
    supportEmail: row.supportEmail,
    supportPhone: row.supportPhone,
    welcomeVideoUrl: row.welcomeVideoUrl,
    requireEmailVerification: row.requireEmailVerification,
    timeZone: row.timeZone,
  };
}

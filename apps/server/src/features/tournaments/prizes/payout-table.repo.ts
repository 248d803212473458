import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { type StoredPayoutRange, tournamentPayoutTable } from '../../../db/schema';

/** The club's saved payout table, or null while the defaults hold. */
export async function findPayoutTable(db: DbOrTx) {
  const [row] = await db.select().from(tournamentPayoutTable).where(eq(tournamentPayoutTable.id, 1));
  return row ?? null;
}

export async function savePayoutTable(
  tx: DbOrTx,
  table: { ranges: StoredPayoutRange[]; roundingUnitPaise: bigint; staffId: number },
) {
  const values = {
    ranges: table.ranges,
    roundingUnitPaise: table.roundingUnitPaise,
    updatedBy: table.staffId,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(tournamentPayoutTable)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: tournamentPayoutTable.id, set: values })
    .returning();
  return row;
}

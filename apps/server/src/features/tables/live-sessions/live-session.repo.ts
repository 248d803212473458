import type { FloorRequestKind } from '@club/shared/floor';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { returnedRow } from '../../../db/rows';
import { seats } from '../../../db/schema';

/** The floor has seen the seat's call time or cash-out request: who and when, stored on the seat. */
export async function acknowledgeSeatRequest(
  tx: DbOrTx,
  seatId: number,
  kind: FloorRequestKind,
  staffId: number,
  now: Date,
) {
  const change =
    kind === 'call_time'
      ? { callTimeAcknowledgedAt: now, callTimeAcknowledgedBy: staffId }
      : { cashOutAcknowledgedAt: now, cashOutAcknowledgedBy: staffId };
  return returnedRow(await tx.update(seats).set(change).where(eq(seats.id, seatId)).returning());
}

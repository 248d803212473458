import { fromPaise } from '@club/shared/money';
import type { PaidPlace } from '@club/shared/tournament-payouts';
import type { DbOrTx } from '../../../db/client';
import { DEFAULT_PAYOUT_TABLE } from './default-payouts';
import { findPayoutTable } from './payout-table.repo';
import { bustsToTheMoney, type PayoutRange, payoutAmounts, rangeFor } from './payouts';

/** ₹100: prizes are rounded down to it until the club chooses its own unit (decision 123). */
const DEFAULT_ROUNDING_UNIT_PAISE = 10_000n;

export interface ClubPayoutTable {
  ranges: readonly PayoutRange[];
  unitPaise: bigint;
  isDefault: boolean;
  updatedAt: Date | null;
}

/** The table in force: the club's saved one, or the defaults. */
export async function clubPayoutTable(db: DbOrTx): Promise<ClubPayoutTable> {
  const row = await findPayoutTable(db);
  if (!row) {
    return { ranges: DEFAULT_PAYOUT_TABLE, unitPaise: DEFAULT_ROUNDING_UNIT_PAISE, isDefault: true, updatedAt: null };
  }
  return { ranges: row.ranges, unitPaise: row.roundingUnitPaise, isDefault: false, updatedAt: row.updatedAt };
}

/** The paid places of a pool and field under a table: amounts exact to the pool, and the bubble. */
export function payoutsFor(table: ClubPayoutTable, poolPaise: bigint, entries: number, playersLeft: number) {
  const amounts = payoutAmounts(poolPaise, entries, table.ranges, table.unitPaise);
  const places: PaidPlace[] = amounts.map((amount, index) => ({ place: index + 1, amount: fromPaise(amount) }));
  const range = entries < 2 ? undefined : rangeFor(table.ranges, entries);
  return {
    places,
    moreToTheMoney: places.length === 0 ? 0 : bustsToTheMoney(playersLeft, places.length),
    range: range ? { minEntries: range.minEntries, maxEntries: range.maxEntries } : null,
  };
}

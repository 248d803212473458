import type { UseCaseContext } from '../../../use-case';
import { guestRetentionDays } from '../../club/club.service';
import { writeAudit } from '../../staff/audit.service';
import { deleteGuest, findOldestIdleGuest, lockExpiredGuests } from './guests.repo';

// Guests' records are kept the club's guestRetentionDays after the evening they were last on a list, then removed
// with their entries (decision 131). The paging timer's pass runs this on stored times, so a restart loses
// nothing and several instances remove each guest once.

const DAY = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 100;

/** Removes the guests whose retention has run out (not while they wait on a list); answers how many. */
export async function removeExpiredGuests(ctx: UseCaseContext, now: Date): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const retentionDays = await guestRetentionDays(tx);
    const due = await lockExpiredGuests(tx, new Date(now.getTime() - retentionDays * DAY), SWEEP_BATCH);
    let removed = 0;
    for (const guest of due) {
      if (!(await deleteGuest(tx, guest.id))) continue;
      removed += 1;
      // No name or number in the audit: the record is gone, and so is what it said.
      await writeAudit(tx, {
        staffId: null,
        action: 'tables.guest_removed',
        entity: 'guest',
        entityId: guest.id,
        after: { retentionDays, lastListedAt: guest.lastListedAt },
      });
    }
    return removed;
  });
}

/** When the next guest's retention runs out (the timer's precise timeout), or null. */
export async function nextGuestExpiry(ctx: UseCaseContext): Promise<Date | null> {
  const oldest = await findOldestIdleGuest(ctx.db);
  if (!oldest) return null;
  return new Date(oldest.getTime() + (await guestRetentionDays(ctx.db)) * DAY);
}

import type { WaitlistReorder } from '@club/shared/check-in';

/** What the floor entry and the player's seat request say of arrival and the last reorder (decision 064). */
export function arrivalAndReorder(entry: {
  remote: boolean;
  checkedInAt: Date | null;
  reorderReason: string | null;
  reorderedAt: Date | null;
}): { remote: boolean; checkedInAt: string | null; reorder: WaitlistReorder | null } {
  return {
    remote: entry.remote,
    checkedInAt: entry.checkedInAt?.toISOString() ?? null,
    reorder: entry.reorderedAt ? { reason: entry.reorderReason, at: entry.reorderedAt.toISOString() } : null,
  };
}

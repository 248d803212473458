import type { WaitlistReorder } from '@club/shared/check-in';
import { guestNameParts } from '@club/shared/guests';
import type { WaitlistPage } from '@club/shared/paging';

// How a waiting entry shows wherever it is listed: the floor, the games' lists, the player's requests and entries.

/** What a waiting entry's row says of its page (the ranked reads of waitlist.repo.ts and floor/floor.repo.ts). */
export interface EntryPageFields {
  tableId: number | null;
  pagedAt: Date | null;
  pageExpiresAt: Date | null;
  pagedTableId: number | null;
  pagedSeat: number | null;
  pageResponse: 'on_my_way' | 'more_time' | 'leave' | null;
  pageRespondedAt: Date | null;
  pageExtended: boolean;
}

/**
 * The entry's current page, or null when it is not paged. A hold past its expiry is still shown until
 * the timer skips it (a few seconds at most): the screens show 0:00, never a page that vanished unexplained.
 */
export function toWaitlistPage(entry: EntryPageFields, pagedTableName: string | null): WaitlistPage | null {
  if (!entry.pagedAt || !entry.pageExpiresAt) return null;
  const response = entry.pageResponse === 'leave' ? null : entry.pageResponse;
  return {
    pagedAt: entry.pagedAt.toISOString(),
    pageExpiresAt: entry.pageExpiresAt.toISOString(),
    tableId: String(entry.pagedTableId ?? entry.tableId ?? 0),
    tableName: pagedTableName ?? '',
    seatNumber: entry.pagedSeat,
    response,
    respondedAt: response ? (entry.pageRespondedAt?.toISOString() ?? null) : null,
    extended: entry.pageExtended,
  };
}

/** Who stands on an entry: a player's row (left-joined) or a guest's (decision 131), whichever is there. */
export interface EntrantRow {
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  guestName: string | null;
  guestPhone: string | null;
}

/**
 * The entrant's names as every list shows them: a player's first, last and nickname, or a guest's name split in
 * two (no nickname). The guest's phone goes only where the caller puts it (the floor roles' views).
 */
export function entrantOf(row: EntrantRow): {
  firstName: string;
  lastName: string;
  nickname: string;
  playerName: string;
  guestPhone: string | null;
} {
  if (row.guestName !== null) {
    return { ...guestNameParts(row.guestName), nickname: '', playerName: row.guestName, guestPhone: row.guestPhone };
  }
  const firstName = row.firstName ?? '';
  const lastName = row.lastName ?? '';
  return {
    firstName,
    lastName,
    nickname: row.nickname ?? '',
    playerName: `${firstName} ${lastName}`,
    guestPhone: null,
  };
}

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

import { nextToPage } from '@club/shared/check-in';
import { outOfOrderPageMessage, type PageResponse, skippedMessage } from '@club/shared/paging';
import type { FloorTable } from '@club/shared/floor';
import type { SeatRequest } from '@club/shared/waitlist';
import { AppError, notFound } from '../../../app-error';
import type { UseCaseContext } from '../../../use-case';
import { waitlistSettings } from '../../club/club.service';
import { pagePush } from '../../push/push.mappers';
import { writeAudit } from '../../staff/audit.service';
import { readFloorTable } from '../floor/floor-view.service';
import { listSeatRequests } from '../game-lists/player-lists.service';
import type { FloorStaff } from '../shared/tables.policy';
import { findOpenSeatAt, findTable } from '../shared/tables.repo';
import { findWaitlistEntry } from '../shared/waitlist.repo';
import { PAGE_OUT_REACH, sendPageOut, sendPagePush } from './page-out.service';
import { notifyWaitlistPlayer } from '../shared/waitlist-notice.service';
import { pushFloorTables, pushSeatRequests, pushWaitlistChange } from '../table-updates.service';
import {
  findNextHoldExpiry,
  findStaffSenders,
  lockExpiredHolds,
  markPaged,
  recordPageResponse,
  skipExpiredHolds,
} from './paging.repo';

// Paging with a hold (issue 16, decision 061). The hold is stored (page_expires_at); the timer
// (paging-timer.ts) acts on stored times only, so a restart loses nothing and several instances agree.

const MINUTE = 60_000;
const ENTRY_GONE = 'This wait-list entry does not exist';

/**
 * The floor pages a waiting player: the seat is held for the club's pageHoldMinutes (read for each page) at the entry's table (or the
 * one named), audited, and the player's phone and the floor hear it. A page while the previous one still
 * runs is refused, so of two pages at once exactly one wins (the conditional update in markPaged).
 */
export async function pageEntry(
  ctx: UseCaseContext,
  input: {
    entryId: number;
    tableId?: number;
    seatNumber: number | null;
    /** Why this player is paged before the table's next to page (required then: issue 27 item 5). */
    reason?: string;
    staff: FloorStaff;
    now: Date;
    /** The web app's address (PUBLIC_URL): the text's answer link starts with it. */
    linkBase: string;
  },
): Promise<FloorTable> {
  const found = await findWaitlistEntry(ctx.db, input.entryId);
  if (!found) throw new AppError('NOT_FOUND', ENTRY_GONE);
  const pageTableId = input.tableId ?? found.tableId;
  // A game-list entry with no preferred table is paged to the table the floor names (decision 063).
  if (pageTableId === null) throw new AppError('BAD_REQUEST', 'Choose the table to page the player to');
  const table = await findTable(ctx.db, pageTableId);
  if (!table) throw notFound('Table');
  if (input.seatNumber !== null) {
    if (input.seatNumber > table.maxPlayers) {
      throw new AppError(
        'BAD_REQUEST',
        `Seat ${input.seatNumber} does not exist: ${table.name} has ${table.maxPlayers} seats`,
      );
    }
    const occupant = await findOpenSeatAt(ctx.db, table.id, input.seatNumber);
    if (occupant) {
      throw new AppError(
        'SEAT_TAKEN',
        `Seat ${input.seatNumber} at ${table.name} is taken by ${[occupant.firstName, occupant.lastName].filter(Boolean).join(' ')}`,
      );
    }
  }
  // Out of order (issue 27 item 5): the table's list as the console shows it, and its next to page by the same
  // rule (decision 064). Paging anyone else needs the floor's reason, as a reorder does; it is audited.
  const { waitlist } = await readFloorTable(ctx.db, table.id);
  const next = nextToPage(waitlist);
  // A page still running is refused below (409), whatever the order.
  const isHeld = found.pageExpiresAt !== null && found.pageExpiresAt.getTime() > input.now.getTime();
  const skipped = next && next.entryId !== found.id && found.status === 'waiting' && !isHeld ? next : null;
  if (skipped && !input.reason) {
    throw new AppError(
      'BAD_REQUEST',
      outOfOrderPageMessage({ position: skipped.position, name: skipped.nickname || skipped.playerName }),
    );
  }
  const { pageHoldMinutes } = await waitlistSettings(ctx.db);
  const expiresAt = new Date(input.now.getTime() + pageHoldMinutes * MINUTE);
  const entry = await ctx.db.transaction(async (tx) => {
    const paged = await markPaged(tx, {
      entryId: found.id,
      tableId: table.id,
      seatNumber: input.seatNumber,
      staffId: input.staff.staffId,
      now: input.now,
      expiresAt,
    });
    if (!paged) {
      const current = await findWaitlistEntry(tx, found.id);
      if (current?.status !== 'waiting')
        throw new AppError('INVALID_STATE', 'This player is no longer on the wait-list');
      throw new AppError('INVALID_STATE', 'This player is already paged and the hold has not run out');
    }
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId: paged.playerId,
      action: 'tables.page_player',
      entity: 'waitlist_entry',
      entityId: paged.id,
      before: { pagedAt: found.pagedAt, pageExpiresAt: found.pageExpiresAt, misses: found.pageMisses },
      after: {
        pagedAt: paged.pagedAt,
        pageExpiresAt: paged.pageExpiresAt,
        tableId: table.id,
        seatNumber: input.seatNumber,
        ...(skipped ? { outOfOrder: { nextEntryId: skipped.entryId, nextPosition: skipped.position } } : {}),
      },
      note: skipped ? input.reason : undefined,
    });
    return paged;
  });
  // Web Push reaches a phone with no open app (decision 140); a guest's entry (no player) is not pushed.
  const push = pagePush({
    entryId: entry.id,
    tableName: table.name,
    seatNumber: input.seatNumber,
    expiresAt,
    now: input.now,
  });
  ctx.afterCommit(
    () => pushFloorTables(ctx, [...new Set([entry.tableId, table.id])]),
    () => pushSeatRequests(ctx, [entry.playerId]),
    () =>
      sendPagePush(ctx, {
        entryId: entry.id,
        playerId: entry.playerId,
        pagedAt: input.now,
        tableIds: [...new Set([entry.tableId, table.id])],
        push,
      }),
    // Beyond the app (decision 141): the text (or the outbox) for a guest or a player who needs one.
    () => sendPageOut(ctx, { entryId: entry.id, pagedAt: input.now, linkBase: input.linkBase }, PAGE_OUT_REACH),
  );
  return readFloorTable(ctx.db, entry.tableId ?? table.id);
}

const RESPONSE_REFUSED = {
  gone: 'You are no longer on this wait-list',
  notPaged: 'The floor has not paged you for this list',
  expired: 'The hold has run out: the floor will page you again when a seat is free',
  extended: 'You have already asked for more time',
};

/** Why the answer link of a text cannot answer (decision 141): the page it names is over or answered. */
export const LINK_REFUSED = {
  replaced: 'The floor has paged you again since this text: answer from the newest one',
  answered: 'This page has already been answered',
};

type EntryRow = NonNullable<Awaited<ReturnType<typeof findWaitlistEntry>>>;

/**
 * The one way a page is answered (the app, the text's link): on my way, more time (once: the hold grows by the
 * club's pageExtensionMinutes) or leave (the entry ends); refused with the reason when the page is not running.
 * `onlyPage`: the link's page, answered only while it is the current page and not yet answered.
 */
export async function answerPage(
  ctx: UseCaseContext,
  found: EntryRow,
  input: { response: PageResponse; now: Date; onlyPage?: Date },
): Promise<EntryRow> {
  const { pageExtensionMinutes } = await waitlistSettings(ctx.db);
  const entry = await recordPageResponse(ctx.db, {
    entryId: found.id,
    response: input.response,
    now: input.now,
    extensionMinutes: pageExtensionMinutes,
    onlyPage: input.onlyPage,
  });
  if (!entry) {
    const current = (await findWaitlistEntry(ctx.db, found.id)) ?? found;
    if (current.status !== 'waiting') throw new AppError('INVALID_STATE', RESPONSE_REFUSED.gone);
    if (!current.pagedAt || !current.pageExpiresAt) throw new AppError('INVALID_STATE', RESPONSE_REFUSED.notPaged);
    if (input.onlyPage && current.pagedAt.getTime() !== input.onlyPage.getTime()) {
      throw new AppError('INVALID_STATE', LINK_REFUSED.replaced);
    }
    if (current.pageExpiresAt.getTime() <= input.now.getTime()) {
      throw new AppError('INVALID_STATE', RESPONSE_REFUSED.expired);
    }
    if (input.onlyPage && current.pageResponse !== null) throw new AppError('INVALID_STATE', LINK_REFUSED.answered);
    throw new AppError('INVALID_STATE', RESPONSE_REFUSED.extended);
  }
  const tableIds = [...new Set([entry.tableId, found.pagedTableId ?? entry.tableId])];
  if (input.response === 'leave') {
    ctx.afterCommit(() => pushWaitlistChange(ctx, tableIds, [entry.playerId]));
  } else {
    ctx.afterCommit(
      () => pushFloorTables(ctx, tableIds),
      () => pushSeatRequests(ctx, [entry.playerId]),
    );
  }
  return entry;
}

/**
 * The paged player answers in the app. Only the entry's own player: anyone else gets 404, as for an unknown
 * entry. Answers the player's seat requests.
 */
export async function respondToPage(
  ctx: UseCaseContext,
  input: { entryId: number; playerId: number; response: PageResponse; now: Date },
): Promise<SeatRequest[]> {
  const found = await findWaitlistEntry(ctx.db, input.entryId);
  if (!found || found.playerId !== input.playerId) throw new AppError('NOT_FOUND', ENTRY_GONE);
  await answerPage(ctx, found, input);
  return listSeatRequests(ctx.db, input.playerId);
}

/** At most this many holds are skipped per transaction; the timer runs again at once when there were more. */
const SKIP_BATCH = 100;

/**
 * Every hold that ran out at `now` without a seating: the entry goes to the bottom of its list (or leaves
 * it after the club's missesBeforeRemoval misses), audited in the same transaction; then the lists are pushed and
 * each player is told why. The rows are locked with SKIP LOCKED and updated under the same rule, so
 * several instances' timers running at once skip each entry exactly once. Answers how many were skipped.
 */
export async function expireHolds(ctx: UseCaseContext, now: Date): Promise<number> {
  const skipped = await ctx.db.transaction(async (tx) => {
    const due = await lockExpiredHolds(tx, now, SKIP_BATCH);
    if (due.length === 0) return [];
    const { missesBeforeRemoval } = await waitlistSettings(tx);
    const rows = await skipExpiredHolds(
      tx,
      due.map((row) => row.id),
      now,
      missesBeforeRemoval,
    );
    const before = new Map(due.map((row) => [row.id, row]));
    const result = [];
    for (const row of rows) {
      const was = before.get(row.id);
      if (!was?.pagedAt || !was.pageExpiresAt) continue;
      const holdMinutes = Math.round((was.pageExpiresAt.getTime() - was.pagedAt.getTime()) / MINUTE);
      const removed = row.status === 'left';
      const message = skippedMessage(holdMinutes, removed, row.pageMisses);
      await writeAudit(tx, {
        staffId: null,
        playerId: row.playerId,
        action: removed ? 'tables.page_missed_removed' : 'tables.page_missed',
        entity: 'waitlist_entry',
        entityId: row.id,
        before: {
          pagedAt: was.pagedAt,
          pageExpiresAt: was.pageExpiresAt,
          pagedBy: was.pagedBy,
          misses: was.pageMisses,
        },
        after: { status: row.status, misses: row.pageMisses, requeuedAt: row.requeuedAt },
        note: message,
      });
      result.push({ entry: row, pagedTableId: was.pagedTableId, pagedBy: was.pagedBy, message });
    }
    return result;
  });
  if (skipped.length === 0) return 0;
  const tableIds = skipped.flatMap(({ entry, pagedTableId }) => [entry.tableId, pagedTableId ?? entry.tableId]);
  ctx.afterCommit(
    () =>
      pushWaitlistChange(
        ctx,
        tableIds,
        skipped.map(({ entry }) => entry.playerId),
      ),
    async () => {
      const senders = await findStaffSenders(
        ctx.db,
        skipped.flatMap(({ pagedBy }) => (pagedBy === null ? [] : [pagedBy])),
      );
      const byId = new Map(senders.map((sender) => [sender.staffId, sender]));
      for (const { entry, pagedBy, message } of skipped) {
        const sender = pagedBy === null ? undefined : byId.get(pagedBy);
        if (!sender) continue;
        await notifyWaitlistPlayer(ctx, entry.playerId, message, sender, 'high');
      }
    },
  );
  return skipped.length;
}

/** When the next stored hold runs out (null: none is running). */
export async function nextHoldExpiry(ctx: UseCaseContext): Promise<Date | null> {
  return findNextHoldExpiry(ctx.db);
}

import {
  CHECK_IN_MESSAGES,
  type CheckInCode,
  type CheckInResult,
  checkedInMessage,
  type ReorderResult,
  remoteExpiredMessage,
  reorderedMessage,
} from '@club/shared/check-in';
import { AppError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import type { UseCaseContext } from '../../../use-case';
import { checkInSecret, waitlistSettings } from '../../club/club.service';
import { CLUB_SENDER } from '../../notifications/notifications.service';
import { writeAudit } from '../../staff/audit.service';
import { currentCheckInCode, isValidCheckInCode } from './check-in-code';
import {
  checkInGuestEntry,
  checkInWaitingEntries,
  findListOrder,
  findOldestRemoteEntry,
  lockEntry,
  lockExpiredRemoteEntries,
  lockListOrder,
  PLAYER_CHECK_IN_ACTION,
  placeEntry,
  removeExpiredRemoteEntries,
} from './check-in.repo';
import type { FloorStaff } from '../shared/tables.policy';
import { findWaitlistEntry } from '../shared/waitlist.repo';
import { notifyWaitlistPlayer } from '../shared/waitlist-notice.service';
import { pushFloorTables, pushSeatRequests, pushWaitlistChange } from '../table-updates.service';

// Remote joins, check-in on arrival, the remote entries' expiry and the floor's reorder (issue 16, decision 064).

const MINUTE = 60_000;

/** The room's current code for the TV board and the floor, with the address its QR code opens. */
export async function readCheckInCode(db: DbOrTx, publicUrl: string, now: Date): Promise<CheckInCode> {
  const { code, changesAt } = currentCheckInCode(await checkInSecret(db), now);
  return { code, url: `${publicUrl}/check-in?code=${code}`, changesAt: changesAt.toISOString() };
}

/** After a check-in: the floor (and the boards through it) and the player hear it; nobody else's list moved. */
function publishCheckIn(ctx: UseCaseContext, playerId: number | null, checked: Array<{ tableId: number | null }>) {
  ctx.afterCommit(
    () =>
      pushFloorTables(
        ctx,
        checked.map((entry) => entry.tableId),
      ),
    () => pushSeatRequests(ctx, [playerId]),
  );
}

/**
 * The floor taps 'arrived' on a waiting entry: every waiting entry of that player is checked in (they are in
 * the room), audited. Unknown or no longer waiting: 404; already checked in: 409.
 */
export async function checkInByStaff(
  ctx: UseCaseContext,
  input: { entryId: number; staff: FloorStaff; now: Date },
): Promise<CheckInResult> {
  const found = await findWaitlistEntry(ctx.db, input.entryId);
  if (found?.status !== 'waiting') throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.entryGone);
  const checked = await ctx.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, found.id);
    if (entry?.status !== 'waiting') throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.entryGone);
    if (entry.checkedInAt !== null) throw new AppError('INVALID_STATE', CHECK_IN_MESSAGES.alreadyCheckedIn);
    // A player is in the room for all their lists; a guest's entry is checked in alone (decision 131).
    const rows =
      entry.playerId === null
        ? await checkInGuestEntry(tx, entry.id, input.now, input.staff.staffId)
        : await checkInWaitingEntries(tx, entry.playerId, input.now, input.staff.staffId);
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId: entry.playerId,
      action: 'tables.check_in',
      entity: 'waitlist_entry',
      entityId: entry.id,
      before: { remote: entry.remote, checkedInAt: null },
      after: { checkedInAt: input.now, entryIds: rows.map((row) => row.id) },
    });
    return rows;
  });
  publishCheckIn(ctx, found.playerId, checked);
  return {
    checkedInAt: input.now.toISOString(),
    entryIds: checked.map((row) => row.id),
    message: checkedInMessage(checked.length),
  };
}

/**
 * The player checks in with the room's code (the QR code on the TV board): the current or the previous
 * window's code (400 otherwise, nothing stored). Every waiting entry of theirs is checked in, and the check-in
 * is recorded (audited as the player's own, staff null) even with no list, so a list joined later in the
 * evening counts as in the room. The route limits the tries per player.
 */
export async function checkInWithCode(
  ctx: UseCaseContext,
  input: { playerId: number; code: string; now: Date },
): Promise<CheckInResult> {
  const secret = await checkInSecret(ctx.db);
  if (!isValidCheckInCode(secret, input.code, input.now))
    throw new AppError('BAD_REQUEST', CHECK_IN_MESSAGES.wrongCode);
  const checked = await ctx.db.transaction(async (tx) => {
    const rows = await checkInWaitingEntries(tx, input.playerId, input.now, null);
    await writeAudit(tx, {
      staffId: null,
      playerId: input.playerId,
      action: PLAYER_CHECK_IN_ACTION,
      entity: 'player',
      entityId: input.playerId,
      after: { checkedInAt: input.now, entryIds: rows.map((row) => row.id) },
      note: 'Checked in with the room’s code',
    });
    return rows;
  });
  if (checked.length > 0) publishCheckIn(ctx, input.playerId, checked);
  return {
    checkedInAt: input.now.toISOString(),
    entryIds: checked.map((row) => row.id),
    message: checkedInMessage(checked.length),
  };
}

/** At most this many remote entries leave per transaction; the timer's pass runs again while there are more. */
const EXPIRY_BATCH = 100;

/**
 * Every remote entry not checked in within the club's remoteEntryExpiryMinutes of its creation leaves its list
 * ('left'), audited as the system's action in the same transaction; then the lists are pushed and each player is
 * told why. Locked with SKIP LOCKED and updated under the same rule, so two instances' passes act once, and a
 * restart loses nothing (the rule reads stored times). Answers how many left.
 */
export async function expireRemoteEntries(ctx: UseCaseContext, now: Date): Promise<number> {
  const expired = await ctx.db.transaction(async (tx) => {
    const { remoteEntryExpiryMinutes } = await waitlistSettings(tx);
    const cutoff = new Date(now.getTime() - remoteEntryExpiryMinutes * MINUTE);
    const due = await lockExpiredRemoteEntries(tx, cutoff, EXPIRY_BATCH);
    if (due.length === 0) return { rows: [], message: '' };
    const rows = await removeExpiredRemoteEntries(
      tx,
      due.map((row) => row.id),
      cutoff,
      now,
    );
    const message = remoteExpiredMessage(remoteEntryExpiryMinutes);
    for (const row of rows) {
      await writeAudit(tx, {
        staffId: null,
        playerId: row.playerId,
        action: 'tables.remote_entry_expired',
        entity: 'waitlist_entry',
        entityId: row.id,
        before: { status: 'waiting', remote: true, createdAt: row.createdAt },
        after: { status: row.status, resolvedAt: row.resolvedAt },
        note: message,
      });
    }
    return { rows, message };
  });
  const { rows, message } = expired;
  if (rows.length === 0) return 0;
  ctx.afterCommit(
    () =>
      pushWaitlistChange(
        ctx,
        rows.map((row) => row.tableId),
        rows.map((row) => row.playerId),
        rows.map((row) => row.gameId),
      ),
    async () => {
      for (const row of rows) {
        await notifyWaitlistPlayer(ctx, row.playerId, message, CLUB_SENDER, 'high');
      }
    },
  );
  return rows.length;
}

/** When the oldest remote entry not checked in runs out, for the timer's precise timeout (null: none). */
export async function nextRemoteExpiry(ctx: UseCaseContext): Promise<Date | null> {
  const oldest = await findOldestRemoteEntry(ctx.db);
  if (!oldest) return null;
  const { remoteEntryExpiryMinutes } = await waitlistSettings(ctx.db);
  return new Date(oldest.getTime() + remoteEntryExpiryMinutes * MINUTE);
}

const REORDER_GONE = 'This wait-list entry does not exist or is no longer waiting';

/**
 * The floor moves a waiting entry to a position of its game's list (`'end'`: the last), with a reason (decision
 * 064). Position stays derived (decision 061): the entry gets a requeued_at between its new neighbours'. Reorders
 * of one list are serialized (an advisory lock on the list) and the entry is row-locked, so a leave or a seating
 * racing the move either lands first (the move is 404) or waits for it. Audited with the positions before and
 * after; the list and the player hear it, and the player is told the new position and the reason.
 */
export async function reorderEntry(
  ctx: UseCaseContext,
  input: { entryId: number; position: number | 'end'; reason: string | null; staff: FloorStaff; now: Date },
): Promise<ReorderResult> {
  const found = await findWaitlistEntry(ctx.db, input.entryId);
  if (found?.status !== 'waiting') throw new AppError('NOT_FOUND', REORDER_GONE);
  const result = await ctx.db.transaction(async (tx) => {
    await lockListOrder(tx, found.gameId);
    const entry = await lockEntry(tx, found.id);
    if (entry?.status !== 'waiting') throw new AppError('NOT_FOUND', REORDER_GONE);
    const order = await findListOrder(tx, entry.gameId);
    const previousPosition = order.indexOf(entry.id) + 1;
    const others = order.filter((id) => id !== entry.id);
    const target = input.position === 'end' ? order.length : input.position;
    if (target > order.length) {
      throw new AppError(
        'BAD_REQUEST',
        order.length === 1
          ? 'The list has only this entry: the position must be 1'
          : `The position must be from 1 to ${order.length}: the list has ${order.length} entries`,
      );
    }
    const moved = await placeEntry(tx, {
      entryId: entry.id,
      beforeId: others[target - 2] ?? null,
      afterId: others[target - 1] ?? null,
      now: input.now,
      reason: input.reason,
      staffId: input.staff.staffId,
    });
    if (!moved) throw new AppError('NOT_FOUND', REORDER_GONE);
    const position = (await findListOrder(tx, entry.gameId)).indexOf(entry.id) + 1;
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId: entry.playerId,
      action: input.position === 'end' ? 'tables.waitlist_move_to_end' : 'tables.waitlist_reorder',
      entity: 'waitlist_entry',
      entityId: entry.id,
      before: { position: previousPosition, requeuedAt: entry.requeuedAt },
      after: { position, requeuedAt: moved.requeuedAt },
      note: input.reason,
    });
    return { entry: moved, previousPosition, position };
  });
  const { entry, previousPosition, position } = result;
  ctx.afterCommit(
    () => pushWaitlistChange(ctx, [entry.tableId], [entry.playerId], [entry.gameId]),
    async () => {
      const message = reorderedMessage(position, input.reason, input.position === 'end');
      await notifyWaitlistPlayer(ctx, entry.playerId, message, input.staff);
    },
  );
  return {
    entryId: entry.id,
    previousPosition,
    position,
    reason: input.reason,
    reorderedAt: input.now.toISOString(),
  };
}

import { GAME_MESSAGES } from '@club/shared/games';
import { isKycPassed } from '@club/shared/accounts-constants';
import { barredStaffEntryMessage, unapprovedStaffEntryMessage } from '@club/shared/guests';
import { BARRED_LIST_MESSAGE, isBarInForce } from '@club/shared/player-directory';
import { seatedElsewhereMessage, TABLE_MESSAGES } from '@club/shared/tables';
import type { SeatRequest } from '@club/shared/waitlist';
import type { StaffGameEntry } from '@club/shared/games';
import { AppError, notFound } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { uniqueViolation } from '../../../db/errors';
import { stillThere } from '../../../db/rows';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { markRemoteUnlessInRoom } from '../check-in/check-in.repo';
import type { FloorStaff } from '../shared/tables.policy';
import { findOpenSeatsOfPlayer, findTable, lockJoiningPlayer, lockPlayerRow } from '../shared/tables.repo';
import {
  endWaitingEntry,
  findWaitlistEntry,
  findWaitlistOfTable,
  insertWaitlistEntry,
  resolveWaitingEntry,
  linkWaitingGuestEntry,
  updateWaitingEntry,
  type WaitlistEntryRow,
} from '../shared/waitlist.repo';
import { notifyWaitlistPlayer } from '../shared/waitlist-notice.service';
import { entrantOf } from '../shared/waitlist.mappers';
import { pushFloorTables, pushJoin, pushSeatRequests, pushWaitlistChange } from '../table-updates.service';
import { findGame, findTableWithGameStatus } from './games.repo';
import { readStaffGame } from './game-views.service';
import { listSeatRequests } from './player-lists.service';

// Joining, leaving and editing a place on a game's list, and the floor's view and removal of one; the players'
// own lists are read in player-lists.service.ts.

/**
 * Puts the player on a game's list (decision 063), optionally preferring one of its tables. A player playing
 * at an active table is refused with the spec's message naming it; a second waiting entry for the same game
 * is refused by the unique index waitlist_one_waiting_per_game, so two quick taps (or two tables of one game
 * at once) cannot make two entries. The row lock on the player orders the join against a seating.
 */
export async function enterGameList(
  db: DbOrTx,
  input: {
    playerId: number;
    gameId: number;
    tableId: number | null;
    preferredSeat: number | null;
    notes: string | null;
  },
  /** The floor put the player on the list (issue 31): its messages are the floor's, and it says remote or not. */
  byStaff?: { remote: boolean; now: Date },
) {
  try {
    return await db.transaction(async (tx) => {
      // The player's row lock orders this join against a seating of the same player (seating.service.ts in
      // seating/ takes it first): without it a join could pass the check below while a seating at an active
      // table commits, leaving the seated player waiting at other tables.
      await lockEligiblePlayer(tx, input.playerId, input.tableId, byStaff !== undefined);
      const entry = await insertWaitlistEntry(tx, byStaff ? { ...input, remote: byStaff.remote } : input);
      // Remote unless the player is in the room (decision 064): a remote entry must be checked in in time. The
      // floor says which: a player added at the desk is in the room, a phone-in is remote.
      if (!byStaff) await markRemoteUnlessInRoom(tx, entry.id, input.playerId, new Date());
      return entry;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'waitlist_one_waiting_per_game') {
      throw new AppError('ALREADY_ON_WAITLIST', TABLE_MESSAGES.alreadyOnWaitlistServer);
    }
    throw error;
  }
}

/**
 * Locks the joining player's row (ordering the join against a seating of the same player: seating.service.ts takes
 * it first) and refuses a player who may not wait: barred, seated at an active table (or at the preferred table);
 * for the floor's entries also a player whose KYC is not approved (a player's own join needs a full session for
 * that), each with the floor's sentence naming the player. Answers the player's name.
 */
async function lockEligiblePlayer(tx: DbOrTx, playerId: number, tableId: number | null, byStaff: boolean) {
  const joining = await lockJoiningPlayer(tx, playerId);
  if (!joining) throw notFound('Player');
  const name = `${joining.firstName} ${joining.lastName}`;
  if (isBarInForce(joining)) {
    throw byStaff
      ? new AppError('INVALID_STATE', barredStaffEntryMessage(name))
      : new AppError('PLAYER_BARRED', BARRED_LIST_MESSAGE);
  }
  if (byStaff && !isKycPassed(joining.kycStatus)) {
    throw new AppError('INVALID_STATE', unapprovedStaffEntryMessage(name, joining.kycStatus));
  }
  const [open] = await findOpenSeatsOfPlayer(tx, playerId);
  if (open?.table.status === 'active') {
    throw new AppError(
      'SEATED_ELSEWHERE',
      byStaff ? `${name} is playing at ${open.table.name}` : seatedElsewhereMessage(open.table.name),
    );
  }
  if (tableId !== null && open?.table.id === tableId) {
    throw new AppError(
      'CONFLICT',
      byStaff ? `${name} is already seated at this table` : 'You are already seated at this table',
    );
  }
  return name;
}

const GUEST_ENTRY_GONE = 'This guest’s wait-list entry does not exist or is no longer waiting';

/**
 * The guest made a player account (decision 131): the floor links the guest's waiting entry to the player, who
 * keeps the guest's place (the entry and its time of joining stay; only who stands on it changes), under the
 * rules of the floor's entry for a player (lockEligiblePlayer) and one waiting entry per player and game.
 * Audited; the floor, the boards and the player's own screens hear it. Answers the entry as the floor sees it.
 */
export async function linkGuestEntry(
  ctx: UseCaseContext,
  input: { entryId: number; playerId: number; staff: FloorStaff },
): Promise<StaffGameEntry> {
  const found = await findWaitlistEntry(ctx.db, input.entryId);
  if (found?.status !== 'waiting' || found.guestId === null) throw new AppError('NOT_FOUND', GUEST_ENTRY_GONE);
  const guestId = found.guestId;
  let entry: WaitlistEntryRow;
  try {
    entry = await ctx.db.transaction(async (tx) => {
      const name = await lockEligiblePlayer(tx, input.playerId, found.tableId, true);
      const linked = await linkWaitingGuestEntry(tx, found.id, input.playerId);
      if (!linked) throw new AppError('NOT_FOUND', GUEST_ENTRY_GONE);
      await writeAudit(tx, {
        staffId: input.staff.staffId,
        playerId: input.playerId,
        action: 'tables.link_guest_entry',
        entity: 'waitlist_entry',
        entityId: linked.id,
        before: { guestId },
        after: { playerId: input.playerId, playerName: name },
      });
      return linked;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'waitlist_one_waiting_per_game') {
      throw new AppError('ALREADY_ON_WAITLIST', 'This player is already on this game’s list');
    }
    throw error;
  }
  ctx.afterCommit(() => pushWaitlistChange(ctx, [entry.tableId], [input.playerId], [entry.gameId]));
  const game = await readStaffGame(ctx.db, entry.gameId);
  return stillThere(
    game.entries.find((listed) => listed.entryId === entry.id),
    'The linked entry',
  );
}

/**
 * The floor puts a guest (decision 131) on a game's list: the same list and position rule as a player's entry
 * (the order of joining), one waiting entry per guest and game (waitlist_one_waiting_guest_per_game, so two
 * quick taps make one entry), refused while the guest's number already waits for the game.
 */
export async function enterGuestOnGameList(
  tx: DbOrTx,
  input: {
    guestId: number;
    gameId: number;
    tableId: number | null;
    preferredSeat: number | null;
    notes: string | null;
    remote: boolean;
  },
) {
  try {
    return await tx.transaction(async (inner) => insertWaitlistEntry(inner, input));
  } catch (error) {
    if (uniqueViolation(error) === 'waitlist_one_waiting_guest_per_game') {
      throw new AppError('ALREADY_ON_WAITLIST', 'A guest with this mobile number is already on this game’s list');
    }
    throw error;
  }
}

/**
 * The join committed, but its entry is no longer waiting when read back: a seating of the same player
 * committed in between (it takes a player seated at an active table off every list). The player is
 * told where they sit, as a join after that seating would be; anything else is a plain conflict.
 */
export async function entryEndedAfterJoin(db: DbOrTx, playerId: number): Promise<AppError> {
  const [open] = await findOpenSeatsOfPlayer(db, playerId);
  if (open?.table.status === 'active') return new AppError('SEATED_ELSEWHERE', seatedElsewhereMessage(open.table.name));
  return new AppError('CONFLICT', TABLE_MESSAGES.entryEndedAfterJoin);
}

/**
 * The spec's join of a table's wait-list: the table's game's list with that table preferred (decision 063).
 * Already waiting for the game (at any of its tables) is the spec's 409 'Already on waitlist'.
 */
export async function joinWaitlist(
  ctx: UseCaseContext,
  input: { playerId: number; tableId: number; preferredSeat: number | null; notes: string | null },
): Promise<SeatRequest> {
  const { db } = ctx;
  const found = await findTableWithGameStatus(db, input.tableId);
  if (!found) throw notFound('Table');
  const { table, gameStatus } = found;
  if (input.preferredSeat !== null && input.preferredSeat > table.maxPlayers) {
    throw new AppError('BAD_REQUEST', `Choose a seat from 1 to ${table.maxPlayers}`);
  }
  if (gameStatus !== 'active') throw new AppError('INVALID_STATE', GAME_MESSAGES.retired);
  await enterGameList(db, { ...input, gameId: table.gameId });
  ctx.afterCommit(() => pushJoin(ctx, [table.id], input.playerId));
  const requests = await listSeatRequests(db, input.playerId);
  const entry = requests.find((r) => r.tableId === String(table.id) && r.status === 'waiting');
  if (!entry) throw await entryEndedAfterJoin(db, input.playerId);
  return entry;
}

export async function leaveWaitlist(ctx: UseCaseContext, playerId: number, tableId: number): Promise<void> {
  const left = await resolveWaitingEntry(ctx.db, playerId, tableId, 'left');
  if (!left) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notOnWaitlist);
  ctx.afterCommit(() => pushWaitlistChange(ctx, [tableId], [playerId]));
}

/**
 * The player changes the preferred seat or the notes of their own waiting entry (issue 14, item 26).
 * The place in the list is kept; the player's tabs and the floor see the change.
 */
export async function updateWaitlistEntry(
  ctx: UseCaseContext,
  input: { playerId: number; tableId: number; preferredSeat?: number | null; notes?: string | null },
): Promise<SeatRequest> {
  const table = await findTable(ctx.db, input.tableId);
  if (!table) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notOnWaitlist);
  if (input.preferredSeat != null && input.preferredSeat > table.maxPlayers) {
    throw new AppError('BAD_REQUEST', `Choose a seat from 1 to ${table.maxPlayers}`);
  }
  const changes: { preferredSeat?: number | null; notes?: string | null } = {};
  if (input.preferredSeat !== undefined) changes.preferredSeat = input.preferredSeat;
  if (input.notes !== undefined) changes.notes = input.notes;
  const updated = await updateWaitingEntry(ctx.db, input.playerId, input.tableId, changes);
  if (!updated) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notOnWaitlist);
  ctx.afterCommit(
    () => pushSeatRequests(ctx, [input.playerId]),
    () => pushFloorTables(ctx, [input.tableId]),
  );
  const requests = await listSeatRequests(ctx.db, input.playerId);
  return stillThere(
    requests.find((r) => r.id === updated.id),
    'The wait-list entry',
  );
}

/** A table's wait-list in order, with full names: the floor calls players by name. */
export async function listStaffWaitlist(db: DbOrTx, tableId: number) {
  if (!(await findTable(db, tableId))) throw notFound('Table');
  const rows = await findWaitlistOfTable(db, tableId);
  return rows.map((row) => ({
    id: row.entry.id,
    playerId: row.entry.playerId,
    guestId: row.entry.guestId,
    playerName: entrantOf(row).playerName,
    position: row.entry.position,
    preferredSeat: row.entry.preferredSeat,
    notes: row.entry.notes,
    createdAt: row.entry.createdAt.toISOString(),
  }));
}

/**
 * Staff take a player off a wait-list with a reason. The player is told (a notification naming the table
 * and the reason); the players behind move up and hear their new positions.
 */
export async function removeWaitlistEntry(
  ctx: UseCaseContext,
  input: { entryId: number; reason: string; staff: FloorStaff },
): Promise<{ removed: true }> {
  const found = await findWaitlistEntry(ctx.db, input.entryId);
  const notWaiting = () => new AppError('NOT_FOUND', 'This wait-list entry does not exist or is no longer waiting');
  if (found?.status !== 'waiting') throw notWaiting();
  const { entry, tableName } = await ctx.db.transaction(async (tx) => {
    if (found.playerId !== null) await lockPlayerRow(tx, found.playerId);
    const entry = await endWaitingEntry(tx, found.id);
    if (!entry) throw notWaiting();
    // A game-list entry with no preferred table is named by its game (decision 063).
    const table = entry.tableId === null ? await findGame(tx, entry.gameId) : await findTable(tx, entry.tableId);
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId: entry.playerId,
      action: 'tables.remove_waitlist_entry',
      entity: 'waitlist_entry',
      entityId: entry.id,
      before: found,
      after: entry,
      note: input.reason,
    });
    return { entry, tableName: table?.name ?? `table ${entry.tableId}` };
  });
  ctx.afterCommit(
    () => pushWaitlistChange(ctx, [entry.tableId], [entry.playerId], [entry.gameId]),
    () =>
      notifyWaitlistPlayer(
        ctx,
        entry.playerId,
        `You were taken off the wait-list for ${tableName}: ${input.reason}`,
        input.staff,
      ),
  );
  return { removed: true };
}

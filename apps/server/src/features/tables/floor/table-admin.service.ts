import { GAME_MESSAGES } from '@club/shared/games';
import type { FloorTable } from '@club/shared/floor';
import { toPaise } from '@club/shared/money';
import type { CreateTableRequest, UpdateTableRequest } from '@club/shared/tables-staff';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../../app-error';
import type { Db, DbOrTx } from '../../../db/client';
import { returnedRow } from '../../../db/rows';
import { pokerTables, seats, waitlistEntries } from '../../../db/schema';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { findGame, findOrCreateGame } from '../game-lists/games.repo';
import { publishTableUpdated, publishTimingRulesUpdated } from '../lobby/lobby.events';
import { getTable, seatedPlayerIds } from '../lobby/tables.service';
import type { FloorStaff } from '../shared/tables.policy';
import { findOpenSeatsAtTable, lockTable, type TableRow } from '../shared/tables.repo';
import { leaveOtherWaitlists } from '../shared/waitlist.repo';
import { notifyWaitlistPlayer } from '../shared/waitlist-notice.service';
import { pushLiveSession, pushWaitlistChange } from '../table-updates.service';
import { publishTableActivated } from './floor.events';
import { readFloorTable } from './floor-view.service';
import { closeTableRow, endWaitingEntriesOfTable, hasOtherRunningTable, releaseEntriesToGame } from './floor.repo';
import { closedTableMessage } from '@club/shared/floor';

// The floor's table admin (issue 15): create a table, edit it (start, pause, rules, game), close it.

const RULE_FIELDS = ['minPlayMinutes', 'callTimeMinutes', 'cashOutWindowMinutes'] as const;

/** The stakes text a table shows when staff give none: its blinds. */
const stakesFromBlinds = (smallBlind: string, bigBlind: string) =>
  `₹${Number(smallBlind).toLocaleString('en-IN')}/₹${Number(bigBlind).toLocaleString('en-IN')}`;

/**
 * The game a new table joins (decision 063): the one named, whose type and stakes it must have, or the
 * active game of its type and stakes, created from the table's blinds and buy-ins when there is none.
 */
async function gameForTable(tx: DbOrTx, input: CreateTableRequest, stakes: string) {
  if (input.gameId !== undefined) {
    const game = await findGame(tx, input.gameId);
    if (!game) throw notFound('Game');
    if (game.status !== 'active') throw new AppError('INVALID_STATE', GAME_MESSAGES.retired);
    if (game.gameType !== input.gameType || game.stakes !== stakes) {
      throw new AppError('BAD_REQUEST', GAME_MESSAGES.gameMismatch);
    }
    return game;
  }
  return findOrCreateGame(tx, {
    name: `${input.gameType} ${stakes}`,
    gameType: input.gameType,
    stakes,
    smallBlindPaise: toPaise(input.smallBlind),
    bigBlindPaise: toPaise(input.bigBlind),
    minBuyInPaise: toPaise(input.minBuyIn),
    maxBuyInPaise: toPaise(input.maxBuyIn),
  });
}

async function insertTable(db: Db, staffId: number, input: CreateTableRequest, now: Date): Promise<TableRow> {
  return db.transaction(async (tx) => {
    const stakes = input.stakes ?? stakesFromBlinds(input.smallBlind, input.bigBlind);
    const game = await gameForTable(tx, input, stakes);
    const table = returnedRow(
      await tx
        .insert(pokerTables)
        .values({
          name: input.name,
          gameId: game.id,
          gameType: input.gameType,
          stakes,
          smallBlindPaise: toPaise(input.smallBlind),
          bigBlindPaise: toPaise(input.bigBlind),
          minBuyInPaise: toPaise(input.minBuyIn),
          maxBuyInPaise: toPaise(input.maxBuyIn),
          maxPlayers: input.maxPlayers,
          status: input.status,
          gameStartedAt: input.status === 'active' ? now : null,
          minPlayMinutes: input.minPlayMinutes ?? null,
          callTimeMinutes: input.callTimeMinutes ?? null,
          cashOutWindowMinutes: input.cashOutWindowMinutes ?? null,
        })
        .returning(),
    );
    await writeAudit(tx, {
      staffId,
      action: 'tables.create',
      entity: 'poker_table',
      entityId: table.id,
      after: table,
    });
    return table;
  });
}

/**
 * Changes a table. Status active starts the game (gameStartedAt), inactive clears it. The maximum cannot
 * drop below a seat in use, and the blinds and buy-ins must stay in order with the stored ones.
 */
async function changeTable(db: Db, staffId: number, tableId: number, input: UpdateTableRequest, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockTable(tx, tableId);
    if (!before) throw notFound('Table');
    const changes: Partial<typeof pokerTables.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.gameType !== undefined) changes.gameType = input.gameType;
    if (input.stakes !== undefined) changes.stakes = input.stakes;
    if (input.smallBlind !== undefined) changes.smallBlindPaise = toPaise(input.smallBlind);
    if (input.bigBlind !== undefined) changes.bigBlindPaise = toPaise(input.bigBlind);
    if (input.minBuyIn !== undefined) changes.minBuyInPaise = toPaise(input.minBuyIn);
    if (input.maxBuyIn !== undefined) changes.maxBuyInPaise = toPaise(input.maxBuyIn);
    if (input.status !== undefined && input.status !== before.status) {
      changes.status = input.status;
      changes.gameStartedAt = input.status === 'active' ? now : null;
    }
    for (const field of RULE_FIELDS) if (input[field] !== undefined) changes[field] = input[field] ?? null;
    // A new type or stakes moves the table to that game (decision 063); entries that preferred it stay on
    // the old game's list, for any of its tables.
    const gameType = changes.gameType ?? before.gameType;
    const stakes = changes.stakes ?? before.stakes;
    if (gameType !== before.gameType || stakes !== before.stakes) {
      const game = await findOrCreateGame(tx, {
        name: `${gameType} ${stakes}`,
        gameType,
        stakes,
        smallBlindPaise: changes.smallBlindPaise ?? before.smallBlindPaise,
        bigBlindPaise: changes.bigBlindPaise ?? before.bigBlindPaise,
        minBuyInPaise: changes.minBuyInPaise ?? before.minBuyInPaise,
        maxBuyInPaise: changes.maxBuyInPaise ?? before.maxBuyInPaise,
      });
      changes.gameId = game.id;
      await tx
        .update(waitlistEntries)
        .set({ tableId: null })
        .where(
          and(
            eq(waitlistEntries.tableId, tableId),
            eq(waitlistEntries.gameId, before.gameId),
            eq(waitlistEntries.status, 'waiting'),
          ),
        );
    }
    const smallBlind = changes.smallBlindPaise ?? before.smallBlindPaise;
    const bigBlind = changes.bigBlindPaise ?? before.bigBlindPaise;
    if (bigBlind < smallBlind) throw new AppError('BAD_REQUEST', 'The big blind must be at least the small blind');
    const minBuyIn = changes.minBuyInPaise ?? before.minBuyInPaise;
    const maxBuyIn = changes.maxBuyInPaise ?? before.maxBuyInPaise;
    if (maxBuyIn < minBuyIn) throw new AppError('BAD_REQUEST', 'The max buy-in must be at least the min buy-in');
    if (input.maxPlayers !== undefined) {
      const [beyond] = await tx
        .select({ seatNumber: seats.seatNumber })
        .from(seats)
        .where(and(eq(seats.tableId, tableId), isNull(seats.endedAt), gt(seats.seatNumber, input.maxPlayers)));
      if (beyond) {
        throw new AppError('INVALID_STATE', `Seat ${beyond.seatNumber} is in use: the table cannot have fewer seats`);
      }
      changes.maxPlayers = input.maxPlayers;
    }
    const after = returnedRow(
      await tx
        .update(pokerTables)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(pokerTables.id, tableId))
        .returning(),
    );
    const hasStatusChanged = before.status !== after.status;
    const seated = hasStatusChanged ? await findOpenSeatsAtTable(tx, tableId) : [];
    // Seated at a table that became active, the players can join no other list (dashboard.md section 4),
    // as when seated at an active table (decision 021): their other waiting entries end here.
    const leftGameIds: number[] = [];
    if (after.status === 'active' && hasStatusChanged) {
      for (const { seat } of seated) {
        if (seat.playerId !== null) leftGameIds.push(...(await leaveOtherWaitlists(tx, seat.playerId, after.gameId)));
      }
    }
    if (after.gameId !== before.gameId) leftGameIds.push(before.gameId);
    await writeAudit(tx, {
      staffId,
      action: 'tables.update',
      entity: 'poker_table',
      entityId: tableId,
      before,
      after: leftGameIds.length > 0 ? { ...after, seatedLeftGameListsOf: leftGameIds } : after,
    });
    const hasRulesChanged = RULE_FIELDS.some((field) => before[field] !== after[field]);
    return { table: after, hasRulesChanged, hasStatusChanged, seated: seated.map((r) => r.seat), leftGameIds };
  });
}

/** A new table: the lobby shows it at once. */
export async function createTable(ctx: UseCaseContext, staffId: number, input: CreateTableRequest, now: Date) {
  const created = await insertTable(ctx.db, staffId, input, now);
  const table = await getTable(ctx.db, created.id);
  publishTableUpdated(ctx, table);
  // The table's game changed too (tables running, open seats, estimates): its list and summary are pushed.
  ctx.afterCommit(() => pushWaitlistChange(ctx, [created.id]));
  return table;
}

/**
 * A changed table: the lobby sees it; new timing rules reach the lobby and every seated player's session.
 * A status change reaches every seated player's live session (which also refreshes their seats and
 * banner) and, on activation, the spec's table-activation event; the lists they left move up.
 */
export async function updateTable(
  ctx: UseCaseContext,
  staffId: number,
  tableId: number,
  input: UpdateTableRequest,
  now: Date,
) {
  const {
    table: row,
    hasRulesChanged,
    hasStatusChanged,
    seated,
    leftGameIds,
  } = await changeTable(ctx.db, staffId, tableId, input, now);
  const table = await getTable(ctx.db, tableId);
  publishTableUpdated(ctx, table);
  ctx.afterCommit(() =>
    pushWaitlistChange(
      ctx,
      [tableId],
      seated.map((seat) => seat.playerId),
      leftGameIds,
    ),
  );
  if (hasStatusChanged) {
    if (row.status === 'active') publishTableActivated(ctx, row, seated);
    ctx.afterCommit(...seated.map((seat) => () => pushLiveSession(ctx, seat.playerId, now)));
  }
  if (hasRulesChanged) {
    publishTimingRulesUpdated(ctx, row);
    // A status change above already pushes every seated player's session.
    if (!hasStatusChanged) {
      const playerIds = await seatedPlayerIds(ctx.db, tableId);
      ctx.afterCommit(...playerIds.map((playerId) => () => pushLiveSession(ctx, playerId)));
    }
  }
  return table;
}

/**
 * Closes a table (issue 15): refused while anyone is seated (the message names them, so the floor knows
 * whom to move or release); otherwise the table goes inactive and stays on the floor (its seats are the
 * history). What happens to its list follows decision 063 (issue 27 item 1), as the close dialog says:
 * - another table of the game runs: the list stays the game's; entries that preferred this table keep their
 *   place for any of its tables (and a page to this table is withdrawn), each of them told;
 * - it was the game's only running table: every entry of its list (the game's entries for it or any table)
 *   ends, each player told.
 * The table is locked for update: a seating or a move into it (whose foreign-key check share-locks the row)
 * waits for this to commit, and one that committed first is seen here and refuses the close.
 */
export async function closeTable(
  ctx: UseCaseContext,
  input: { tableId: number; staff: FloorStaff },
): Promise<FloorTable> {
  const { table, ended, kept } = await ctx.db.transaction(async (tx) => {
    const before = await lockTable(tx, input.tableId);
    if (!before) throw notFound('Table');
    const seated = await findOpenSeatsAtTable(tx, before.id);
    if (seated.length > 0) {
      const who = seated.map((row) => `Seat ${row.seat.seatNumber} ${row.firstName} ${row.lastName}`).join(', ');
      throw new AppError('INVALID_STATE', `${before.name} still has seated players. Move or release first: ${who}`);
    }
    const after = await closeTableRow(tx, before.id);
    const othersRun = await hasOtherRunningTable(tx, before.gameId, before.id);
    const ended = othersRun ? [] : await endWaitingEntriesOfTable(tx, before.gameId, before.id);
    const kept = othersRun ? await releaseEntriesToGame(tx, before.gameId, before.id) : [];
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      action: 'tables.close',
      entity: 'poker_table',
      entityId: before.id,
      before: { status: before.status, gameStartedAt: before.gameStartedAt },
      after: {
        status: after.status,
        gameStartedAt: after.gameStartedAt,
        endedWaitlistEntries: ended.map((e) => e.id),
        keptOnGameList: kept.map((e) => e.id),
      },
    });
    return { table: after, ended, kept };
  });
  const game = await findGame(ctx.db, table.gameId);
  const gameName = game?.name ?? `${table.gameType} ${table.stakes}`;
  const told = [
    ...ended.map((entry) => ({ playerId: entry.playerId, message: closedTableMessage(table.name, gameName, false) })),
    ...kept.map((entry) => ({ playerId: entry.playerId, message: closedTableMessage(table.name, gameName, true) })),
  ];
  ctx.afterCommit(
    () => pushWaitlistChange(ctx, [table.id], [...new Set(told.map((t) => t.playerId))]),
    ...told.map(
      ({ playerId, message }) =>
        () =>
          notifyWaitlistPlayer(ctx, playerId, message, input.staff),
    ),
  );
  return readFloorTable(ctx.db, table.id);
}

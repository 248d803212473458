import {
  type CreateGameRequest,
  GAME_MESSAGES,
  type GameEntry,
  type OpenGameTableRequest,
  type StaffGame,
  type StaffGameEntry,
  type UpdateGameRequest,
} from '@club/shared/games';
import { fromPaise, toPaise } from '@club/shared/money';
import type { PokerTable } from '@club/shared/tables';
import { AppError, notFound } from '../../../app-error';
import { uniqueViolation } from '../../../db/errors';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { loadGameEstimators } from './estimates.service';
import { readStaffGame } from './game-views.service';
import { endWaitingEntriesOfGame, findGame, type GameRow, insertGame, lockGame, updateGameRow } from './games.repo';
import { gameEntriesOfPlayers } from './player-lists.service';
import { pushJoin, pushWaitlistChange } from '../table-updates.service';
import { createTable } from '../floor/table-admin.service';
import { enterGameList, enterGuestOnGameList, entryEndedAfterJoin } from './waitlist.service';
import { upsertGuest } from './guests.repo';
import type { DbOrTx } from '../../../db/client';
import type { WaitlistEntryRow } from '../shared/waitlist.repo';
import { initialsOf } from '@club/shared/guests';
import { leaveGameEntry } from '../shared/waitlist.repo';

// Joining and leaving game lists, and the floor's games (issue 16, decision 063); their reads are in
// game-views.service.ts.

/** The game's list an entry goes on: active, the preferred table one of its own, the preferred seat at it. */
async function findListableGame(
  db: DbOrTx,
  input: { gameId: number; preferredTableId: number | null; preferredSeat: number | null },
) {
  const game = await findGame(db, input.gameId);
  if (!game) throw notFound('Game');
  if (game.status !== 'active') throw new AppError('INVALID_STATE', GAME_MESSAGES.retired);
  let maxSeat = 10;
  if (input.preferredTableId !== null) {
    const { tablesOf } = await loadGameEstimators(db, [game.id]);
    const table = tablesOf.get(game.id)?.find((t) => t.id === input.preferredTableId);
    if (!table) throw new AppError('BAD_REQUEST', GAME_MESSAGES.tableOfOtherGame);
    maxSeat = table.maxPlayers;
  }
  if (input.preferredSeat !== null && input.preferredSeat > maxSeat) {
    throw new AppError('BAD_REQUEST', `Choose a seat from 1 to ${maxSeat}`);
  }
  return game;
}

/**
 * POST /api/staff/games/{gameId}/waitlist (issue 31): the floor puts a player it found, or a guest by name and
 * mobile number (decision 131), on a game's list, under the rules of a player's own join (enterGameList: the
 * position is the order of joining, one waiting entry per game, barred refused, not while playing elsewhere)
 * plus the floor's: an unapproved player is refused, and the floor says whether the entry is a phone-in
 * (remote: checked in on arrival, else it leaves by the club's expiry). Audited in the same transaction; the
 * floor, the boards and the lobby hear it after the commit, as a player's join. Answers the entry as the floor
 * sees it.
 */
export async function addToGameList(
  ctx: UseCaseContext,
  input: {
    gameId: number;
    staffId: number;
    who: { playerId: number } | { guest: { name: string; phone: string } };
    preferredTableId: number | null;
    preferredSeat: number | null;
    notes: string | null;
    remote: boolean;
    now: Date;
  },
): Promise<StaffGameEntry> {
  const game = await findListableGame(ctx.db, input);
  const place = {
    gameId: game.id,
    tableId: input.preferredTableId,
    preferredSeat: input.preferredSeat,
    notes: input.notes,
  };
  const created = await ctx.db.transaction(async (tx) => {
    let entry: WaitlistEntryRow;
    let guestInitials: string | null = null;
    if ('playerId' in input.who) {
      entry = await enterGameList(
        tx,
        { ...place, playerId: input.who.playerId },
        { remote: input.remote, now: input.now },
      );
    } else {
      const guest = await upsertGuest(tx, { ...input.who.guest, staffId: input.staffId });
      entry = await enterGuestOnGameList(tx, { ...place, guestId: guest.id, remote: input.remote });
      guestInitials = initialsOf(guest.name);
    }
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: entry.playerId,
      action: 'tables.add_to_list',
      entity: 'waitlist_entry',
      entityId: entry.id,
      // A guest's number stays out of the audit (it outlives the guest's record); their initials say who.
      after: { ...entry, gameName: game.name, guestInitials },
    });
    return entry;
  });
  ctx.afterCommit(() => pushJoin(ctx, [], created.playerId, [game.id]));
  const { entries } = await readStaffGame(ctx.db, game.id);
  const entry = entries.find((listed) => listed.entryId === created.id);
  if (!entry) {
    throw created.playerId === null
      ? new AppError('CONFLICT', 'The guest’s entry ended before it could be read back')
      : await entryEndedAfterJoin(ctx.db, created.playerId);
  }
  return entry;
}

/** POST /api/games/{gameId}/waitlist: the player joins a game's list, optionally preferring a table. */
export async function joinGameList(
  ctx: UseCaseContext,
  input: {
    playerId: number;
    gameId: number;
    preferredTableId: number | null;
    preferredSeat: number | null;
    notes: string | null;
  },
): Promise<GameEntry> {
  const game = await findListableGame(ctx.db, input);
  const created = await enterGameList(ctx.db, {
    playerId: input.playerId,
    gameId: game.id,
    tableId: input.preferredTableId,
    preferredSeat: input.preferredSeat,
    notes: input.notes,
  });
  ctx.afterCommit(() => pushJoin(ctx, [], input.playerId, [game.id]));
  const mine = (await gameEntriesOfPlayers(ctx.db, [input.playerId])).get(input.playerId) ?? [];
  const entry = mine.find((waiting) => waiting.entryId === created.id);
  if (!entry) throw await entryEndedAfterJoin(ctx.db, input.playerId);
  return entry;
}

/** DELETE /api/games/{gameId}/waitlist: the player leaves a game's list. */
export async function leaveGameList(ctx: UseCaseContext, playerId: number, gameId: number): Promise<void> {
  const left = await leaveGameEntry(ctx.db, playerId, gameId);
  if (!left) throw new AppError('NOT_FOUND', GAME_MESSAGES.notOnList);
  ctx.afterCommit(() => pushWaitlistChange(ctx, [], [playerId], [gameId]));
}

const gameName = (input: { name?: string; gameType: string; stakes: string }) =>
  input.name ?? `${input.gameType} ${input.stakes}`;

/** POST /api/staff/games: a game with no table yet is an interest list players can join. */
export async function createGame(ctx: UseCaseContext, staffId: number, input: CreateGameRequest): Promise<StaffGame> {
  let created: GameRow;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const game = await insertGame(tx, {
        name: gameName(input),
        gameType: input.gameType,
        stakes: input.stakes,
        smallBlindPaise: toPaise(input.smallBlind),
        bigBlindPaise: toPaise(input.bigBlind),
        minBuyInPaise: toPaise(input.minBuyIn),
        maxBuyInPaise: toPaise(input.maxBuyIn),
      });
      await writeAudit(tx, { staffId, action: 'games.create', entity: 'game', entityId: game.id, after: game });
      return game;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'games_one_active_per_kind') throw new AppError('CONFLICT', GAME_MESSAGES.sameKind);
    throw error;
  }
  ctx.afterCommit(() => pushWaitlistChange(ctx, [], [], [created.id]));
  return readStaffGame(ctx.db, created.id);
}

/**
 * PATCH /api/staff/games/{gameId}: name, stakes, blinds, buy-ins, or retiring the game. A game with an active
 * table cannot retire; retiring ends its list (the players are pushed their lists without it).
 */
export async function updateGame(
  ctx: UseCaseContext,
  staffId: number,
  gameId: number,
  input: UpdateGameRequest,
): Promise<StaffGame> {
  let endedPlayers: Array<number | null> = [];
  try {
    endedPlayers = await ctx.db.transaction(async (tx) => {
      const before = await lockGame(tx, gameId);
      if (!before) throw notFound('Game');
      const changes: Partial<GameRow> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.gameType !== undefined) changes.gameType = input.gameType;
      if (input.stakes !== undefined) changes.stakes = input.stakes;
      if (input.smallBlind !== undefined) changes.smallBlindPaise = toPaise(input.smallBlind);
      if (input.bigBlind !== undefined) changes.bigBlindPaise = toPaise(input.bigBlind);
      if (input.minBuyIn !== undefined) changes.minBuyInPaise = toPaise(input.minBuyIn);
      if (input.maxBuyIn !== undefined) changes.maxBuyInPaise = toPaise(input.maxBuyIn);
      if (input.status !== undefined) changes.status = input.status;
      const small = changes.smallBlindPaise ?? before.smallBlindPaise;
      const big = changes.bigBlindPaise ?? before.bigBlindPaise;
      if (big < small) throw new AppError('BAD_REQUEST', 'The big blind must be at least the small blind');
      const min = changes.minBuyInPaise ?? before.minBuyInPaise;
      const max = changes.maxBuyInPaise ?? before.maxBuyInPaise;
      if (max < min) throw new AppError('BAD_REQUEST', 'The max buy-in must be at least the min buy-in');
      let ended: Array<number | null> = [];
      if (changes.status === 'retired' && before.status !== 'retired') {
        const { inputs } = await loadGameEstimators(tx, [gameId]);
        if ((inputs.get(gameId)?.tablesRunning ?? 0) > 0) {
          throw new AppError('INVALID_STATE', GAME_MESSAGES.retireWithTables);
        }
        ended = (await endWaitingEntriesOfGame(tx, gameId)).map((row) => row.playerId);
      }
      const after = await updateGameRow(tx, gameId, changes);
      await writeAudit(tx, {
        staffId,
        action: 'games.update',
        entity: 'game',
        entityId: gameId,
        before,
        after: ended.length > 0 ? { ...after, endedEntriesOfPlayers: ended } : after,
      });
      return ended;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'games_one_active_per_kind') throw new AppError('CONFLICT', GAME_MESSAGES.sameKind);
    throw error;
  }
  ctx.afterCommit(() => pushWaitlistChange(ctx, [], endedPlayers, [gameId]));
  return readStaffGame(ctx.db, gameId);
}

/**
 * POST /api/staff/games/{gameId}/tables: "Open a table" for an interest list in one step. The table is
 * created active with the game's blinds and buy-ins (the same use case as POST /api/staff/tables).
 */
export async function openGameTable(
  ctx: UseCaseContext,
  staffId: number,
  gameId: number,
  input: OpenGameTableRequest,
  now: Date,
): Promise<PokerTable> {
  const game = await findGame(ctx.db, gameId);
  if (!game) throw notFound('Game');
  if (game.status !== 'active') throw new AppError('INVALID_STATE', GAME_MESSAGES.retired);
  return createTable(
    ctx,
    staffId,
    {
      name: input.name,
      gameId: game.id,
      gameType: game.gameType,
      stakes: game.stakes,
      smallBlind: fromPaise(game.smallBlindPaise),
      bigBlind: fromPaise(game.bigBlindPaise),
      minBuyIn: fromPaise(game.minBuyInPaise),
      maxBuyIn: fromPaise(game.maxBuyInPaise),
      maxPlayers: input.maxPlayers,
      status: 'active',
    },
    now,
  );
}

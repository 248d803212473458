import {
  type CreateGameRequest,
  GAME_MESSAGES,
  type Game,
  type GameEntry,
  type GameSummary,
  type OpenGameTableRequest,
  type StaffGame,
  type StaffGameEntry,
  type UpdateGameRequest,
} from '@club/shared/games';
import { fromPaise, toPaise } from '@club/shared/money';
import type { PokerTable } from '@club/shared/tables';
import { AppError, notFound } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { stillThere } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { writeAudit } from '../staff/audit.service';
import {
  endWaitingEntriesOfGame,
  findGame,
  findGameEntriesOfPlayers,
  findGames,
  findGameWaitlists,
  type GameRow,
  insertGame,
  lockGame,
  updateGameRow,
} from './games.repo';
import { toWaitlistPage } from './paging.mappers';
import { publishJoin, publishWaitlistChange } from './tables.events';
import type { TableWithCounts } from './tables.repo';
import { createTable } from './tables-staff.service';
import { enterGameList, entryEndedAfterJoin, loadGameEstimators } from './waitlist.service';
import { leaveGameEntry } from './waitlist.repo';

// Game lists and interest lists (issue 16, decision 063).

type Estimators = Awaited<ReturnType<typeof loadGameEstimators>> & { waitingOf: Map<number, number> };

const tableOrder = (a: TableWithCounts, b: TableWithCounts) =>
  Number(b.status === 'active') - Number(a.status === 'active') || a.name.localeCompare(b.name) || a.id - b.id;

function toGameSummary(game: GameRow, estimators: Estimators): GameSummary {
  const tables = [...(estimators.tablesOf.get(game.id) ?? [])].sort(tableOrder);
  const input = estimators.inputs.get(game.id);
  const tablesRunning = input?.tablesRunning ?? 0;
  // Every waiting entry of the game: the count of the list at any of its tables that prefer none.
  const waitingCount = estimators.waitingOf.get(game.id) ?? 0;
  return {
    id: game.id,
    name: game.name,
    gameType: game.gameType,
    stakes: game.stakes,
    smallBlind: fromPaise(game.smallBlindPaise),
    bigBlind: fromPaise(game.bigBlindPaise),
    minBuyIn: fromPaise(game.minBuyInPaise),
    maxBuyIn: fromPaise(game.maxBuyInPaise),
    status: game.status,
    tables: tables.map((table) => ({
      id: String(table.id),
      name: table.name,
      status: table.status,
      seatsTaken: table.currentPlayers,
      maxPlayers: table.maxPlayers,
      openSeats: table.status === 'active' ? Math.max(0, table.maxPlayers - table.currentPlayers) : 0,
      waitingCount: table.waitlistCount,
    })),
    tablesRunning,
    openSeats: input?.openSeats ?? 0,
    waitingCount,
    isInterestList: tablesRunning === 0,
    estimate: estimators.estimate(game.id, waitingCount + 1),
  };
}

/** The games (null: every active one) with what their summaries need: four queries for any number. */
async function loadGames(db: DbOrTx, gameIds: number[] | null, withRetired = false) {
  const rows = await findGames(db, gameIds, withRetired);
  const ids = rows.map((game) => game.id);
  const [estimators, waitlists] = await Promise.all([loadGameEstimators(db, ids), findGameWaitlists(db, ids)]);
  const waitingOf = new Map<number, number>();
  for (const row of waitlists) waitingOf.set(row.entry.gameId, (waitingOf.get(row.entry.gameId) ?? 0) + 1);
  return { rows, estimators: { ...estimators, waitingOf }, waitlists };
}

/** These players' entries on game lists, with positions and estimates (three queries for any number). */
export async function gameEntriesOfPlayers(db: DbOrTx, playerIds: number[]): Promise<Map<number, GameEntry[]>> {
  const ids = [...new Set(playerIds)];
  const rows = await findGameEntriesOfPlayers(db, ids);
  const { estimate } = await loadGameEstimators(
    db,
    rows.map((row) => row.entry.gameId),
  );
  return toGameEntries(ids, rows, estimate);
}

/** Game-list rows as the players' entries. */
export function toGameEntries(
  ids: number[],
  rows: Awaited<ReturnType<typeof findGameEntriesOfPlayers>>,
  estimate: Estimators['estimate'],
): Map<number, GameEntry[]> {
  const entries = new Map<number, GameEntry[]>(ids.map((id) => [id, []]));
  for (const { entry, preferredTableName, pagedTableName } of rows) {
    entries.get(entry.playerId)?.push({
      entryId: entry.id,
      gameId: entry.gameId,
      position: entry.position,
      preferredTableId: entry.tableId === null ? null : String(entry.tableId),
      preferredTableName,
      preferredSeat: entry.preferredSeat,
      notes: entry.notes,
      joinedAt: entry.createdAt.toISOString(),
      estimate: estimate(entry.gameId, entry.position),
      page: toWaitlistPage(entry, pagedTableName),
      misses: entry.pageMisses,
    });
  }
  return entries;
}

/** GET /api/games: every active game, and the player's own entry on each (null for staff). */
export async function listGames(db: DbOrTx, playerId: number | null): Promise<Game[]> {
  const [{ rows, estimators }, mine] = await Promise.all([
    loadGames(db, null),
    playerId === null ? Promise.resolve(new Map<number, GameEntry[]>()) : gameEntriesOfPlayers(db, [playerId]),
  ]);
  const own = new Map((playerId === null ? [] : (mine.get(playerId) ?? [])).map((entry) => [entry.gameId, entry]));
  return rows.map((game) => ({ ...toGameSummary(game, estimators), myEntry: own.get(game.id) ?? null }));
}

/** The public summaries of these games (retired ones included, so screens drop them). */
export async function readGameSummaries(db: DbOrTx, gameIds: number[]): Promise<GameSummary[]> {
  const { rows, estimators } = await loadGames(db, gameIds, true);
  return rows.map((game) => toGameSummary(game, estimators));
}

/** The floor's view of these games (null: every active one): each list in game order, with names. */
export async function readStaffGames(db: DbOrTx, gameIds: number[] | null, withRetired = false): Promise<StaffGame[]> {
  return (await readStaffGamesAndTables(db, gameIds, withRetired)).games;
}

/** The floor's games and every table of them with counts (read once for both), in four queries. */
export async function readStaffGamesAndTables(db: DbOrTx, gameIds: number[] | null, withRetired = false) {
  const { rows, estimators, waitlists } = await loadGames(db, gameIds, withRetired);
  const tables = [...estimators.tablesOf.values()].flat();
  return { games: toStaffGames(rows, estimators, waitlists), tables };
}

function toStaffGames(
  rows: GameRow[],
  estimators: Estimators,
  waitlists: Awaited<ReturnType<typeof findGameWaitlists>>,
): StaffGame[] {
  const entriesOf = new Map<number, StaffGameEntry[]>();
  for (const row of waitlists) {
    const { entry } = row;
    const list = entriesOf.get(entry.gameId) ?? [];
    list.push({
      entryId: entry.id,
      playerId: entry.playerId,
      playerName: `${row.firstName} ${row.lastName}`,
      nickname: row.nickname,
      position: entry.position,
      preferredTableId: entry.tableId === null ? null : String(entry.tableId),
      preferredTableName: row.preferredTableName,
      preferredSeat: entry.preferredSeat,
      notes: entry.notes,
      joinedAt: entry.createdAt.toISOString(),
      kycStatus: row.kycStatus,
      page: toWaitlistPage(entry, row.pagedTableName),
      misses: entry.pageMisses,
    });
    entriesOf.set(entry.gameId, list);
  }
  return rows.map((game) => ({ ...toGameSummary(game, estimators), entries: entriesOf.get(game.id) ?? [] }));
}

async function readStaffGame(db: DbOrTx, gameId: number): Promise<StaffGame> {
  const [game] = await readStaffGames(db, [gameId], true);
  return stillThere(game, 'The game');
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
  const game = await findGame(ctx.db, input.gameId);
  if (!game) throw notFound('Game');
  if (game.status !== 'active') throw new AppError('INVALID_STATE', GAME_MESSAGES.retired);
  let maxSeat = 10;
  if (input.preferredTableId !== null) {
    const { tablesOf } = await loadGameEstimators(ctx.db, [game.id]);
    const table = tablesOf.get(game.id)?.find((t) => t.id === input.preferredTableId);
    if (!table) throw new AppError('BAD_REQUEST', GAME_MESSAGES.tableOfOtherGame);
    maxSeat = table.maxPlayers;
  }
  if (input.preferredSeat !== null && input.preferredSeat > maxSeat) {
    throw new AppError('BAD_REQUEST', `Choose a seat from 1 to ${maxSeat}`);
  }
  const created = await enterGameList(ctx.db, {
    playerId: input.playerId,
    gameId: game.id,
    tableId: input.preferredTableId,
    preferredSeat: input.preferredSeat,
    notes: input.notes,
  });
  ctx.afterCommit(() => publishJoin(ctx, [], input.playerId, [game.id]));
  const mine = (await gameEntriesOfPlayers(ctx.db, [input.playerId])).get(input.playerId) ?? [];
  const entry = mine.find((waiting) => waiting.entryId === created.id);
  if (!entry) throw await entryEndedAfterJoin(ctx.db, input.playerId);
  return entry;
}

/** DELETE /api/games/{gameId}/waitlist: the player leaves a game's list. */
export async function leaveGameList(ctx: UseCaseContext, playerId: number, gameId: number): Promise<void> {
  const left = await leaveGameEntry(ctx.db, playerId, gameId);
  if (!left) throw new AppError('NOT_FOUND', GAME_MESSAGES.notOnList);
  ctx.afterCommit(() => publishWaitlistChange(ctx, [], [playerId], [gameId]));
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
  ctx.afterCommit(() => publishWaitlistChange(ctx, [], [], [created.id]));
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
  let endedPlayers: number[] = [];
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
      let ended: number[] = [];
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
  ctx.afterCommit(() => publishWaitlistChange(ctx, [], endedPlayers, [gameId]));
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

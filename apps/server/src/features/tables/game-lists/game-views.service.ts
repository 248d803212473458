import type { Game, GameEntry, GameSummary, StaffGame, StaffGameEntry } from '@club/shared/games';
import { fromPaise } from '@club/shared/money';
import { compareTableNames } from '@club/shared/table-order';
import type { DbOrTx } from '../../../db/client';
import { stillThere } from '../../../db/rows';
import { loadGameEstimators } from './estimates.service';
import { findGames, findGameWaitlists, type GameRow } from './games.repo';
import { entrantOf, toWaitlistPage } from '../shared/waitlist.mappers';
import { gameEntriesOfPlayers } from './player-lists.service';
import type { TableWithCounts } from '../shared/tables.repo';

// What the lobby, the floor and the board read of games and their lists (issue 16, decision 063).

type Estimators = Awaited<ReturnType<typeof loadGameEstimators>> & { waitingOf: Map<number, number> };

const tableOrder = (a: TableWithCounts, b: TableWithCounts) =>
  Number(b.status === 'active') - Number(a.status === 'active') || compareTableNames(a.name, b.name) || a.id - b.id;

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

/** One game as the floor sees it, retired or not. */
export async function readStaffGame(db: DbOrTx, gameId: number): Promise<StaffGame> {
  const [game] = await readStaffGames(db, [gameId], true);
  return stillThere(game, 'The game');
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
    const entrant = entrantOf(row);
    list.push({
      entryId: entry.id,
      playerId: entry.playerId,
      guestId: entry.guestId,
      guestPhone: entrant.guestPhone,
      playerName: entrant.playerName,
      nickname: entrant.nickname,
      position: entry.position,
      preferredTableId: entry.tableId === null ? null : String(entry.tableId),
      preferredTableName: row.preferredTableName,
      preferredSeat: entry.preferredSeat,
      notes: entry.notes,
      joinedAt: entry.createdAt.toISOString(),
      kycStatus: row.kycStatus,
      page: toWaitlistPage(entry, row.pagedTableName),
      misses: entry.pageMisses,
      remote: entry.remote,
      checkedInAt: entry.checkedInAt?.toISOString() ?? null,
    });
    entriesOf.set(entry.gameId, list);
  }
  return rows.map((game) => ({ ...toGameSummary(game, estimators), entries: entriesOf.get(game.id) ?? [] }));
}

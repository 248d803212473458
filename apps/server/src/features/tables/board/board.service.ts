import type { BoardGame, BoardNameDisplay, BoardTable } from '@club/shared/display';
import { readGameSummaries } from '../game-lists/game-views.service';
import { findGames } from '../game-lists/games.repo';
import type { DbOrTx } from '../../../db/client';
import { findBoardWaiting } from './board.repo';
import { findTables } from '../shared/tables.repo';
import { loadGameEstimators } from '../game-lists/estimates.service';
import { entrantOf } from '../shared/waitlist.mappers';

/** A waiting player's name on the room's TV: initials ("R. S.") unless the club chose nicknames. */
export function boardName(
  player: { firstName: string; lastName: string; nickname: string },
  display: BoardNameDisplay,
): string {
  const nickname = player.nickname.trim();
  if (display === 'nickname' && nickname) return nickname;
  const initial = (name: string) => name.trim().charAt(0).toUpperCase();
  return [initial(player.firstName), initial(player.lastName)]
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join(' ');
}

/**
 * The tables the room's TV shows (decision 062): every active table, then inactive ones while players wait
 * for them, each with its seats and its list (positions and estimates as the players' phones show them).
 * Nothing private leaves here: no player id, contact, or money. Five queries whatever the number of tables.
 */
export async function readBoardTables(db: DbOrTx, nameDisplay: BoardNameDisplay): Promise<BoardTable[]> {
  const [tables, waiting] = await Promise.all([findTables(db), findBoardWaiting(db)]);
  const shown = [
    ...tables.filter((table) => table.status === 'active'),
    ...tables.filter((table) => table.status !== 'active' && table.waitlistCount > 0),
  ];
  const { estimate } = await loadGameEstimators(
    db,
    shown.map((table) => table.gameId),
  );
  // A table's list (decision 063): its game's entries that prefer it or any table, with game positions.
  const byTable = new Map<number, typeof waiting>();
  for (const table of shown) {
    byTable.set(
      table.id,
      waiting.filter(
        (entry) => entry.gameId === table.gameId && (entry.tableId === null || entry.tableId === table.id),
      ),
    );
  }
  return shown.map((table) => ({
    id: String(table.id),
    name: table.name,
    gameId: table.gameId,
    gameType: table.gameType,
    stakes: table.stakes,
    isRunning: table.status === 'active',
    seatsTaken: table.currentPlayers,
    maxPlayers: table.maxPlayers,
    openSeats: Math.max(0, table.maxPlayers - table.currentPlayers),
    waiting: (byTable.get(table.id) ?? []).map((entry) => ({
      position: entry.position,
      name: boardName(entrantOf(entry), nameDisplay),
      isCalled: Boolean(entry.isCalled),
      estimatedWaitMinutes: estimate(table.gameId, entry.position)?.minutes ?? null,
    })),
  }));
}

/**
 * The games the room's TV lists beside the tables (decision 063): every active game someone waits for, and
 * every interest list, with the next place's wait; an interest list's players by name as the club shows
 * names. The same positions as every other screen. No money: names, counts and minutes only.
 */
export async function readBoardGames(db: DbOrTx, nameDisplay: BoardNameDisplay): Promise<BoardGame[]> {
  const [games, waiting] = await Promise.all([findGames(db, null), findBoardWaiting(db)]);
  const summaries = await readGameSummaries(
    db,
    games.map((game) => game.id),
  );
  return summaries
    .filter((game) => game.status === 'active' && (game.isInterestList || game.waitingCount > 0))
    .map((game) => ({
      id: game.id,
      name: game.name,
      tablesRunning: game.tablesRunning,
      openSeats: game.openSeats,
      waitingCount: game.waitingCount,
      isInterestList: game.isInterestList,
      estimate: game.estimate ? { minMinutes: game.estimate.minMinutes, maxMinutes: game.estimate.maxMinutes } : null,
      waiting: game.isInterestList
        ? waiting
            .filter((entry) => entry.gameId === game.id)
            .map((entry) => ({
              position: entry.position,
              name: boardName(entrantOf(entry), nameDisplay),
              isCalled: Boolean(entry.isCalled),
              estimatedWaitMinutes: null,
            }))
        : [],
    }));
}

import { estimateGameWait, TURNOVER_WINDOW_MINUTES, type WaitRange } from '@club/shared/games';
import type { DbOrTx } from '../../../db/client';
import { findGameDepartures } from './games.repo';
import { findTablesOfGames, type TableWithCounts } from '../shared/tables.repo';

/** What the estimate reads of a game's running tables. */
function runningOf(tables: TableWithCounts[]) {
  const running = tables.filter((table) => table.status === 'active');
  const started = running.map((table) => table.gameStartedAt?.getTime() ?? Date.now());
  return {
    running,
    tablesRunning: running.length,
    seatedPlayers: running.reduce((sum, table) => sum + table.currentPlayers, 0),
    openSeats: running.reduce((sum, table) => sum + Math.max(0, table.maxPlayers - table.currentPlayers), 0),
    firstStartedAt: started.length > 0 ? Math.min(...started) : null,
  };
}

/**
 * Each game's wait estimate as a function of a position (decision 063), from two queries for all the
 * games: their tables with counts, and the seats ended at them over the turnover window. Every screen that
 * shows a wait takes it from here, so the game tab, the table view and the board agree.
 */
export async function loadGameEstimators(db: DbOrTx, gameIds: number[], now = new Date()) {
  const ids = [...new Set(gameIds)];
  const since = new Date(now.getTime() - TURNOVER_WINDOW_MINUTES * 60_000);
  const [tables, departures] = await Promise.all([findTablesOfGames(db, ids), findGameDepartures(db, ids, since)]);
  const tablesOf = new Map<number, TableWithCounts[]>(ids.map((id) => [id, []]));
  for (const table of tables) tablesOf.get(table.gameId)?.push(table);
  const inputs = new Map(
    ids.map((id) => {
      const running = runningOf(tablesOf.get(id) ?? []);
      const observed =
        running.firstStartedAt === null
          ? 0
          : Math.min(TURNOVER_WINDOW_MINUTES, Math.max(0, (now.getTime() - running.firstStartedAt) / 60_000));
      return [id, { ...running, departures: departures.get(id) ?? 0, observedMinutes: observed }];
    }),
  );
  const estimate = (gameId: number, position: number): WaitRange | null => {
    const input = inputs.get(gameId);
    return input ? estimateGameWait({ ...input, position }) : null;
  };
  return { estimate, tablesOf, inputs };
}

/** A game's wait for a place in its list (null: an interest list, or a game not read). */
export type WaitEstimate = Awaited<ReturnType<typeof loadGameEstimators>>['estimate'];

import { ROOMS } from '@club/shared/events';
import type { GameSummary } from '@club/shared/games';
import type { PokerTable } from '@club/shared/tables';
import type { Publish } from '../../../use-case';

/**
 * How long an instance gathers the lobby's side of wait-list and seat changes before sending it. Every
 * phone in the room is in the lobby: one join sent each table of its game and the game to every socket
 * (at ten times a busy night, over 100 messages a second to each phone; issue 20's load test). Gathered,
 * each instance sends at most two a second, still within the second a player may wait to see it
 * (decision 065: 250 ms at first; the lobby's messages were still 70 % of all the load test's tabs heard).
 */
export const LOBBY_BATCH_MS = 500;

interface LobbyBatch {
  tables: Map<string, PokerTable>;
  games: Map<number, GameSummary>;
  timer: NodeJS.Timeout | null;
}

// One batch per way of publishing (the app's Socket.IO server; a test's own app): the lobby is the app's.
const batches = new WeakMap<Publish, LobbyBatch>();

/**
 * Sends these tables and games to the lobby within LOBBY_BATCH_MS, in one `lobby_updated` with whatever
 * else changed meanwhile; a table or game read again before the send replaces its earlier reading.
 */
export function sendToLobbySoon(publish: Publish, tables: PokerTable[], games: GameSummary[]): void {
  if (tables.length === 0 && games.length === 0) return;
  let batch = batches.get(publish);
  if (!batch) {
    batch = { tables: new Map(), games: new Map(), timer: null };
    batches.set(publish, batch);
  }
  for (const table of tables) batch.tables.set(table.id, table);
  for (const game of games) batch.games.set(game.id, game);
  if (batch.timer) return;
  const pending = batch;
  pending.timer = setTimeout(() => {
    const payload = { tables: [...pending.tables.values()], games: [...pending.games.values()] };
    pending.tables.clear();
    pending.games.clear();
    pending.timer = null;
    publish(ROOMS.lobby, 'lobby_updated', payload);
  }, LOBBY_BATCH_MS);
  // A pending send never keeps a process alive that is otherwise done (a CLI command, a test).
  pending.timer.unref();
}

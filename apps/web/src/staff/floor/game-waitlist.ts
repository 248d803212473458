import { nextToPage } from '@club/shared/check-in';
import type { FloorTable, FloorWaitlistEntry } from '@club/shared/floor';
import { openSeatNumbers } from './seat-clock';

/**
 * One game on the floor (decision 063, issue 27 item 3): its tables and its one list. The server sends each
 * table with its list (the game's entries that prefer it or any table), so the game's list is the union of its
 * tables' lists, in game order.
 */
export interface FloorGame {
  gameId: number;
  name: string;
  tables: FloorTable[];
  entries: FloorWaitlistEntry[];
  /** Where the list's players may be paged or seated now; `canFill` says whether these have an open seat. */
  targets: FloorTable[];
  canFill: boolean;
  /** The one entry marked "Next to page" for the game, or null. */
  next: FloorWaitlistEntry | null;
}

/**
 * The tables a game's list is paged and seated to: the running tables with an open seat, by name. With none,
 * the running tables (all full) are still offered to page to, as a seat is about to free; `canFill` is false.
 */
function listTargets(tables: readonly FloorTable[]): { targets: FloorTable[]; canFill: boolean } {
  const running = tables.filter((table) => table.status === 'active');
  const open = running.filter((table) => openSeatNumbers(table).length > 0);
  return open.length > 0 ? { targets: open, canFill: true } : { targets: running, canFill: false };
}

/** Where Seat and Page take an entry unless the floor chooses: its preferred table if offered, else the first. */
export function defaultTarget(entry: FloorWaitlistEntry, targets: readonly FloorTable[]): FloorTable | null {
  return targets.find((table) => table.id === entry.preferredTableId) ?? targets[0] ?? null;
}

/**
 * The game's next to page: the first of the entries that can go to an offered table (no preference, or one
 * for an offered table), by the room-first rule (decision 064). Paged to its default table, this entry is also
 * that table's next to page, so the server asks no reason for it (issue 27 item 5's rule is per table).
 */
function gameNextToPage(
  entries: readonly FloorWaitlistEntry[],
  targets: readonly FloorTable[],
): FloorWaitlistEntry | null {
  const offered = new Set(targets.map((table) => table.id));
  return nextToPage(entries.filter((e) => e.preferredTableId === null || offered.has(e.preferredTableId)));
}

/**
 * The floor's games in the order of their first table, each with its tables and its list; `names` gives the
 * game's name (the floor's tables do not carry it), else it reads as its type and stakes.
 */
export function floorGames(tables: readonly FloorTable[], names: ReadonlyMap<number, string>): FloorGame[] {
  const byGame = new Map<number, FloorTable[]>();
  for (const table of tables) {
    const list = byGame.get(table.gameId) ?? [];
    list.push(table);
    byGame.set(table.gameId, list);
  }
  return [...byGame].map(([gameId, gameTables]) => {
    const entries = new Map<number, FloorWaitlistEntry>();
    for (const table of gameTables) {
      for (const entry of table.waitlist) if (!entries.has(entry.entryId)) entries.set(entry.entryId, entry);
    }
    const list = [...entries.values()].sort((a, b) => a.position - b.position || a.entryId - b.entryId);
    const { targets, canFill } = listTargets(gameTables);
    const first = gameTables[0] as FloorTable;
    return {
      gameId,
      name: names.get(gameId) ?? `${first.gameType} ${first.stakes}`,
      tables: gameTables,
      entries: list,
      targets,
      canFill,
      next: gameNextToPage(list, targets),
    };
  });
}

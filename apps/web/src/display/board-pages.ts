import type { BoardEntry, BoardGame, BoardTable } from '@club/shared/display';

/**
 * The board's pages (issue 38 item 11): each game once, with its tables and its one list (decision 063),
 * never the list again under every table. A game's card holds at most LINES_PER_CARD lines (a line: two of
 * its tables, or one waiting player); a longer game goes on in a card of its own ("continued"), so no row is
 * ever cut off: the board turns to it (page 1 of 2) instead. Line heights are fixed in `--u`, which scales
 * with the screen, so the same count fits 1920×1080 and 1280×720 under a one-row strip of interest lists;
 * when the strip wraps to more rows the view gives each card fewer lines (board-view.tsx, `useLinesThatFit`).
 */
export const LINES_PER_CARD = 13;
/** The fewest lines a card is given, however little room the strip leaves. */
export const MIN_LINES_PER_CARD = 4;
/** Cards side by side on a page. */
export const CARDS_PER_PAGE = 3;
/** Tables per line of a card; a game of up to FEW_TABLES tables has one a line, so long names fit. */
export const TABLES_PER_LINE = 2;
const FEW_TABLES = 3;

export type BoardLine = { kind: 'tables'; tables: BoardTable[] } | { kind: 'entry'; entry: BoardEntry };

export type BoardCard = {
  gameId: number;
  name: string;
  waitingCount: number;
  estimate: BoardGame['estimate'];
  /** This card's part of the game: 1 of 2 when the game goes on in the next card. */
  part: number;
  parts: number;
  lines: BoardLine[];
  /** Places on this card ("places 12–22 of 30"); null when it lists no one. */
  places: { from: number; to: number } | null;
  tableIds: string[];
  tablesPerLine: number;
};

/** A game's list from its tables' lists: an entry for any table is under each, one for a table under that one. */
function gameEntries(tables: readonly BoardTable[]): BoardEntry[] {
  const byPosition = new Map<number, BoardEntry>();
  for (const table of tables) for (const entry of table.waiting) byPosition.set(entry.position, entry);
  return [...byPosition.values()].sort((a, b) => a.position - b.position);
}

/** Every game with a table on the board, in the order of its first table (the server's natural name order). */
export function boardCards(
  tables: readonly BoardTable[],
  games: readonly BoardGame[],
  linesPerCard: number = LINES_PER_CARD,
): BoardCard[] {
  const byGame = new Map<number, BoardTable[]>();
  for (const table of tables) byGame.set(table.gameId, [...(byGame.get(table.gameId) ?? []), table]);
  return [...byGame.entries()].flatMap(([gameId, gameTables]) => {
    const game = games.find((g) => g.id === gameId);
    const [first] = gameTables;
    const entries = gameEntries(gameTables);
    const lines: BoardLine[] = [];
    const tablesPerLine = gameTables.length <= FEW_TABLES ? 1 : TABLES_PER_LINE;
    for (let i = 0; i < gameTables.length; i += tablesPerLine) {
      lines.push({ kind: 'tables', tables: gameTables.slice(i, i + tablesPerLine) });
    }
    for (const entry of entries) lines.push({ kind: 'entry', entry });
    const parts = Math.max(1, Math.ceil(lines.length / linesPerCard));
    return Array.from({ length: parts }, (_, index) => {
      const part = lines.slice(index * linesPerCard, (index + 1) * linesPerCard);
      const positions = part.flatMap((line) => (line.kind === 'entry' ? [line.entry.position] : []));
      return {
        gameId,
        name: game?.name ?? `${first?.stakes} ${first?.gameType}`,
        waitingCount: game?.waitingCount ?? entries.length,
        estimate: game?.estimate ?? null,
        part: index + 1,
        parts,
        lines: part,
        places: positions.length > 0 ? { from: Math.min(...positions), to: Math.max(...positions) } : null,
        tableIds: part.flatMap((line) => (line.kind === 'tables' ? line.tables.map((table) => table.id) : [])),
        tablesPerLine,
      };
    });
  });
}

/**
 * The cards in pages of CARDS_PER_PAGE (at least one page, maybe empty). A game whose cards fit one page is
 * never split across two: its list is read on one screen, and turning to the game shows all of it.
 */
export function boardPages(cards: readonly BoardCard[]): BoardCard[][] {
  const pages: BoardCard[][] = [];
  let page: BoardCard[] = [];
  for (let i = 0; i < cards.length; ) {
    const gameId = cards[i]?.gameId;
    let end = i;
    while (end < cards.length && cards[end]?.gameId === gameId) end += 1;
    const game = cards.slice(i, end);
    if (page.length > 0 && page.length + game.length > CARDS_PER_PAGE && game.length <= CARDS_PER_PAGE) {
      pages.push(page);
      page = [];
    }
    for (const card of game) {
      if (page.length === CARDS_PER_PAGE) {
        pages.push(page);
        page = [];
      }
      page.push(card);
    }
    i = end;
  }
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}

/** The page showing a table (its game's first card), for turning to a change; -1 when none does. */
export const pageOfTable = (pages: readonly BoardCard[][], tableId: string) =>
  pages.findIndex((page) => page.some((card) => card.tableIds.includes(tableId)));

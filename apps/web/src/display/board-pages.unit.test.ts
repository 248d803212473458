import type { BoardEntry, BoardGame, BoardTable } from '@club/shared/display';
import { describe, expect, it } from 'vitest';
import { boardCards, boardPages, LINES_PER_CARD, pageOfTable } from './board-pages';

const entry = (position: number): BoardEntry => ({
  position,
  name: `P. ${position}.`,
  isCalled: false,
  estimatedWaitMinutes: 10,
});
const table = (id: number, gameId: number, waiting: BoardEntry[]): BoardTable => ({
  id: String(id),
  name: `T${id}`,
  gameId,
  gameType: "No Limit Hold'em",
  stakes: '25/50',
  isRunning: true,
  seatsTaken: 9,
  maxPlayers: 9,
  openSeats: 0,
  waiting,
});
const game = (id: number, waitingCount: number): BoardGame => ({
  id,
  name: `Game ${id}`,
  tablesRunning: 1,
  openSeats: 0,
  waitingCount,
  isInterestList: false,
  estimate: { minMinutes: 10, maxMinutes: 20 },
  waiting: [],
});

describe('the TV board in game cards (issue 38 item 11)', () => {
  it('shows a game’s list once, however many of its tables it is under', () => {
    const list = [entry(1), entry(2), entry(3)];
    const cards = boardCards([table(1, 7, list), table(2, 7, list), table(3, 7, [entry(1), entry(3)])], [game(7, 3)]);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.name).toBe('Game 7');
    const entries = cards[0]!.lines.flatMap((line) => (line.kind === 'entry' ? [line.entry.position] : []));
    expect(entries).toEqual([1, 2, 3]);
    const tables = cards[0]!.lines.flatMap((line) => (line.kind === 'tables' ? line.tables.map((t) => t.name) : []));
    expect(tables).toEqual(['T1', 'T2', 'T3']);
    // Three tables: one a line, so a long name keeps its open seats readable; more go two a line.
    expect(cards[0]!.tablesPerLine).toBe(1);
    const four = boardCards(
      [1, 2, 3, 4].map((id) => table(id, 7, [])),
      [],
    );
    expect(four[0]!.lines.filter((line) => line.kind === 'tables')).toHaveLength(2);
  });

  it('includes a place kept for one table of the game (under that table only) in the game’s list, in order', () => {
    const cards = boardCards([table(1, 7, [entry(1), entry(3)]), table(2, 7, [entry(1), entry(2)])], [game(7, 3)]);
    expect(cards[0]!.places).toEqual({ from: 1, to: 3 });
  });

  it('goes on in a next card rather than cutting rows: every place is on a card, none twice', () => {
    const list = Array.from({ length: 30 }, (_, i) => entry(i + 1));
    const cards = boardCards([table(1, 7, list), table(2, 7, list), table(3, 8, [])], [game(7, 30)]);
    const seven = cards.filter((card) => card.gameId === 7);
    expect(seven.length).toBeGreaterThan(1);
    expect(seven.map((card) => `${card.part}/${card.parts}`)).toEqual(seven.map((_, i) => `${i + 1}/${seven.length}`));
    for (const card of cards) expect(card.lines.length).toBeLessThanOrEqual(LINES_PER_CARD);
    const shown = seven.flatMap((card) =>
      card.lines.flatMap((line) => (line.kind === 'entry' ? [line.entry.position] : [])),
    );
    expect(shown).toEqual(list.map((e) => e.position));
    // A game without a list entry on the board reads as its stakes and type.
    expect(cards.at(-1)!.name).toBe("25/50 No Limit Hold'em");
  });

  it('pages the cards, and finds the page of a table', () => {
    const tables = Array.from({ length: 7 }, (_, i) => table(i + 1, i + 1, []));
    const pages = boardPages(boardCards(tables, []));
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pageOfTable(pages, '7')).toBe(2);
    expect(pageOfTable(pages, '99')).toBe(-1);
    expect(boardPages([])).toEqual([[]]);
  });

  it('keeps a game’s cards on one page when they fit one, so turning to the game shows its whole list', () => {
    const long = Array.from({ length: LINES_PER_CARD + 2 }, (_, i) => entry(i + 1));
    const tables = [table(1, 1, []), table(2, 2, []), table(3, 3, long)];
    const pages = boardPages(boardCards(tables, [game(3, long.length)]));
    expect(pages.map((page) => page.map((card) => `${card.gameId}:${card.part}`))).toEqual([
      ['1:1', '2:1'],
      ['3:1', '3:2'],
    ]);
    expect(pageOfTable(pages, '3')).toBe(1);
  });
});

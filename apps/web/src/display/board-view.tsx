import type { BoardTable, DisplayBoard } from '@club/shared/display';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ClubLogo } from '../components/club-logo';
import { cn } from '../lib/class-names';
import { type BoardCard, boardCards, boardPages, LINES_PER_CARD, MIN_LINES_PER_CARD, pageOfTable } from './board-pages';
import { GamesStrip, rangeText } from './games-strip';
import { CheckInPanel } from './check-in-panel';
import { focusTurnDelay } from './focus-hold';
import type { LiveState } from './use-board-live';

/** With more cards than a page holds, the board turns to the next page this often. */
const PAGE_TURN_MS = 12_000;

const LIVE_LABELS: Record<LiveState, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
};

/**
 * The board: each game once with its tables and its one list (board-pages.ts), in pages that turn by
 * themselves when there are more than a page holds; a change the floor makes turns the board to the page of
 * that table at once, so the players concerned see it.
 */
export function BoardView({
  board,
  live,
  focus,
}: {
  board: DisplayBoard;
  live: LiveState;
  focus: { tableId: string; seq: number } | null;
}) {
  const cardsArea = useRef<HTMLDivElement>(null);
  const linesPerCard = useLinesThatFit(cardsArea);
  const cardPages = useMemo(
    () => boardPages(boardCards(board.tables, board.games, linesPerCard)),
    [board.tables, board.games, linesPerCard],
  );
  const pages = cardPages.length;
  const [pageIndex, setPageIndex] = useState(0);
  const appliedFocus = useRef(0);
  const lastTurnAt = useRef(Number.NEGATIVE_INFINITY);
  const [heldFocusEnded, setHeldFocusEnded] = useState(0);

  // Turn to the page of the table last changed, once per push, as soon as the board's data has it; a page
  // turned to for a change stays for its hold first (focus-hold.ts), then the newest change waiting wins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hold's end runs this again (heldFocusEnded).
  useEffect(() => {
    if (!focus || appliedFocus.current === focus.seq) return;
    const targetPage = pageOfTable(cardPages, focus.tableId);
    if (targetPage < 0) return;
    const now = performance.now();
    const delay = focusTurnDelay({ targetPage, currentPage: pageIndex, lastTurnAt: lastTurnAt.current, now });
    if (delay > 0) {
      const timer = setTimeout(() => setHeldFocusEnded((count) => count + 1), delay);
      return () => clearTimeout(timer);
    }
    appliedFocus.current = focus.seq;
    lastTurnAt.current = now;
    setPageIndex(targetPage);
  }, [focus, cardPages, heldFocusEnded]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change shown restarts the page's full time on screen.
  useEffect(() => {
    if (pages <= 1) return;
    const timer = setInterval(() => setPageIndex((index) => (index + 1) % pages), PAGE_TURN_MS);
    return () => clearInterval(timer);
  }, [pages, focus?.seq]);

  const page = Math.min(pageIndex, pages - 1);
  const cards = cardPages[page] ?? [];
  const withCards = new Set(cardPages.flat().map((card) => card.gameId));
  return (
    <main className="flex h-full flex-col gap-[calc(var(--u)*2)] p-[calc(var(--u)*2.5)]">
      <header className="flex items-center gap-[calc(var(--u)*2)]">
        <ClubLogo className="size-[calc(var(--u)*7)]" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-extrabold text-[length:calc(var(--u)*4.6)] leading-none tracking-tight">
            {board.clubName}
          </h1>
          <p className="mt-[calc(var(--u)*0.8)] text-[length:calc(var(--u)*2.4)] text-slate-300 leading-none">
            Tables and wait-lists · ask the floor to join a list
          </p>
        </div>
        {pages > 1 ? (
          <p className="shrink-0 font-semibold text-[length:calc(var(--u)*2.4)] text-slate-200 tabular-nums">
            Page {page + 1} of {pages}
          </p>
        ) : null}
        <LiveIndicator state={live} />
      </header>
      <GamesStrip games={board.games.filter((game) => !withCards.has(game.id))} />
      <div ref={cardsArea} className="flex min-h-0 flex-1 gap-[calc(var(--u)*2)]">
        {cards.length === 0 ? (
          <p className="flex flex-1 items-center justify-center text-[length:calc(var(--u)*4)] text-slate-200">
            No tables are running right now.
          </p>
        ) : (
          <ul
            aria-label="Games"
            className="grid min-h-0 min-w-0 flex-1 gap-[calc(var(--u)*2)]"
            style={{ gridTemplateColumns: `repeat(${cards.length}, minmax(0, 1fr))` }}
          >
            {cards.map((card) => (
              <GameCard key={`${card.gameId}-${card.part}`} card={card} />
            ))}
          </ul>
        )}
        <CheckInPanel checkIn={board.checkIn} />
      </div>
    </main>
  );
}

/**
 * How many lines a card may hold so none cuts its rows: LINES_PER_CARD under a one-row strip; when the strip of
 * interest lists wraps (or the screen is another shape) the cards' area is shorter, so a card that overflows
 * gives up a line, again before the frame is drawn, until every card fits. A change of the area's size starts
 * again from LINES_PER_CARD.
 */
function useLinesThatFit(area: RefObject<HTMLDivElement | null>) {
  const [lines, setLines] = useState(LINES_PER_CARD);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let height = element.clientHeight;
    const observer = new ResizeObserver(() => {
      if (element.clientHeight === height) return;
      height = element.clientHeight;
      setLines(LINES_PER_CARD);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [area]);
  // Measured after every render: new rows may overflow.
  useLayoutEffect(() => {
    const cards = area.current?.querySelectorAll<HTMLElement>('[data-testid="board-game"]') ?? [];
    const overflows = [...cards].some((card) => card.scrollHeight > card.clientHeight + 1);
    if (overflows && lines > MIN_LINES_PER_CARD) setLines(lines - 1);
  });
  return lines;
}

export function LiveIndicator({ state }: { state: LiveState }) {
  const isLive = state === 'live';
  return (
    <p
      role="status"
      aria-live="polite"
      data-live-state={state}
      className={cn(
        'flex shrink-0 items-center gap-[calc(var(--u)*1)] rounded-full border px-[calc(var(--u)*1.6)] py-[calc(var(--u)*0.6)] font-semibold text-[length:calc(var(--u)*2)]',
        isLive ? 'border-emerald-700 text-emerald-300' : 'border-amber-600 text-amber-200',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-[calc(var(--u)*1.4)] rounded-full',
          isLive ? 'bg-emerald-400' : 'bg-amber-400 motion-safe:animate-pulse',
        )}
      />
      {LIVE_LABELS[state]}
    </p>
  );
}

/** A game's card: its name, its tables two to a line, and its one list (or its part of it, "1 of 2"). */
function GameCard({ card }: { card: BoardCard }) {
  const titleId = `board-game-${card.gameId}-${card.part}`;
  const tables = card.lines.flatMap((line) => (line.kind === 'tables' ? line.tables : []));
  const entries = card.lines.flatMap((line) => (line.kind === 'entry' ? [line.entry] : []));
  const hasOpenSeat = tables.some((table) => table.isRunning && table.openSeats > 0);
  return (
    <li
      aria-labelledby={titleId}
      data-testid="board-game"
      className="flex min-h-0 flex-col overflow-hidden rounded-[calc(var(--u)*1.6)] border-2 border-slate-700 bg-slate-900 p-[calc(var(--u)*1.8)]"
    >
      <div className="flex items-baseline justify-between gap-x-[calc(var(--u)*1)]">
        <h2
          id={titleId}
          className="line-clamp-2 min-w-0 font-bold text-[length:calc(var(--u)*3.4)] leading-tight [overflow-wrap:anywhere]"
        >
          {card.name}
        </h2>
        {card.parts > 1 ? (
          <p className="shrink-0 font-semibold text-[length:calc(var(--u)*2.2)] text-slate-300 tabular-nums">
            {card.part} of {card.parts}
          </p>
        ) : null}
      </div>
      <p className="text-[length:calc(var(--u)*2.4)] text-emerald-300 leading-snug">
        {card.waitingCount > 0
          ? [`${card.waitingCount} waiting`, rangeText(card.estimate)].filter(Boolean).join(' · ')
          : hasOpenSeat
            ? 'No wait: a seat is open'
            : 'No one waiting'}
      </p>
      <div className="mt-[calc(var(--u)*1)] grid content-start gap-[calc(var(--u)*0.6)] border-slate-700 border-t pt-[calc(var(--u)*1)]">
        {tables.length > 0 ? (
          <ul
            aria-label={`Tables of ${card.name}`}
            className={cn('grid gap-[calc(var(--u)*0.6)]', card.tablesPerLine === 1 ? 'grid-cols-1' : 'grid-cols-2')}
          >
            {tables.map((table) => (
              <TableLine key={table.id} table={table} />
            ))}
          </ul>
        ) : null}
        {entries.length > 0 ? (
          <ol aria-label={`Wait-list of ${card.name}`} className="grid gap-[calc(var(--u)*0.6)]">
            {entries.map((entry) => (
              <li
                key={entry.position}
                className={cn(
                  'flex h-[calc(var(--u)*3.9)] items-center gap-[calc(var(--u)*1.2)] rounded-[calc(var(--u)*0.8)] px-[calc(var(--u)*0.8)] text-[length:calc(var(--u)*2.9)] leading-none',
                  entry.isCalled && 'bg-amber-300 text-slate-950',
                )}
              >
                <span
                  className={cn(
                    'w-[2ch] shrink-0 text-right font-bold tabular-nums',
                    entry.isCalled ? 'text-slate-950' : 'text-slate-300',
                  )}
                >
                  {entry.position}
                </span>
                <span className="min-w-0 flex-1 truncate font-semibold">{entry.name}</span>
                <span
                  className={cn(
                    'shrink-0 text-[length:calc(var(--u)*2.3)] tabular-nums',
                    entry.isCalled ? 'font-bold' : 'text-slate-300',
                  )}
                >
                  {entry.isCalled ? 'Seat ready' : waitText(entry.estimatedWaitMinutes)}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </li>
  );
}

/** One table of a game: its name and whether a seat is open, on one line of fixed height. */
function TableLine({ table }: { table: BoardTable }) {
  const isFull = table.openSeats === 0;
  const titleId = `board-table-${table.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'flex h-[calc(var(--u)*3.9)] min-w-0 items-center gap-[calc(var(--u)*0.8)] rounded-[calc(var(--u)*0.8)] border px-[calc(var(--u)*0.8)] text-[length:calc(var(--u)*2.4)] leading-none',
        table.isRunning ? 'border-slate-600' : 'border-dashed border-slate-600',
      )}
    >
      <span id={titleId} className="min-w-0 flex-1 truncate font-bold text-[length:calc(var(--u)*2.8)]">
        {table.name}
      </span>
      <span
        className={cn(
          'shrink-0 rounded-full px-[calc(var(--u)*0.8)] py-[calc(var(--u)*0.3)] font-bold',
          !table.isRunning
            ? 'text-slate-300'
            : isFull
              ? 'bg-slate-700 text-slate-100'
              : 'bg-emerald-400 text-slate-950',
        )}
      >
        {!table.isRunning ? 'Paused' : isFull ? 'Full' : `${table.openSeats} open`}
      </span>
      <span className="sr-only">
        {table.isRunning ? `, ${table.seatsTaken} of ${table.maxPlayers} seats taken` : ', not started yet, list open'}
      </span>
    </li>
  );
}

/** The estimate in the words of the player's phone ("about 15 min"). */
const waitText = (minutes: number | null) => (minutes === null ? '' : `about ${minutes} min`);

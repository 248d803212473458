import type { BoardTable, DisplayBoard } from '@club/shared/display';
import { useEffect, useRef, useState } from 'react';
import { ClubLogo } from '../components/club-logo';
import { cn } from '../lib/class-names';
import { GamesStrip } from './games-strip';
import { CheckInPanel } from './check-in-panel';
import { focusTurnDelay } from './focus-hold';
import type { LiveState } from './use-board-live';

/** A page of the board: up to 8 tables, two rows of four, readable from across the room. */
const TABLES_PER_PAGE = 8;
/** With more tables than a page holds, the board turns to the next page this often. */
const PAGE_TURN_MS = 12_000;

/**
 * Columns and how many waiting players each card lists, by the number of tables on the page: the board
 * never scrolls (a TV has no one to scroll it).
 */
function boardLayout(tables: number): { columns: number; rows: number; visibleEntries: number } {
  const columns = tables <= 4 ? Math.max(1, tables) : tables <= 6 ? 3 : 4;
  const rows = Math.max(1, Math.ceil(tables / columns));
  return { columns, rows, visibleEntries: rows === 1 ? 12 : 5 };
}

const LIVE_LABELS: Record<LiveState, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
};

/**
 * The board: pages of tables that turn by themselves when there are more than a page holds; a change the
 * floor makes turns the board to the page of that table at once, so the players concerned see it.
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
  const pages = Math.max(1, Math.ceil(board.tables.length / TABLES_PER_PAGE));
  const [pageIndex, setPageIndex] = useState(0);
  const appliedFocus = useRef(0);
  const lastTurnAt = useRef(Number.NEGATIVE_INFINITY);
  const [heldFocusEnded, setHeldFocusEnded] = useState(0);

  // Turn to the page of the table last changed, once per push, as soon as the board's data has it; a page
  // turned to for a change stays for its hold first (focus-hold.ts), then the newest change waiting wins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hold's end runs this again (heldFocusEnded).
  useEffect(() => {
    if (!focus || appliedFocus.current === focus.seq) return;
    const index = board.tables.findIndex((table) => table.id === focus.tableId);
    if (index < 0) return;
    const targetPage = Math.floor(index / TABLES_PER_PAGE);
    const now = performance.now();
    const delay = focusTurnDelay({ targetPage, currentPage: pageIndex, lastTurnAt: lastTurnAt.current, now });
    if (delay > 0) {
      const timer = setTimeout(() => setHeldFocusEnded((count) => count + 1), delay);
      return () => clearTimeout(timer);
    }
    appliedFocus.current = focus.seq;
    lastTurnAt.current = now;
    setPageIndex(targetPage);
  }, [focus, board.tables, heldFocusEnded]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change shown restarts the page's full time on screen.
  useEffect(() => {
    if (pages <= 1) return;
    const timer = setInterval(() => setPageIndex((index) => (index + 1) % pages), PAGE_TURN_MS);
    return () => clearInterval(timer);
  }, [pages, focus?.seq]);

  const page = Math.min(pageIndex, pages - 1);
  const tables = board.tables.slice(page * TABLES_PER_PAGE, (page + 1) * TABLES_PER_PAGE);
  const layout = boardLayout(tables.length);
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
      <GamesStrip games={board.games} />
      <div className="flex min-h-0 flex-1 gap-[calc(var(--u)*2)]">
        {tables.length === 0 ? (
          <p className="flex flex-1 items-center justify-center text-[length:calc(var(--u)*4)] text-slate-200">
            No tables are running right now.
          </p>
        ) : (
          <ul
            aria-label="Tables"
            className="grid min-h-0 min-w-0 flex-1 gap-[calc(var(--u)*2)]"
            style={{
              gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
              gridTemplateRows: `repeat(${layout.rows}, minmax(0, 1fr))`,
            }}
          >
            {tables.map((table) => (
              <TableCard key={table.id} table={table} visibleEntries={layout.visibleEntries} />
            ))}
          </ul>
        )}
        <CheckInPanel checkIn={board.checkIn} />
      </div>
    </main>
  );
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

function TableCard({ table, visibleEntries }: { table: BoardTable; visibleEntries: number }) {
  // The last line of a long list says how many more wait rather than being cut off.
  const isLong = table.waiting.length > visibleEntries;
  const shown = isLong ? table.waiting.slice(0, visibleEntries - 1) : table.waiting;
  const more = table.waiting.length - shown.length;
  const titleId = `board-table-${table.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'flex min-h-0 flex-col overflow-hidden rounded-[calc(var(--u)*1.6)] border-2 bg-slate-900 p-[calc(var(--u)*1.8)]',
        table.isRunning ? 'border-slate-700' : 'border-dashed border-slate-600',
      )}
    >
      {/* With five or more columns a name does not fit beside the count: it wraps (two lines at most) rather
          than being cut to a few letters, since the room finds its table by name. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-[calc(var(--u)*1)]">
        <h2
          id={titleId}
          className="line-clamp-2 min-w-0 font-bold text-[length:calc(var(--u)*3.6)] leading-tight [overflow-wrap:anywhere]"
        >
          {table.name}
        </h2>
        <SeatCount table={table} />
      </div>
      <p className="line-clamp-2 text-[length:calc(var(--u)*2.6)] text-slate-200 leading-snug">
        <span className="font-semibold text-emerald-300">{table.stakes}</span> · {table.gameType}
      </p>
      <p className="text-[length:calc(var(--u)*2.2)] text-slate-300 leading-snug">
        {table.isRunning ? `${table.seatsTaken} of ${table.maxPlayers} seats taken` : 'Not started yet · list open'}
      </p>
      <div className="mt-[calc(var(--u)*1.2)] min-h-0 flex-1 border-slate-700 border-t pt-[calc(var(--u)*1)]">
        {table.waiting.length === 0 ? (
          <p className="text-[length:calc(var(--u)*2.6)] text-slate-300">
            {table.openSeats > 0 && table.isRunning ? 'No wait: a seat is open' : 'No one waiting'}
          </p>
        ) : (
          <ol aria-label={`Wait-list of ${table.name}`} className="grid gap-[calc(var(--u)*0.6)]">
            {shown.map((entry) => (
              <li
                key={entry.position}
                className={cn(
                  'flex items-center gap-[calc(var(--u)*1.2)] rounded-[calc(var(--u)*0.8)] px-[calc(var(--u)*0.8)] text-[length:calc(var(--u)*2.9)] leading-[1.35]',
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
            {more > 0 ? (
              <li className="px-[calc(var(--u)*0.8)] text-[length:calc(var(--u)*2.3)] text-slate-300">
                + {more} more waiting
              </li>
            ) : null}
          </ol>
        )}
      </div>
    </li>
  );
}

function SeatCount({ table }: { table: BoardTable }) {
  if (!table.isRunning) return null;
  const isFull = table.openSeats === 0;
  return (
    <p
      className={cn(
        'shrink-0 rounded-full px-[calc(var(--u)*1.2)] font-bold text-[length:calc(var(--u)*2.4)]',
        isFull ? 'bg-slate-700 text-slate-100' : 'bg-emerald-400 text-slate-950',
      )}
    >
      {isFull ? 'Full' : `${table.openSeats} open`}
    </p>
  );
}

/** The estimate in the words of the player's phone ("about 15 min"). */
const waitText = (minutes: number | null) => (minutes === null ? '' : `about ${minutes} min`);

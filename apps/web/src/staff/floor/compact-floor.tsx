import type { FloorTable } from '@club/shared/floor';
import { cn } from '../../lib/class-names';
import type { FloorGame } from './game-waitlist';
import { isOpenRequest, openSeatNumbers } from './seat-clock';

/** How a seat reads on a compact tile: taken, taken with a request waiting, or open. */
function seatState(table: FloorTable, seatNumber: number): 'taken' | 'request' | 'open' {
  const seat = table.seats.find((s) => s.seatNumber === seatNumber);
  if (!seat) return 'open';
  return isOpenRequest(seat) ? 'request' : 'taken';
}

const SEAT_STYLE = {
  taken: 'bg-emerald-400',
  request: 'bg-amber-300 motion-safe:animate-pulse',
  open: 'border border-emerald-700 bg-transparent',
} as const;

/**
 * One table as a tile of the big room's view (issue 31): its seats as small squares, running or not in
 * colour and words, who waits for its game; a tap opens the detailed card.
 */
function CompactTableTile({ table, waiting, onOpen }: { table: FloorTable; waiting: number; onOpen: () => void }) {
  const isRunning = table.status === 'active';
  const open = openSeatNumbers(table).length;
  const requests = table.seats.filter(isOpenRequest).length;
  const seats = Array.from({ length: table.maxPlayers }, (_, i) => i + 1);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="compact-table"
      aria-label={`${table.name}, ${table.gameType} ${table.stakes}, ${isRunning ? 'running' : 'paused'}, ${table.seats.length} of ${table.maxPlayers} seated${requests ? `, ${requests} request${requests === 1 ? '' : 's'} waiting` : ''}, ${waiting} waiting. Open the table`}
      className={cn(
        'flex min-h-24 w-full min-w-0 flex-col gap-1 rounded-xl border p-2 text-left',
        'focus-visible:outline-2 focus-visible:outline-emerald-400',
        isRunning ? 'border-slate-700 bg-slate-900/90 hover:bg-slate-800' : 'border-slate-800 bg-slate-950 opacity-80',
        requests > 0 && 'border-amber-400',
      )}
    >
      <span className="flex w-full items-baseline gap-2">
        <span className="min-w-0 flex-1 truncate font-bold text-white">{table.name}</span>
        <span className={cn('shrink-0 text-xs font-semibold', isRunning ? 'text-emerald-300' : 'text-slate-400')}>
          {isRunning ? 'Running' : 'Paused'}
        </span>
      </span>
      <span className="w-full truncate text-xs text-slate-300">
        {table.stakes} · {table.gameType}
      </span>
      <span className="flex flex-wrap gap-1" aria-hidden="true">
        {seats.map((seatNumber) => (
          <span key={seatNumber} className={cn('size-3 rounded-sm', SEAT_STYLE[seatState(table, seatNumber)])} />
        ))}
      </span>
      <span className="w-full truncate text-xs text-slate-200">
        {table.seats.length}/{table.maxPlayers} · {open === 0 ? 'full' : `${open} open`} · {waiting} waiting
        {requests > 0 ? <span className="font-bold text-amber-200"> · ⚑ {requests}</span> : null}
      </span>
    </button>
  );
}

/**
 * The big room's floor (issue 31): every table as a small tile, games' lists as one row of buttons that open
 * each list in a drawer. 40 tables fit one 1920×1080 screen and two at 1280×800.
 */
export function CompactFloor({
  games,
  onOpenTable,
  onOpenList,
}: {
  games: readonly { game: FloorGame; tables: readonly FloorTable[] }[];
  onOpenTable: (table: FloorTable) => void;
  onOpenList: (game: FloorGame) => void;
}) {
  return (
    <div className="grid gap-3">
      <nav aria-label="Wait-lists" className="flex flex-wrap gap-2">
        {games.map(({ game }) => (
          <button
            key={game.gameId}
            type="button"
            onClick={() => onOpenList(game)}
            className="min-h-11 rounded-xl border border-slate-700 bg-slate-900 px-3 text-sm text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-400"
          >
            <span className="font-semibold">{game.name}</span> · {game.entries.length} waiting
            {game.next ? ` · next ${game.next.nickname || game.next.playerName}` : ''}
          </button>
        ))}
      </nav>
      <ul aria-label="Tables" className="grid list-none grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-2 p-0">
        {games.flatMap(({ game, tables }) =>
          tables.map((table) => (
            <li key={table.id} className="min-w-0">
              <CompactTableTile table={table} waiting={game.entries.length} onOpen={() => onOpenTable(table)} />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}

import type { FloorTable } from '@club/shared/floor';
import { sortByTableName } from '@club/shared/table-order';
import type { ReactNode } from 'react';
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
 * One table as a tile of the big room's view (issues 31 and 38): its name, running or not in colour and words,
 * its seats as small squares, its stakes, open seats and who waits for its game; a tap opens the detailed card.
 * Dense (about 80 px high, 8rem wide) so 40 fit one desk screen; the whole tile is the 44 px+ target.
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
        'flex min-h-11 w-full min-w-0 flex-col gap-0.5 rounded-lg border px-2 py-1.5 text-left',
        'focus-visible:outline-2 focus-visible:outline-emerald-400',
        isRunning ? 'border-slate-700 bg-slate-900/90 hover:bg-slate-800' : 'border-slate-800 bg-slate-950 opacity-80',
        requests > 0 && 'border-amber-400',
      )}
    >
      <span className="flex w-full items-baseline gap-1">
        <span className="min-w-0 flex-1 truncate text-sm font-bold text-white">{table.name}</span>
        <span className={cn('shrink-0 text-[11px] font-semibold', isRunning ? 'text-emerald-300' : 'text-slate-400')}>
          {isRunning ? 'Running' : 'Paused'}
        </span>
      </span>
      <span className="flex flex-wrap gap-0.5" aria-hidden="true">
        {seats.map((seatNumber) => (
          <span key={seatNumber} className={cn('size-2.5 rounded-sm', SEAT_STYLE[seatState(table, seatNumber)])} />
        ))}
      </span>
      <span className="flex w-full items-baseline gap-1 text-[11px] text-slate-300">
        <span className="min-w-0 flex-1 truncate">{table.stakes}</span>
        <span className="shrink-0 text-slate-200 tabular-nums">
          {table.seats.length}/{table.maxPlayers}
        </span>
      </span>
      <span className="w-full truncate text-[11px] text-slate-200">
        {open === 0 ? 'full' : `${open} open`} · {waiting} waiting
        {requests > 0 ? <span className="font-bold text-amber-200"> · ⚑ {requests}</span> : null}
      </span>
    </button>
  );
}

/**
 * The big room's floor (issues 31 and 38): every table as a small tile in name order (T2 before T10), beside a
 * column with the games' lists (each a button that opens the list in a drawer) and whatever else the floor
 * shows (`side`: requests, moves, the check-in code). Tables come first on a narrow screen; from 1024 px the
 * column sits beside them, so 40 tables fit one 1280×800 screen and the first tiles show at 1024×768.
 */
export function CompactFloor({
  games,
  side,
  onOpenTable,
  onOpenList,
}: {
  games: readonly { game: FloorGame; tables: readonly FloorTable[] }[];
  side: ReactNode;
  onOpenTable: (table: FloorTable) => void;
  onOpenList: (game: FloorGame) => void;
}) {
  const tiles = sortByTableName(
    games.flatMap(({ game, tables }) => tables.map((table) => ({ name: table.name, table, game }))),
  );
  return (
    <div className="grid items-start gap-3 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <ul aria-label="Tables" className="grid list-none grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-1.5 p-0">
        {tiles.map(({ table, game }) => (
          <li key={table.id} className="min-w-0">
            <CompactTableTile table={table} waiting={game.entries.length} onOpen={() => onOpenTable(table)} />
          </li>
        ))}
      </ul>
      <div className="grid min-w-0 content-start gap-3">
        <nav aria-label="Wait-lists" className="grid gap-1.5">
          {games.map(({ game }) => (
            <button
              key={game.gameId}
              type="button"
              onClick={() => onOpenList(game)}
              className="min-h-11 rounded-xl border border-slate-700 bg-slate-900 px-3 py-1.5 text-left text-sm text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-400"
            >
              <span className="font-semibold">{game.name}</span> · {game.entries.length} waiting
              {game.next ? ` · next ${game.next.nickname || game.next.playerName}` : ''}
            </button>
          ))}
        </nav>
        {side}
      </div>
    </div>
  );
}

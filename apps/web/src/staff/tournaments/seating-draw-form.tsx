import type { TournamentSeating } from '@club/shared/tournament-seating';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

interface TableRow {
  key: number;
  number: string;
  seats: string;
}

/** The next table numbers after those open, 9 seats each: what the floor opens most often. */
function firstRows(view: TournamentSeating, count: number): TableRow[] {
  const highest = Math.max(0, ...view.tables.map((t) => t.number));
  return Array.from({ length: count }, (_, index) => ({
    key: index,
    number: String(highest + index + 1),
    seats: '9',
  }));
}

/**
 * The tables the floor opens and the Draw button (POST …/draw): before the first draw every entered player
 * is drawn over them; later the players waiting for a seat are drawn into the running tables and these.
 */
export function DrawForm({
  view,
  isPending,
  onDraw,
}: {
  view: TournamentSeating;
  isPending: boolean;
  onDraw: (tables: { number: number; seats: number }[]) => void;
}) {
  const baseId = useId();
  const hasTables = view.tables.some((t) => !t.broken);
  const [rows, setRows] = useState<TableRow[]>(() => firstRows(view, hasTables ? 0 : 1));
  if (hasTables && view.counts.unseated === 0 && rows.length === 0) {
    return (
      <Button variant="secondary" className="justify-self-start" onClick={() => setRows(firstRows(view, 1))}>
        Open a table
      </Button>
    );
  }
  const setRow = (key: number, change: Partial<TableRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <form
      aria-labelledby="seating-draw"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onDraw(rows.map((row) => ({ number: Number(row.number), seats: Number(row.seats) })));
      }}
    >
      <h2 id="seating-draw" className="text-lg font-bold text-white">
        {hasTables ? 'Seat the players waiting' : 'Draw the seats'}
      </h2>
      <p className="text-sm text-slate-300">
        {view.counts.unseated} {view.counts.unseated === 1 ? 'player is' : 'players are'} waiting for a seat.{' '}
        {hasTables ? 'Open more tables here if the running ones are full.' : 'Open the tables for the draw.'}
      </p>
      {view.unseated.length > 0 ? (
        <p className="text-sm text-slate-400">{view.unseated.map((p) => p.name).join(', ')}</p>
      ) : null}
      <ul className="grid gap-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <label htmlFor={`${baseId}-number-${row.key}`} className="text-xs text-slate-300">
                Table number
              </label>
              <Input
                id={`${baseId}-number-${row.key}`}
                className="w-28"
                inputMode="numeric"
                value={row.number}
                onChange={(event) => setRow(row.key, { number: event.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${baseId}-seats-${row.key}`} className="text-xs text-slate-300">
                Seats (2 to 10)
              </label>
              <Input
                id={`${baseId}-seats-${row.key}`}
                className="w-28"
                inputMode="numeric"
                value={row.seats}
                onChange={(event) => setRow(row.key, { seats: event.target.value })}
              />
            </div>
            <Button
              variant="ghost"
              aria-label={`Remove table row ${index + 1}`}
              onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            setRows((current) => {
              const highest = Math.max(
                0,
                ...view.tables.map((t) => t.number),
                ...current.map((r) => Number(r.number) || 0),
              );
              const key = Math.max(-1, ...current.map((r) => r.key)) + 1;
              return [...current, { key, number: String(highest + 1), seats: '9' }];
            })
          }
        >
          Add a table
        </Button>
        <Button type="submit" disabled={isPending || view.counts.unseated === 0}>
          Draw
        </Button>
      </div>
    </form>
  );
}

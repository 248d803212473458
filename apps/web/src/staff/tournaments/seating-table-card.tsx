import type { TournamentSeating } from '@club/shared/tournament-seating';
import { useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { cn } from '../../lib/class-names';
import { Select } from '../floor/floor-form';

type SeatingTable = TournamentSeating['tables'][number];

interface SeatingTableCardProps {
  table: SeatingTable;
  isPending: boolean;
  /** Hand-for-hand is on: the table's "Hand done" toggle shows. */
  isHandForHand: boolean;
  onHandDone: (done: boolean) => void;
  onCountChips: () => void;
  onButton: (seat: number | null) => void;
  onBreak: () => void;
  onBust: (player: { playerId: number; name: string }) => void;
}

/** One running table: its seats clockwise, the button the floor sets, and each player's Bust button. */
export function SeatingTableCard({
  table,
  isPending,
  isHandForHand,
  onHandDone,
  onCountChips,
  onButton,
  onBreak,
  onBust,
}: SeatingTableCardProps) {
  const titleId = useId();
  const buttonId = useId();
  const [breaking, setBreaking] = useState(false);
  const seats = Array.from({ length: table.seats }, (_, index) => index + 1);
  const bySeat = new Map(table.players.map((p) => [p.seat, p]));

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'grid min-w-0 content-start gap-3 rounded-2xl border bg-slate-900/90 p-4',
        table.halted ? 'border-amber-500 ring-2 ring-amber-500/40' : 'border-slate-800',
      )}
      data-testid={`seating-table-${table.number}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-white">
          Table {table.number}
        </h3>
        <div className="flex flex-wrap items-center gap-1.5">
          {isHandForHand && table.handDone ? <Badge variant="success">Hand done</Badge> : null}
          {table.halted ? <Badge variant="warning">Halt: 3 or more short</Badge> : null}
          <Badge variant="default">
            {table.players.length} of {table.seats}
          </Badge>
        </div>
      </header>
      {isHandForHand && table.players.length > 0 ? (
        <Button
          size="lg"
          variant={table.handDone ? 'secondary' : 'primary'}
          aria-pressed={table.handDone}
          disabled={isPending}
          onClick={() => onHandDone(!table.handDone)}
        >
          {table.handDone ? `Table ${table.number}: hand done (tap to undo)` : `Hand done at table ${table.number}`}
        </Button>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={buttonId} className="text-xs text-slate-300">
            Button
          </label>
          <Select
            id={buttonId}
            className="w-36"
            value={table.buttonSeat ?? ''}
            disabled={isPending}
            onChange={(event) => onButton(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">Not set</option>
            {seats.map((seat) => (
              <option key={seat} value={seat}>
                Seat {seat}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="secondary" disabled={isPending || table.players.length === 0} onClick={onCountChips}>
          Count chips
        </Button>
        <Button variant="secondary" disabled={isPending} onClick={() => setBreaking(true)}>
          Break table {table.number}
        </Button>
      </div>
      <ol className="grid min-w-0 gap-1" aria-label={`Seats of table ${table.number}`}>
        {seats.map((seat) => {
          const player = bySeat.get(seat);
          return (
            <li
              key={seat}
              className="flex min-h-11 min-w-0 items-center justify-between gap-2 rounded-lg bg-slate-950/50 px-2 py-1"
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="w-14 shrink-0 text-sm text-slate-400">Seat {seat}</span>
                {table.buttonSeat === seat ? (
                  <span className="rounded-full bg-white px-1.5 text-xs font-bold text-slate-950" title="Button">
                    <span aria-hidden="true">D</span>
                    <span className="sr-only">Button</span>
                  </span>
                ) : null}
                {player ? (
                  <span className="truncate text-slate-100">
                    {player.name}
                    {player.countedChips !== null ? (
                      <span className="text-sm text-emerald-300"> · {player.countedChips.toLocaleString('en-IN')}</span>
                    ) : null}
                    {table.nextBigBlindSeat === seat ? (
                      <span className="text-xs text-slate-400"> · big blind next</span>
                    ) : null}
                  </span>
                ) : (
                  <span className="text-sm text-slate-500">Open</span>
                )}
              </span>
              {player ? (
                <Button
                  variant="ghost"
                  disabled={isPending}
                  aria-label={`Bust ${player.name}`}
                  onClick={() => onBust({ playerId: player.playerId, name: player.name })}
                >
                  Bust
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={breaking}
        onOpenChange={setBreaking}
        title={`Break table ${table.number}?`}
        description={`Its ${table.players.length} players are drawn at random into the open seats of the other tables, and each phone shows the new seat.`}
        confirmLabel={`Break table ${table.number}`}
        isDestructive
        onConfirm={onBreak}
      />
    </section>
  );
}

import type { TournamentSeating } from '@club/shared/tournament-seating';
import { useId, useState } from 'react';
import { Input } from '../../components/ui/input';
import { FloorDialog } from '../floor/floor-form';

type SeatingTable = TournamentSeating['tables'][number];

/** "24,500" or "24500" → 24500; anything else → null. */
export const parseChips = (text: string): number | null => {
  const digits = text.replace(/[,\s]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
};

/**
 * The floor counts one table's stacks (issue 29): a box per seated player, filled with the last count, a
 * number pad on a tablet. Only the boxes typed into are sent; the server keeps each count with its time.
 */
export function ChipCountDialog({
  table,
  open,
  onOpenChange,
  isPending,
  error,
  onSave,
}: {
  table: SeatingTable;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  error: unknown;
  onSave: (counts: { playerId: number; chips: number }[]) => void;
}) {
  const baseId = useId();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const entries = Object.entries(typed).map(([playerId, text]) => ({
    playerId: Number(playerId),
    chips: parseChips(text),
  }));
  const isValid = entries.length > 0 && entries.every((e) => e.chips !== null);
  return (
    <FloorDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped({});
        onOpenChange(next);
      }}
      title={`Chip counts at table ${table.number}`}
      description="Type the stacks you counted; the others keep their last count."
      submitLabel="Save the counts"
      isPending={isPending}
      error={error}
      canSubmit={isValid}
      onSubmit={() => onSave(entries.map((e) => ({ playerId: e.playerId, chips: e.chips ?? 0 })))}
    >
      <div className="grid gap-2">
        {table.players.map((p) => (
          <div key={p.playerId} className="grid grid-cols-[1fr_10rem] items-center gap-2">
            <label htmlFor={`${baseId}-${p.playerId}`} className="truncate text-sm text-slate-200">
              Seat {p.seat} · {p.name}
            </label>
            <Input
              id={`${baseId}-${p.playerId}`}
              inputMode="numeric"
              autoComplete="off"
              placeholder={p.countedChips === null ? 'Not counted' : p.countedChips.toLocaleString('en-IN')}
              value={typed[p.playerId] ?? ''}
              aria-invalid={typed[p.playerId] !== undefined && parseChips(typed[p.playerId] ?? '') === null}
              onChange={(event) => {
                const text = event.target.value;
                setTyped((current) => {
                  const { [p.playerId]: _, ...rest } = current;
                  return text.trim() === '' ? rest : { ...current, [p.playerId]: text };
                });
              }}
            />
          </div>
        ))}
      </div>
    </FloorDialog>
  );
}

import type { FloorTable } from '@club/shared/floor';
import type { FloorMoves } from '@club/shared/table-moves';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Checkbox } from '../../components/ui/checkbox';
import { toast } from '../../components/ui/toast-store';
import { FloorDialog, Select } from './floor-form';
import { useSetMustMove } from './moves-queries';

/**
 * Protect a game's main table: the tables ticked feed it as must-move tables (decision 142). When a seat opens at
 * the main table, the player seated longest at them is offered the move (or moved, by the club's setting).
 */
export function MustMoveDialog({
  tables,
  moves,
  onClose,
}: {
  tables: FloorTable[];
  moves: FloorMoves | undefined;
  onClose: () => void;
}) {
  const save = useSetMustMove();
  const running = tables.filter((table) => table.status === 'active');
  const feedsOf = (mainId: string) =>
    moves?.mustMove.find((link) => link.mainTableId === mainId)?.mustMoveTableIds ?? [];
  const [mainId, setMainId] = useState(moves?.mustMove[0]?.mainTableId ?? running[0]?.id ?? '');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(feedsOf(mainId)));
  const main = tables.find((table) => table.id === mainId);
  const candidates = tables.filter((table) => table.id !== mainId && table.gameId === main?.gameId);

  const chooseMain = (id: string) => {
    setMainId(id);
    setChosen(new Set(feedsOf(id)));
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Must-move tables"
      description="The main table is protected: when a seat opens there, the player seated longest at its must-move tables moves in first. The must-move table's seat then goes to its list."
      submitLabel={chosen.size === 0 ? 'Save: not protected' : `Protect ${main?.name ?? 'the table'}`}
      isPending={save.isPending}
      error={save.error}
      canSubmit={main !== undefined}
      onSubmit={() =>
        save.mutate(
          { mainTableId: mainId, mustMoveTableIds: [...chosen].map(Number) },
          {
            onSuccess: () => {
              toast({
                title: chosen.size === 0 ? 'Not protected' : 'Main table protected',
                description: main ? `${main.name}: ${chosen.size} must-move table${chosen.size === 1 ? '' : 's'}` : '',
                variant: 'success',
              });
              onClose();
            },
          },
        )
      }
    >
      <FormField label="Main table">
        {(control) => (
          <Select {...control} value={mainId} onChange={(event) => chooseMain(event.target.value)}>
            {running.map((table) => (
              <option key={table.id} value={table.id}>
                {table.name} · {table.gameType} {table.stakes}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-200">Must-move tables (same game)</legend>
        {candidates.length === 0 ? (
          <p className="text-sm text-slate-300">No other table plays this game: open one first.</p>
        ) : (
          candidates.map((table) => (
            <div key={table.id} className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-700 px-3">
              <Checkbox
                id={`must-move-${table.id}`}
                checked={chosen.has(table.id)}
                onCheckedChange={(on) => toggle(table.id, on === true)}
              />
              <label htmlFor={`must-move-${table.id}`} className="flex-1 cursor-pointer py-3 text-sm text-white">
                {table.name}
              </label>
              <span className="text-xs text-slate-400">
                {table.seats.length}/{table.maxPlayers} seated
              </span>
            </div>
          ))
        )}
      </fieldset>
    </FloorDialog>
  );
}

import type { FloorSeat, FloorTable } from '@club/shared/floor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { FLOOR_KEY, useMoveSeat } from './floor-queries';
import { FloorDialog, Select } from './floor-form';
import { moveTargetLabel, moveTargets } from './move-targets';

/** A table change (or a seat change): the session's start and buy-in go with the player. */
export function MoveSeatDialog({
  seat,
  from,
  tables,
  onClose,
}: {
  seat: FloorSeat;
  from: FloorTable;
  tables: FloorTable[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const move = useMoveSeat();
  const targets = moveTargets(from, tables);
  // Another running table first (issue 27 item 4); the seat change at the player's own table is last.
  const [tableId, setTableId] = useState(targets[0]?.table.id ?? from.id);
  const chosen = targets.find((t) => t.table.id === tableId) ?? targets[targets.length - 1];
  const target = chosen?.table ?? from;
  const isSeatChange = chosen?.isSeatChange ?? true;
  const seatsThere = chosen?.openSeats ?? [];
  const [seatNumber, setSeatNumber] = useState(seatsThere[0] ?? 0);
  const [note, setNote] = useState('');

  const chooseTable = (id: string) => {
    setTableId(id);
    setSeatNumber(targets.find((t) => t.table.id === id)?.openSeats[0] ?? 0);
  };

  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Move ${seat.playerName}`}
      description={`Now at ${from.name}, seat ${seat.seatNumber}. The play session keeps its start and buy-in.`}
      submitLabel={isSeatChange ? 'Change seat' : `Move to ${target.name}`}
      isPending={move.isPending}
      error={move.error}
      canSubmit={seatNumber > 0}
      onSubmit={() =>
        move.mutate(
          { seatId: seat.seatId, tableId, seatNumber, note },
          {
            onSuccess: () => {
              toast({
                title: isSeatChange ? 'Seat changed' : 'Moved',
                description: `${seat.playerName} · ${target.name} seat ${seatNumber}`,
                variant: 'success',
              });
              onClose();
            },
            onError: () => void queryClient.invalidateQueries({ queryKey: FLOOR_KEY }),
          },
        )
      }
    >
      <FormField label="To table">
        {(control) => (
          <Select {...control} value={tableId} onChange={(event) => chooseTable(event.target.value)}>
            {targets.map((option) => (
              <option key={option.table.id} value={option.table.id}>
                {moveTargetLabel(option)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Seat">
        {(control) => (
          <Select {...control} value={seatNumber} onChange={(event) => setSeatNumber(Number(event.target.value))}>
            {seatsThere.length === 0 ? <option value={0}>No open seat at this table</option> : null}
            {seatsThere.map((n) => (
              <option key={n} value={n}>
                Seat {n}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Note (optional)">
        {(control) => (
          <Input {...control} maxLength={300} value={note} onChange={(event) => setNote(event.target.value)} />
        )}
      </FormField>
    </FloorDialog>
  );
}

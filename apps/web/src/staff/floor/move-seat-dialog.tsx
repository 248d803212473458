import type { FloorSeat, FloorTable } from '@club/shared/floor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { FLOOR_KEY, useMoveSeat } from './floor-queries';
import { FloorDialog, Select } from './floor-form';
import { openSeatNumbers } from './seat-clock';

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
  const [tableId, setTableId] = useState(from.id);
  const target = tables.find((t) => t.id === tableId) ?? from;
  const seatsThere = openSeatNumbers(target);
  const [seatNumber, setSeatNumber] = useState(seatsThere[0] ?? 0);
  const [note, setNote] = useState('');

  const chooseTable = (id: string) => {
    setTableId(id);
    setSeatNumber(openSeatNumbers(tables.find((t) => t.id === id) ?? from)[0] ?? 0);
  };

  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Move ${seat.playerName}`}
      description={`Now at ${from.name}, seat ${seat.seatNumber}. The play session keeps its start and buy-in.`}
      submitLabel="Move"
      isPending={move.isPending}
      error={move.error}
      canSubmit={seatNumber > 0}
      onSubmit={() =>
        move.mutate(
          { seatId: seat.seatId, tableId, seatNumber, note },
          {
            onSuccess: () => {
              toast({
                title: 'Moved',
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
            {tables.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} · {t.gameType} {t.stakes} ({t.seats.length}/{t.maxPlayers})
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

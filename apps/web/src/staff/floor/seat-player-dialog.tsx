import type { FloorTable, FloorWaitlistEntry } from '@club/shared/floor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { toast } from '../../components/ui/toast-store';
import { Input } from '../../components/ui/input';
import { FLOOR_KEY, useSeatPlayer } from './floor-queries';
import { FloorDialog, Select } from './floor-form';
import { openSeatNumbers } from './seat-clock';
import { formatRupees } from '@club/shared/money';

export interface SeatPlayerChoice {
  table: FloorTable;
  seatNumber?: number;
  /** The list entry chosen (a player's or a guest's, decision 131). */
  entryId?: number;
}

/**
 * Seat a waiting player: pick the seat and the player (either may come pre-chosen), confirm the buy-in. The
 * players offered are the table's game's list (decision 063): the floor may seat anyone on it at this table.
 */
export function SeatPlayerDialog({
  choice,
  waitlist,
  onClose,
}: {
  choice: SeatPlayerChoice;
  waitlist: FloorWaitlistEntry[];
  onClose: () => void;
}) {
  const { table } = choice;
  const queryClient = useQueryClient();
  const seat = useSeatPlayer();
  const open = openSeatNumbers(table);
  // From an open seat: the first of the list who asked for this table or any.
  const firstWaiting = table.waitlist[0] ?? waitlist[0];
  // An option's value: the player's id (as the console has always offered them), or the guest's (decision 131).
  const keyOf = (entry: FloorWaitlistEntry) =>
    entry.playerId !== null ? String(entry.playerId) : `guest-${entry.guestId}`;
  const preferred = (entryId?: number) => waitlist.find((e) => e.entryId === entryId)?.preferredSeat;
  const initialEntry = choice.entryId ?? firstWaiting?.entryId;
  const initialSeat = choice.seatNumber ?? [preferred(initialEntry)].find((n) => n && open.includes(n)) ?? open[0] ?? 0;
  const [entryId, setEntryId] = useState(initialEntry ?? 0);
  const [seatNumber, setSeatNumber] = useState(initialSeat);
  const [buyIn, setBuyIn] = useState(table.minBuyIn);
  const player = waitlist.find((e) => e.entryId === entryId);
  const who = player?.guestId != null ? { guestId: player.guestId } : { playerId: player?.playerId ?? 0 };

  const submit = () =>
    seat.mutate(
      { tableId: table.id, ...who, seatNumber, buyIn },
      {
        onSuccess: (answer) => {
          toast({
            title: 'Seated',
            description: `${answer.playerName} · ${table.name} seat ${seatNumber}`,
            variant: 'success',
          });
          onClose();
        },
        // The map may be behind (another console just seated someone): read it again now.
        onError: () => void queryClient.invalidateQueries({ queryKey: FLOOR_KEY }),
      },
    );

  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Seat a player · ${table.name}`}
      description={`${table.gameType} · ${table.stakes}. Buy-in ${formatRupees(table.minBuyIn)} to ${formatRupees(table.maxBuyIn)}.`}
      submitLabel={player ? `Seat ${player.nickname || player.playerName}` : 'Seat'}
      isPending={seat.isPending}
      error={seat.error}
      canSubmit={player !== undefined && seatNumber > 0}
      onSubmit={submit}
    >
      <FormField label="Player from the wait-list">
        {(control) => (
          <Select
            {...control}
            value={player ? keyOf(player) : ''}
            onChange={(event) =>
              setEntryId(waitlist.find((entry) => keyOf(entry) === event.target.value)?.entryId ?? 0)
            }
          >
            {waitlist.length === 0 ? <option value="">Nobody is waiting</option> : null}
            {waitlist.map((entry) => (
              <option key={entry.entryId} value={keyOf(entry)}>
                #{entry.position} {entry.playerName}
                {entry.nickname ? ` (${entry.nickname})` : ''}
                {entry.guestId !== null ? ' · guest' : ''}
                {entry.preferredSeat ? ` · prefers seat ${entry.preferredSeat}` : ''}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Seat">
        {(control) => (
          <Select {...control} value={seatNumber} onChange={(event) => setSeatNumber(Number(event.target.value))}>
            {open.length === 0 ? <option value={0}>The table is full</option> : null}
            {open.map((n) => (
              <option key={n} value={n}>
                Seat {n}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Buy-in (₹)"
        message={`Between ${formatRupees(table.minBuyIn)} and ${formatRupees(table.maxBuyIn)}`}
      >
        {(control) => (
          <Input {...control} inputMode="decimal" value={buyIn} onChange={(event) => setBuyIn(event.target.value)} />
        )}
      </FormField>
    </FloorDialog>
  );
}

import type { FloorSeat, FloorTable } from '@club/shared/floor';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { AddChangeRequest } from './add-change-request';
import { minutesBetween } from './seat-clock';
import { formatRupees } from '@club/shared/money';

/** What the floor can do with a seated player: move them, or release the seat for the cage to settle. */
export function SeatActionsDialog({
  table,
  seat,
  onMove,
  onRelease,
  onClose,
}: {
  table: FloorTable;
  seat: FloorSeat;
  onMove: () => void;
  onRelease: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogTitle>
          {seat.nickname || seat.playerName} · seat {seat.seatNumber}
        </DialogTitle>
        <DialogDescription>
          {seat.playerName} at {table.name} for {minutesBetween(Date.parse(seat.sessionStartTime), Date.now())} min,
          buy-in {formatRupees(seat.buyIn)}.
        </DialogDescription>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <Button size="lg" onClick={onMove}>
            Move player
          </Button>
          <Button size="lg" variant="destructive" onClick={onRelease}>
            Release seat
          </Button>
        </div>
        {seat.playerId === null ? null : <AddChangeRequest seat={seat} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

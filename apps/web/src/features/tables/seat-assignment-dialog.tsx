import { formatRupees } from '@club/shared/money';
import { moveAnnouncement } from '@club/shared/table-moves';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { closeSeatAssignment, useSeatAssignment } from './seat-assignment-store';

/**
 * The table-assignment confirmation: table, seat, who assigned it. It closes when the automatic move
 * happens; Dismiss stays where the player is (the move is cancelled); View Table goes at once.
 */
export function SeatAssignmentDialog() {
  const assignment = useSeatAssignment();
  const navigate = useNavigate();
  const close = closeSeatAssignment;
  return (
    <Dialog open={assignment !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {assignment ? (
        <DialogContent>
          <div
            className="mb-3 grid size-14 place-items-center rounded-full bg-emerald-500/15 text-3xl"
            aria-hidden="true"
          >
            ♠
          </div>
          <DialogTitle>
            {assignment.moveKind
              ? moveAnnouncement(assignment.moveKind, assignment.tableName, assignment.seatNumber)
              : 'Your seat is ready'}
          </DialogTitle>
          <DialogDescription>
            {assignment.moveKind
              ? 'The floor moved you: your session goes with you. Taking you to the table…'
              : 'The floor has seated you. Taking you to the table…'}
          </DialogDescription>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <div className="col-span-2 rounded-xl bg-slate-800/70 p-3">
              <dt className="text-xs text-slate-400">Table</dt>
              <dd className="font-semibold text-white">{assignment.tableName}</dd>
            </div>
            <div className="rounded-xl bg-slate-800/70 p-3">
              <dt className="text-xs text-slate-400">Seat</dt>
              <dd className="text-2xl font-black text-emerald-300">{assignment.seatNumber}</dd>
            </div>
            <div className="rounded-xl bg-slate-800/70 p-3">
              <dt className="text-xs text-slate-400">Buy-in</dt>
              <dd className="font-semibold text-white">{formatRupees(assignment.buyIn)}</dd>
            </div>
            <div className="col-span-2 rounded-xl bg-slate-800/70 p-3">
              <dt className="text-xs text-slate-400">Assigned by</dt>
              <dd className="font-semibold text-white">{assignment.assignedBy}</dd>
            </div>
          </dl>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={close}>
              Dismiss
            </Button>
            <Button
              onClick={() => {
                close();
                navigate(`/table/${assignment.tableId}`);
              }}
            >
              View Table
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

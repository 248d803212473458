import { cageContract } from '@club/shared/contracts/cage';
import { formatRupees } from '@club/shared/money';
import type { StaffMember } from '@club/shared/staff';
import { toast } from '../../components/ui/toast-store';
import { Button } from '../../components/ui/button';
import { callApi } from '../../lib/api';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { useCageMutation, usePendingOperations, usePendingPrizes, useShiftsAwaitingSignOff } from './cage-queries';
import { OPERATION_LABELS } from './operations';
import { TournamentPrizeApprovals } from './tournament-prize-approvals';

const notDone = (title: string) => (error: unknown) =>
  toast({ title, description: actionErrorText(error), variant: 'destructive' });

/**
 * Four-eyes: operations held for a second person, tournament prizes held for a super admin (issue 38, item 8),
 * and shifts whose count needs a super admin.
 */
export function ApprovalsPanel({ me }: { me: StaffMember }) {
  const pending = usePendingOperations();
  const prizes = usePendingPrizes().data ?? [];
  const signOffs = useShiftsAwaitingSignOff(me.role === 'super_admin');
  // One key per request and decision: a double click or a retry is a replay, never a second move.
  const approve = useCageMutation((id: number) =>
    callApi(cageContract.postStaffCagePendingByIdApprove, {
      params: { id },
      headers: { 'idempotency-key': `cage-pending-${id}-approve-${me.id}` },
      body: { note: null },
    }),
  );
  const reject = useCageMutation((id: number) =>
    callApi(cageContract.postStaffCagePendingByIdReject, { params: { id }, body: { note: null } }),
  );
  const signOff = useCageMutation((shiftId: number) =>
    callApi(cageContract.postStaffCageShiftsByShiftIdSignOff, { params: { shiftId }, body: { note: null } }),
  );
  const waiting = (pending.data ?? []).filter((p) => p.status === 'pending');

  return (
    <section
      aria-labelledby="cage-approvals"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <h2 id="cage-approvals" className="text-base font-bold text-white">
        Waiting for approval ({waiting.length + prizes.length + (signOffs.data?.length ?? 0)})
      </h2>
      {waiting.length === 0 && prizes.length === 0 && !signOffs.data?.length ? (
        <p className="text-sm text-slate-300">Nothing is waiting.</p>
      ) : null}
      <ul className="grid gap-2">
        {waiting.map((p) => {
          const isMine = p.requestedById === me.id;
          const what =
            p.kind === 'reversal' ? `Reverse row #${p.transactionId}` : OPERATION_LABELS[p.operation ?? 'cash-in'];
          return (
            <li key={p.id} className="grid gap-2 rounded-lg bg-slate-950/60 px-3 py-2">
              <p className="text-sm text-white">
                <strong>{what}</strong> · {formatRupees(p.amount)} · {p.playerName}
              </p>
              <p className="text-xs text-slate-300">
                Asked by {p.requestedByName}, {formatClubTime(p.createdAt, 'time')}
                {p.note ? ` · “${p.note}”` : ''}
              </p>
              {isMine ? (
                <p className="text-xs text-amber-200">Another staff member must approve your request.</p>
              ) : (
                <div className="flex gap-2">
                  <Button
                    onClick={() => approve.mutate(p.id, { onError: notDone('Not approved') })}
                    disabled={approve.isPending}
                  >
                    Approve
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => reject.mutate(p.id, { onError: notDone('Not rejected') })}
                    disabled={reject.isPending}
                  >
                    Reject
                  </Button>
                </div>
              )}
            </li>
          );
        })}
        <TournamentPrizeApprovals prizes={prizes} me={me} />
        {(signOffs.data ?? []).map((shift) => (
          <li key={`shift-${shift.id}`} className="grid gap-2 rounded-lg bg-slate-950/60 px-3 py-2">
            <p className="text-sm text-white">
              <strong>Shift of {shift.staffName}</strong> · variance {formatRupees(shift.variance ?? '0')}
            </p>
            <p className="text-xs text-slate-300">{shift.closeNote ? `“${shift.closeNote}”` : 'No note'}</p>
            {shift.staffId === me.id ? (
              <p className="text-xs text-amber-200">Another super admin must sign off your own shift.</p>
            ) : (
              <Button
                onClick={() => signOff.mutate(shift.id, { onError: notDone('Not signed off') })}
                disabled={signOff.isPending}
              >
                Sign off
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

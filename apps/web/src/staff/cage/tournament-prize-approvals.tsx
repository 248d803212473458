import { tournamentPrizesContract } from '@club/shared/contracts/tournament-prizes';
import { formatRupees, fromPaise, toPaise } from '@club/shared/money';
import type { StaffMember } from '@club/shared/staff';
import { bountiesText, ordinal, type PendingPrize, type PrizeReceipt } from '@club/shared/tournament-prizes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { rereadPrizes } from '../tournaments/desk-queries';
import { PrizeReceiptsDialog } from '../tournaments/prize-receipts-dialog';
import { useCageMutation } from './cage-queries';

/** The held prizes of one tournament: the first pay call records them all, so one person asked for them all. */
function byTournament(prizes: PendingPrize[]) {
  const groups = new Map<number, PendingPrize[]>();
  for (const prize of prizes) groups.set(prize.tournamentId, [...(groups.get(prize.tournamentId) ?? []), prize]);
  return [...groups.values()];
}

/**
 * The tournament prizes and bounties held for four-eyes, in the cage's "Waiting for approval" list (issue 38,
 * item 8; decisions 133 and 134). The prizes panel's rules: a super admin who did not ask approves, by paying the
 * tournament's held prizes (the same pay call, under a key of this approval so a double click pays once), and
 * gets the receipts; the one who asked and the cashiers see who must approve.
 */
export function TournamentPrizeApprovals({ prizes, me }: { prizes: PendingPrize[]; me: StaffMember }) {
  const queryClient = useQueryClient();
  const [receipts, setReceipts] = useState<PrizeReceipt[] | null>(null);
  const approve = useCageMutation((held: PendingPrize[]) => {
    const [first] = held;
    if (!first) throw new Error('An approval names at least one prize');
    return callApi(tournamentPrizesContract.postStaffTournamentsByIdPrizesPay, {
      params: { id: first.tournamentId },
      headers: {
        'idempotency-key': `tournament-prizes-${first.tournamentId}-approve-${me.id}-${held.map((p) => p.id).join('-')}`,
      },
    });
  });
  return (
    <>
      {byTournament(prizes).map((held) => {
        const [first] = held;
        if (!first) return null;
        const isMine = held.some((p) => p.requestedById === me.id);
        const total = fromPaise(held.reduce((sum, p) => sum + toPaise(p.amount), 0n));
        return (
          <li key={`prizes-${first.tournamentId}`} className="grid gap-2 rounded-lg bg-slate-950/60 px-3 py-2">
            <p className="text-sm text-white">
              <strong>Tournament prizes</strong> · {first.tournamentName}
            </p>
            <ul
              className="grid gap-0.5 text-sm text-slate-100"
              aria-label={`Prizes of ${first.tournamentName} waiting`}
            >
              {held.map((p) => (
                <li key={p.id}>
                  {p.kind === 'bounty' ? bountiesText(p.bounties ?? 0) : `${ordinal(p.place)} place`} ·{' '}
                  {formatRupees(p.amount)} · {p.playerName}
                </li>
              ))}
            </ul>
            <p className="text-xs text-slate-300">
              Asked by {first.requestedByName ?? 'a staff member'}, {formatClubTime(first.createdAt, 'time')}
            </p>
            {isMine ? (
              <p className="text-xs text-amber-200">Another super admin must approve your request.</p>
            ) : me.role !== 'super_admin' ? (
              <p className="text-xs text-amber-200">A super admin who did not ask approves it.</p>
            ) : (
              <Button
                className="justify-self-start"
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(held, {
                    onSuccess: (answer) => {
                      rereadPrizes(queryClient, first.tournamentId);
                      setReceipts(answer.receipts);
                    },
                    onError: (error) =>
                      toast({ title: 'Not approved', description: actionErrorText(error), variant: 'destructive' }),
                  })
                }
              >
                {approve.isPending ? 'Paying…' : `Approve and pay ${formatRupees(total)}`}
              </Button>
            )}
          </li>
        );
      })}
      <PrizeReceiptsDialog receipts={receipts} onClose={() => setReceipts(null)} />
    </>
  );
}

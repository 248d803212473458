import { vipContract } from '@club/shared/contracts/vip';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { formatCount, formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { CAGE_KEYS, useCageMutation, useStaffQuery } from './cage-queries';

/** VIP redemption requests: approve, or reject (the points go back to the player). */
export function VipDesk() {
  const list = useStaffQuery(CAGE_KEYS.vipRedemptions, () =>
    callApi(vipContract.getStaffVipRedemptions, { query: { status: 'pending' } }),
  );
  const decide = useCageMutation((input: { id: number; decision: 'approve' | 'reject' }) =>
    callApi(
      input.decision === 'approve'
        ? vipContract.postStaffVipRedemptionsByIdApprove
        : vipContract.postStaffVipRedemptionsByIdReject,
      {
        params: { id: input.id },
        body: {},
      },
    ),
  );
  const redemptions = list.data?.redemptions ?? [];
  return (
    <section aria-labelledby="cage-vip" className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4">
      <h2 id="cage-vip" className="text-base font-bold text-white">
        VIP redemptions ({redemptions.length})
      </h2>
      {redemptions.length === 0 ? <p className="text-sm text-slate-300">None waiting.</p> : null}
      <ul className="grid gap-2">
        {redemptions.map((r) => (
          <li key={r.id} className="grid gap-2 rounded-lg bg-slate-950/60 px-3 py-2">
            <p className="text-sm text-white">
              <strong>{r.playerName}</strong>: {r.rewardName} · {formatCount(r.pointsCost)} points
            </p>
            <p className="text-xs text-slate-300">{formatClubTime(r.createdAt, 'dayTime')}</p>
            <div className="flex gap-2">
              {(['approve', 'reject'] as const).map((decision) => (
                <Button
                  key={decision}
                  variant={decision === 'approve' ? 'primary' : 'secondary'}
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate(
                      { id: r.id, decision },
                      {
                        onError: (error) =>
                          toast({ title: 'Not done', description: actionErrorText(error), variant: 'destructive' }),
                      },
                    )
                  }
                >
                  {decision === 'approve' ? 'Approve' : 'Reject'}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

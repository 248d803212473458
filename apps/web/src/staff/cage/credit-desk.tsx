import { walletContract } from '@club/shared/contracts/wallet';
import { formatRupees } from '@club/shared/money';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { CAGE_KEYS, useCageMutation, useStaffQuery } from './cage-queries';

const notDone = (title: string) => (error: unknown) =>
  toast({ title, description: actionErrorText(error), variant: 'destructive' });

/**
 * The super admin's credit desk: pending requests (approve raises the limit to the amount asked, or to
 * the limit typed; reject with a note the player reads) and the credit outstanding with its total.
 */
export function CreditDesk() {
  const requests = useStaffQuery(CAGE_KEYS.creditRequests, () => callApi(walletContract.getStaffCreditRequests));
  const outstanding = useStaffQuery(CAGE_KEYS.creditOutstanding, () =>
    callApi(walletContract.getStaffCreditOutstanding),
  );
  const [limits, setLimits] = useState<Record<number, string>>({});
  const [notes, setNotes] = useState<Record<number, string>>({});
  const decide = useCageMutation(
    async (input: { id: number; playerId: number; decision: 'approve' | 'reject'; limit?: string; note?: string }) => {
      const route =
        input.decision === 'approve'
          ? walletContract.postStaffCreditRequestsByIdApprove
          : walletContract.postStaffCreditRequestsByIdReject;
      const answer = await callApi(route, { params: { id: input.id }, body: { note: input.note || undefined } });
      // A limit other than the amount asked is set after the approval (the approval raises it to the amount).
      if (input.decision === 'approve' && input.limit) {
        await callApi(walletContract.putStaffWalletByPlayerIdCreditLimit, {
          params: { playerId: input.playerId },
          body: { creditLimit: input.limit },
        });
      }
      return answer;
    },
    (input) => input.playerId,
  );

  return (
    <section
      aria-labelledby="cage-credit"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <h2 id="cage-credit" className="text-base font-bold text-white">
        Credit requests ({requests.data?.length ?? 0})
      </h2>
      {requests.data?.length === 0 ? <p className="text-sm text-slate-300">No request is waiting.</p> : null}
      <ul className="grid gap-2">
        {(requests.data ?? []).map((r) => (
          <li key={r.id} className="grid gap-2 rounded-lg bg-slate-950/60 px-3 py-2">
            <p className="text-sm text-white">
              <strong>{r.playerName}</strong> ({r.playerCode}) asks {formatRupees(r.requestedAmount)}
            </p>
            <p className="text-xs text-slate-300">
              {formatClubTime(r.createdAt, 'dayTime')} · using {formatRupees(r.creditUsed)} of{' '}
              {formatRupees(r.creditLimit)}
              {r.requestNote ? ` · “${r.requestNote}”` : ''}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              <FormField label="Limit (₹, empty: the amount asked)">
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    value={limits[r.id] ?? ''}
                    onChange={(e) => setLimits({ ...limits, [r.id]: e.target.value })}
                  />
                )}
              </FormField>
              <FormField label="Note to the player">
                {(control) => (
                  <Input
                    {...control}
                    maxLength={300}
                    value={notes[r.id] ?? ''}
                    onChange={(e) => setNotes({ ...notes, [r.id]: e.target.value })}
                  />
                )}
              </FormField>
            </div>
            <div className="flex gap-2">
              <Button
                disabled={decide.isPending}
                onClick={() =>
                  decide.mutate(
                    { id: r.id, playerId: r.playerId, decision: 'approve', limit: limits[r.id], note: notes[r.id] },
                    { onError: notDone('Not approved') },
                  )
                }
              >
                Approve
              </Button>
              <Button
                variant="secondary"
                disabled={decide.isPending}
                onClick={() =>
                  decide.mutate(
                    { id: r.id, playerId: r.playerId, decision: 'reject', note: notes[r.id] },
                    { onError: notDone('Not rejected') },
                  )
                }
              >
                Reject
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <h3 className="text-sm font-semibold text-slate-200">
        Credit outstanding: {outstanding.data ? formatRupees(outstanding.data.total) : '…'}
      </h3>
      <ul className="grid gap-1 text-sm" aria-label="Players with credit in use">
        {(outstanding.data?.players ?? []).map((p) => (
          <li key={p.playerId} className="flex justify-between gap-2 rounded-lg bg-slate-950/60 px-3 py-2 text-white">
            <span>
              {p.playerName} <span className="text-slate-300">({p.playerCode})</span>
            </span>
            <span>
              {formatRupees(p.creditUsed)} <span className="text-slate-300">of {formatRupees(p.creditLimit)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

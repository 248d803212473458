import { formatRupees } from '@club/shared/money';
import { STAFF_PERMISSIONS } from '@club/shared/staff';
import { bountiesText, ordinal, type PrizeReceipt, type TournamentPrize } from '@club/shared/tournament-prizes';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { newIdempotencyKey } from '../cage/operations';
import { actionErrorText } from '../floor/floor-form';
import { useStaffMe } from '../staff-session';
import { usePayPrizes, useTournamentPrizes } from './desk-queries';
import { PrizeReceiptsDialog } from './prize-receipts-dialog';

function StatusBadge({ prize }: { prize: TournamentPrize }) {
  if (prize.status === 'paid') return <Badge variant="success">Paid</Badge>;
  if (prize.status === 'pending') {
    return (
      <Badge variant="warning">
        Waiting for a super admin{prize.requestedBy ? ` (asked by ${prize.requestedBy})` : ''}
      </Badge>
    );
  }
  return <Badge>Not paid</Badge>;
}

const placesText = (places: number[]) => places.map(ordinal).join(', ');

/**
 * The prizes of a tournament (issue 30, decision 133): each paid place's player and prize, and the Pay
 * prizes button for the cage's roles once every paid place is known. A prize above the cage's threshold
 * waits for a super admin who did not ask; live through the `tournament_prizes_changed` push.
 */
export function PrizesPanel({ tournamentId }: { tournamentId: number }) {
  const prizes = useTournamentPrizes(tournamentId);
  const pay = usePayPrizes(tournamentId);
  const me = useStaffMe().data;
  const [asking, setAsking] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const [receipts, setReceipts] = useState<PrizeReceipt[] | null>(null);
  const data = prizes.data;
  const canPay = me ? (STAFF_PERMISSIONS.tournamentPrizes as readonly string[]).includes(me.role) : false;
  const unpaid = data?.prizes.filter((p) => p.status !== 'paid') ?? [];
  const toPay = unpaid.reduce((sum, p) => sum + Number(p.amount), 0);

  const run = () =>
    pay.mutate(key, {
      onSuccess: (answer) => {
        setReceipts(answer.receipts);
      },
      onSettled: () => setKey(newIdempotencyKey()),
    });

  return (
    <section
      aria-labelledby="prizes-heading"
      className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="prizes-heading" className="text-lg font-bold text-white">
            Prizes
          </h2>
          <p className="text-sm text-slate-300">
            Paid to each player’s balance. A prize above {data ? formatRupees(data.threshold) : 'the cage’s threshold'}{' '}
            waits for a super admin who did not ask.
          </p>
        </div>
        {canPay && data?.ready && unpaid.length > 0 ? (
          <Button size="lg" disabled={pay.isPending} onClick={() => setAsking(true)}>
            {pay.isPending ? 'Paying…' : 'Pay prizes'}
          </Button>
        ) : null}
      </div>
      {prizes.isError && !data ? (
        <Alert variant="destructive" title="Could not read the prizes">
          {actionErrorText(prizes.error)}
        </Alert>
      ) : null}
      {data && data.unnamedBounties > 0 ? (
        <Alert variant="destructive" title="A bounty has nobody to go to">
          {data.unnamedBounties === 1 ? 'A bust was' : `${data.unnamedBounties} busts were`} recorded without who
          eliminated the player. Undo {data.unnamedBounties === 1 ? 'it' : 'them'} on the Seating screen and bust again
          naming the eliminator; the prizes are paid after.
        </Alert>
      ) : null}
      {data && data.placesStillPlaying.length > 0 ? (
        <p className="text-slate-200">
          Still playing for {placesText(data.placesStillPlaying)}: the prizes are paid once every paid place is known.
        </p>
      ) : null}
      {data && data.prizes.length > 0 ? (
        <>
          <table className="w-full text-left text-slate-100">
            <caption className="sr-only">Each player’s prize</caption>
            <thead className="text-xs text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Place
                </th>
                <th scope="col" className="py-2 pr-3">
                  Player
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Prize
                </th>
                <th scope="col" className="py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-800 tabular-nums">
              {data.prizes.map((prize) => (
                <tr key={`${prize.kind}-${prize.playerId}`}>
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {prize.kind === 'bounty' ? (
                      bountiesText(prize.bounties ?? 0)
                    ) : (
                      <>
                        {ordinal(prize.place)}
                        {prize.sharedBy > 1 ? ` (shared by ${prize.sharedBy})` : ''}
                      </>
                    )}
                  </th>
                  <td className="py-2 pr-3">
                    {prize.name} <span className="text-xs text-slate-400">{prize.playerCode}</span>
                    {prize.fromDeal ? <span className="text-xs text-slate-400"> · deal</span> : null}
                  </td>
                  <td className="py-2 pr-3 text-right">{formatRupees(prize.amount)}</td>
                  <td className="py-2">
                    <StatusBadge prize={prize} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-200">
            <div className="flex gap-1">
              <dt>Total</dt>
              <dd className="font-semibold">{formatRupees(data.total)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Paid</dt>
              <dd className="font-semibold">{formatRupees(data.paid)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Waiting for approval</dt>
              <dd className="font-semibold">{formatRupees(data.pending)}</dd>
            </div>
            {Number(data.bounties) > 0 ? (
              <div className="flex gap-1">
                <dt>Of which bounties</dt>
                <dd className="font-semibold">{formatRupees(data.bounties)}</dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : null}
      {pay.error ? (
        <Alert variant="destructive" title="The prizes were not paid">
          {actionErrorText(pay.error)}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Pay the prizes?"
        description={`${formatRupees(toPay)} in ${unpaid.length} ${unpaid.length === 1 ? 'payment' : 'payments'}, into the players’ balances. Paid places are final after this: a bust can no longer be undone.`}
        confirmLabel="Pay prizes"
        isPending={pay.isPending}
        onConfirm={run}
      />
      <PrizeReceiptsDialog receipts={receipts} onClose={() => setReceipts(null)} />
    </section>
  );
}

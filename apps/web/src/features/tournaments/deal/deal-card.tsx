import { formatRupees } from '@club/shared/money';
import { DEAL_METHOD_LABELS, type TournamentDeal } from '@club/shared/tournament-deals';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../accounts/current-user-query';
import { formatChips } from '../clock/clock-text';
import { useAnswerDeal, usePlayerDeal } from './deal-queries';

const HEADLINES: Record<TournamentDeal['status'], string> = {
  proposed: 'The director proposes a deal',
  confirmed: 'The deal is done',
  declined: 'The deal is off: a player declined',
  withdrawn: 'The deal was withdrawn',
};

/**
 * The deal on the phone (issue 30): every remaining player's figure, the player's own first, and Accept or
 * Decline while it waits. Shown only to the players in it; live from the `tournament_deal` push.
 */
export function DealCard({ tournamentId }: { tournamentId: number }) {
  const held = usePlayerDeal(tournamentId);
  const me = useCurrentUser().data?.player?.id;
  const answer = useAnswerDeal(tournamentId);
  const deal = held.data?.deal;
  if (!deal || deal.status === 'withdrawn') return null;
  const mine = deal.shares.find((share) => share.playerId === me);
  const canAnswer = deal.status === 'proposed' && mine && !mine.acceptedAt;
  return (
    <section
      aria-labelledby="deal-card-heading"
      className="grid gap-3 rounded-2xl border border-amber-400/60 bg-slate-900/95 p-4"
    >
      <div>
        <h2 id="deal-card-heading" className="text-lg font-bold text-white">
          {HEADLINES[deal.status]}
        </h2>
        <p className="text-sm text-slate-300">
          {DEAL_METHOD_LABELS[deal.method]}
          {deal.amountLeftToPlayFor !== '0.00'
            ? ` · ${formatRupees(deal.amountLeftToPlayFor)} stays on top for the winner`
            : ''}
        </p>
      </div>
      {mine ? (
        <p className="text-slate-100">
          Your share: <strong className="text-2xl text-emerald-300">{formatRupees(mine.amount)}</strong>
        </p>
      ) : null}
      <ul aria-label="Everyone’s figure" className="grid gap-1 text-sm tabular-nums">
        {deal.shares.map((share) => (
          <li key={share.playerId} className="flex flex-wrap justify-between gap-x-3 text-slate-200">
            <span>
              {share.playerId === me ? 'You' : share.name} · {formatChips(share.chips)} chips
            </span>
            <span>
              {formatRupees(share.amount)} {share.acceptedAt ? '✓' : ''}
            </span>
          </li>
        ))}
      </ul>
      {canAnswer ? (
        <div className="flex flex-wrap gap-2">
          <Button size="lg" disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
            Accept {formatRupees(mine.amount)}
          </Button>
          <Button size="lg" variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
            Decline
          </Button>
        </div>
      ) : null}
      {mine?.acceptedAt && deal.status === 'proposed' ? (
        <p className="text-sm text-emerald-300">✓ You accepted. Waiting for the others and the director.</p>
      ) : null}
      {answer.error ? (
        <Alert variant="destructive" title="Your answer did not go through">
          {isApiError(answer.error) && answer.error.serverMessage ? answer.error.serverMessage : 'Please try again.'}
        </Alert>
      ) : null}
    </section>
  );
}

import { formatRupees } from '@club/shared/money';
import {
  DEAL_METHOD_LABELS,
  DEAL_METHODS,
  type DealMethodName,
  type StaffDeal,
  type TournamentDeal,
} from '@club/shared/tournament-deals';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { formatChips } from '../../features/tournaments/clock/clock-text';
import { actionErrorText, Select } from '../floor/floor-form';
import { useConfirmDeal, useProposeDeal, useStaffDeal } from './desk-queries';

const STATUS_TEXT: Record<TournamentDeal['status'], string> = {
  proposed: 'Waiting for the players',
  confirmed: 'Confirmed: these are the prizes now',
  declined: 'Declined by a player',
  withdrawn: 'Withdrawn',
};

/**
 * A deal at the final table (issue 30): the director gives each remaining player's chips and a method;
 * each player accepts on the phone (live here); once all have, the director confirms it.
 */
export function DealPanel({ tournamentId, isRunning }: { tournamentId: number; isRunning: boolean }) {
  const held = useStaffDeal(tournamentId);
  const data = held.data;
  return (
    <section
      aria-labelledby="deal-heading"
      className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <div>
        <h2 id="deal-heading" className="text-lg font-bold text-white">
          Deal
        </h2>
        <p className="text-sm text-slate-300">
          Share the remaining places’ prizes by ICM, by chips (chip chop) or evenly. Each player accepts on the phone.
        </p>
      </div>
      {held.isError && !data ? (
        <Alert variant="destructive" title="Could not read the deal">
          {actionErrorText(held.error)}
        </Alert>
      ) : null}
      {data?.deal ? <DealShares deal={data.deal} /> : null}
      {data && isRunning && data.deal?.status !== 'confirmed' ? (
        <ProposeForm
          tournamentId={tournamentId}
          remaining={data.remaining}
          hasOpenDeal={data.deal?.status === 'proposed'}
        />
      ) : null}
      {data && !isRunning && !data.deal ? (
        <p className="text-sm text-slate-300">A deal is made while the tournament is running.</p>
      ) : null}
    </section>
  );
}

function DealShares({ deal }: { deal: TournamentDeal }) {
  const confirm = useConfirmDeal(deal.tournamentId);
  const waiting = deal.shares.filter((share) => !share.acceptedAt).length;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={deal.status === 'confirmed' ? 'success' : deal.status === 'proposed' ? 'info' : 'default'}>
          {STATUS_TEXT[deal.status]}
        </Badge>
        <span className="text-sm text-slate-300">
          {DEAL_METHOD_LABELS[deal.method]} · {formatRupees(deal.dealt)} dealt
          {deal.amountLeftToPlayFor !== '0.00' ? ` · ${formatRupees(deal.amountLeftToPlayFor)} left to play for` : ''}
        </span>
      </div>
      <table className="w-full text-left text-slate-100">
        <caption className="sr-only">Each player’s figure in the deal</caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Player
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Chips
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Amount
            </th>
            <th scope="col" className="py-2">
              Answer
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800 tabular-nums">
          {deal.shares.map((share) => (
            <tr key={share.playerId}>
              <th scope="row" className="py-2 pr-3 font-semibold">
                {share.name}
              </th>
              <td className="py-2 pr-3 text-right">{formatChips(share.chips)}</td>
              <td className="py-2 pr-3 text-right">{formatRupees(share.amount)}</td>
              <td className="py-2">
                {share.acceptedAt ? (
                  <span className="text-emerald-300">✓ Accepted</span>
                ) : (
                  <span className="text-slate-300">Waiting</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deal.status === 'proposed' ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="lg" disabled={waiting > 0 || confirm.isPending} onClick={() => confirm.mutate()}>
            {confirm.isPending ? 'Confirming…' : 'Confirm the deal'}
          </Button>
          {waiting > 0 ? (
            <span className="text-sm text-slate-300">
              {waiting} {waiting === 1 ? 'player has' : 'players have'} not accepted yet
            </span>
          ) : null}
        </div>
      ) : null}
      {confirm.error ? (
        <Alert variant="destructive" title="The deal was not confirmed">
          {actionErrorText(confirm.error)}
        </Alert>
      ) : null}
    </div>
  );
}

function ProposeForm({
  tournamentId,
  remaining,
  hasOpenDeal,
}: {
  tournamentId: number;
  remaining: StaffDeal['remaining'];
  hasOpenDeal: boolean;
}) {
  const propose = useProposeDeal(tournamentId);
  const [method, setMethod] = useState<DealMethodName>('icm');
  const [chips, setChips] = useState<Record<number, string>>({});
  const [playedFor, setPlayedFor] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // Each field starts from the floor's last count of that stack (issue 38 item 9) and follows a newer count
  // until the director types over it.
  const chipsText = (player: StaffDeal['remaining'][number]) =>
    chips[player.playerId] ?? (player.countedChips === null ? '' : String(player.countedChips));

  const submit = () => {
    setProblem(null);
    const stacks = remaining.map((player) => ({
      playerId: player.playerId,
      chips: Number(chipsText(player).replaceAll(',', '').trim()),
    }));
    const unread = remaining.find((player, index) => {
      const text = chipsText(player).trim();
      return text === '' || !Number.isInteger(stacks[index]?.chips);
    });
    if (unread) {
      setProblem(`Give ${unread.name}’s chips as a whole number`);
      return;
    }
    propose.mutate({ method, stacks, amountLeftToPlayFor: playedFor.trim() === '' ? undefined : playedFor.trim() });
  };

  return (
    <form
      className="grid gap-3 border-t border-slate-800 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="font-semibold text-white">
        {hasOpenDeal ? 'Propose again (withdraws the one waiting)' : 'Propose a deal'}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {remaining.map((player) => (
          <FormField
            key={player.playerId}
            label={`Chips of ${player.name}`}
            message={
              player.countedChips === null
                ? 'Not counted yet'
                : chips[player.playerId] === undefined
                  ? 'The floor’s last count'
                  : `Last count ${formatChips(player.countedChips)}`
            }
            tone="hint"
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={chipsText(player)}
                onChange={(event) => setChips({ ...chips, [player.playerId]: event.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-[12rem_14rem_max-content] sm:items-end">
        <FormField label="Method">
          {(control) => (
            <Select {...control} value={method} onChange={(event) => setMethod(event.target.value as DealMethodName)}>
              {DEAL_METHODS.map((option) => (
                <option key={option} value={option}>
                  {DEAL_METHOD_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Left to play for (₹)" message="Optional: stays on top for the winner" tone="hint">
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={playedFor}
              onChange={(event) => setPlayedFor(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={propose.isPending || remaining.length < 2}>
          {propose.isPending ? 'Working it out…' : 'Propose'}
        </Button>
      </div>
      {problem || propose.error ? (
        <Alert variant="destructive" title="The deal was not proposed">
          {problem ?? actionErrorText(propose.error)}
        </Alert>
      ) : null}
    </form>
  );
}

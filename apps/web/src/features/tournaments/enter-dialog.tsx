import { formatRupees, fromPaise, toPaise } from '@club/shared/money';
import { TOURNAMENT_MESSAGES, type PlayerTournament } from '@club/shared/tournaments';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { useCurrentUser } from '../accounts/current-user-query';
import { useBalance } from '../wallet/wallet-queries';
import { useEnterTournament, useTournamentStructure } from './tournaments-queries';

/** A fresh key per attempt: the dialog keeps it until it closes, so a double tap pays once. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `entry-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-slate-300">{label}</dt>
      <dd className={strong ? 'text-lg font-bold text-white' : 'font-semibold text-slate-100'}>{value}</dd>
    </div>
  );
}

/**
 * Enter a tournament from the phone (issue 29): the buy-in, the house's fee apart, the total and the cash
 * balance, then one tap pays from the balance. The server decides the price; this only shows it.
 */
export function EnterDialog({
  tournament,
  kind = 'entry',
  onClose,
}: {
  tournament: PlayerTournament;
  /** A busted player's way back in (issue 38 item 9): the same price, balance, key and messages. */
  kind?: 'entry' | 'reentry';
  onClose: () => void;
}) {
  const isReentry = kind === 'reentry';
  const player = useCurrentUser().data?.player;
  const balance = useBalance(player?.id);
  const structure = useTournamentStructure(tournament.id);
  const enter = useEnterTournament();
  const [key] = useState(newKey);
  const fee = structure.data?.structure?.entryRules.fee ?? '0.00';
  // A knockout (decision 134): part of the buy-in is the bounty on the player's head, not the pool's.
  const bounty = structure.data?.structure?.entryRules.bounty ?? '0.00';
  const hasBounty = toPaise(bounty) > 0n;
  const total = toPaise(tournament.buy_in) + toPaise(fee);
  const cash = balance.data ? toPaise(balance.data.cashBalance) : null;
  const isShort = cash !== null && cash < total;
  const error = enter.error && isApiError(enter.error) ? (enter.error.serverMessage ?? null) : null;

  const pay = () =>
    enter.mutate(
      { tournamentId: tournament.id, kind, idempotencyKey: key },
      {
        onSuccess: () => {
          toast({
            title: isReentry ? TOURNAMENT_MESSAGES.reentrySuccessful : TOURNAMENT_MESSAGES.registrationSuccessful,
            description: isReentry
              ? `You are back in ${tournament.name}.`
              : `You are registered for ${tournament.name}.`,
            variant: 'success',
          });
          onClose();
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby="enter-dialog-description">
        <DialogTitle>
          {isReentry ? 'Re-enter' : 'Enter'} {tournament.name}
        </DialogTitle>
        <DialogDescription id="enter-dialog-description">Paid from your cash balance.</DialogDescription>
        {structure.isPending || balance.isPending ? (
          <Spinner label="Loading the price..." className="mt-4 size-5" />
        ) : (
          <>
            <dl className="mt-4 divide-y divide-slate-800 rounded-xl border border-slate-800 px-3">
              <Row label={hasBounty ? 'Buy-in' : 'Buy-in (prize pool)'} value={formatRupees(tournament.buy_in)} />
              {hasBounty ? (
                <Row label="Of which your bounty (to who knocks you out)" value={formatRupees(bounty)} />
              ) : null}
              <Row label="Fee (the club's)" value={formatRupees(fee)} />
              <Row label="Total" value={formatRupees(fromPaise(total))} strong />
              <Row label="Your cash balance" value={cash === null ? '—' : formatRupees(fromPaise(cash))} />
            </dl>
            {isShort ? (
              <Alert variant="destructive" title="Not enough cash" className="mt-3">
                Add {formatRupees(fromPaise(total - (cash ?? 0n)))} at the cage, then enter.
              </Alert>
            ) : null}
            {error ? (
              <Alert
                variant="destructive"
                title={isReentry ? TOURNAMENT_MESSAGES.reentryFailed : TOURNAMENT_MESSAGES.registrationFailed}
                className="mt-3"
              >
                {error}
              </Alert>
            ) : null}
            <div className="mt-4 grid grid-cols-2 gap-2">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button disabled={isShort || enter.isPending} onClick={pay}>
                {enter.isPending ? 'Paying...' : `Pay ${formatRupees(fromPaise(total))}`}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { buyInPayment } from '@club/shared/buy-in';
import type { CageTransaction } from '@club/shared/cage';
import { formatRupees, fromPaise } from '@club/shared/money';
import type { Balance } from '@club/shared/wallet';
import { walletContract } from '@club/shared/contracts/wallet';
import { documentsContract } from '@club/shared/contracts/documents';
import { routeUrl } from '@club/shared/contract';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Badge } from '../../components/ui/badge';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { actionErrorText } from '../floor/floor-form';
import { Button } from '../../components/ui/button';
import { formatClubTime } from '../../lib/format';
import {
  useCageMutation,
  usePlayerBalance,
  usePlayerCreditRequests,
  usePlayerSeats,
  usePlayerTransactions,
} from './cage-queries';
import { COUNTER_OPERATIONS, type CageOperationKind, OPERATION_LABELS } from './operations';
import { rowTypeLabel } from './type-totals';

export interface CagePlayer {
  id: number;
  name: string;
  nickname: string;
  playerCode: string;
  kycStatus: string;
  /** Barred from the club (issue 19): flagged on the card. */
  barred: boolean;
}

interface PlayerCardProps {
  player: CagePlayer;
  /** Super admins set credit limits (DESIGN.md section 8). */
  canSetLimit: boolean;
  /** No open shift: the money actions are off (the cage says to open one first). */
  locked: boolean;
  onOperation: (
    kind: CageOperationKind,
    balance: Balance,
    seat?: { seatId: number; label: string; unpaid: string },
  ) => void;
  onReverse: (row: CageTransaction) => void;
}

/** The player in front of the cashier: balances, open seats, the last rows, and every money action. */
export function PlayerCard({ player, canSetLimit, locked, onOperation, onReverse }: PlayerCardProps) {
  const balance = usePlayerBalance(player.id);
  const seats = usePlayerSeats(player.id);
  const rows = usePlayerTransactions(player.id);
  const b = balance.data;

  return (
    <section
      aria-labelledby="cage-player"
      className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <header className="flex flex-wrap items-center gap-2">
        <KycPhoto key={player.id} playerId={player.id} name={player.name} />
        <h2 id="cage-player" className="mr-auto text-xl font-bold text-white">
          {player.name}
          {player.nickname ? <span className="font-normal text-slate-300"> · {player.nickname}</span> : null}
        </h2>
        <Badge>{player.playerCode}</Badge>
        <Badge variant={player.kycStatus === 'approved' || player.kycStatus === 'verified' ? 'success' : 'warning'}>
          KYC {player.kycStatus}
        </Badge>
        {player.barred ? <Badge variant="destructive">Barred</Badge> : null}
      </header>
      {b ? (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Balances">
          {[
            ['Cash', b.cashBalance],
            ['Credit used', b.creditBalance],
            ['Credit limit', b.creditLimit],
            ['Credit available', b.availableCredit],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-950/60 px-3 py-2">
              <dt className="text-xs text-slate-300">{label}</dt>
              <dd className="text-lg font-bold text-white">{formatRupees(value as string)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-300">
          {balance.isError ? 'Could not read the balance.' : 'Loading balances…'}
        </p>
      )}
      {b ? (
        <p className="text-xs text-slate-300">
          Credit {b.creditApproved ? 'approved' : 'not approved'}
          {b.creditEligible ? '' : ' · not eligible for credit now'}
        </p>
      ) : null}

      {canSetLimit && b ? <CreditLimitForm playerId={player.id} current={b.creditLimit} /> : null}

      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {COUNTER_OPERATIONS.map((kind) => (
          <Button
            key={kind}
            variant={kind === 'cash-in' ? 'primary' : 'secondary'}
            disabled={!b || locked}
            onClick={() => b && onOperation(kind, b)}
          >
            {OPERATION_LABELS[kind]}
          </Button>
        ))}
      </div>

      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-200">Open seats</h3>
        {(seats.data ?? []).length === 0 ? <p className="text-sm text-slate-300">Not seated.</p> : null}
        <ul className="grid gap-2">
          {(seats.data ?? []).map((seat) => {
            const label = `${seat.tableName}, seat ${seat.seatNumber}`;
            const payment = buyInPayment(seat.sessionBuyIn, seat.buyInPaid);
            const target = { seatId: seat.seatId, label, unpaid: fromPaise(payment.unpaidPaise) };
            return (
              <li key={seat.seatId} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-950/60 px-3 py-2">
                <p className="min-w-0 flex-1 text-sm text-white">
                  {label} · buy-in {formatRupees(seat.sessionBuyIn)},{' '}
                  <span className={payment.isPaid ? undefined : 'font-bold text-amber-200'}>{payment.label}</span>
                </p>
                <Button
                  variant="secondary"
                  disabled={!b || locked}
                  onClick={() => b && onOperation('table-buy-in', b, target)}
                >
                  Buy-in
                </Button>
                <Button disabled={!b || locked} onClick={() => b && onOperation('table-cash-out', b, target)}>
                  Cash out seat
                </Button>
              </li>
            );
          })}
        </ul>
      </div>

      <PendingCreditRequests playerId={player.id} />

      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-200">Last transactions</h3>
        <ul className="grid gap-1" aria-label="Last transactions">
          {(rows.data?.rows ?? []).map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-950/60 px-3 py-2 text-sm">
              <span className="w-14 text-xs text-slate-300">#{row.id}</span>
              <span className="min-w-0 flex-1 text-white">
                {rowTypeLabel(row)} ({row.account})
                {row.reversedByTransactionId ? ` · reversed by #${row.reversedByTransactionId}` : ''}
              </span>
              <span className="font-semibold text-white">{formatRupees(row.amount)}</span>
              <span className="text-xs text-slate-300">{formatClubTime(row.createdAt, 'dayTime')}</span>
              {/* A tournament's rows go back through the entry's refund (decision 130), never a cage reversal. */}
              {row.reversesTransactionId || row.reversedByTransactionId || row.type.startsWith('tournament_') ? null : (
                <Button size="sm" variant="ghost" className="min-h-11" disabled={locked} onClick={() => onReverse(row)}>
                  Reverse
                </Button>
              )}
            </li>
          ))}
        </ul>
        {rows.data && rows.data.rows.length === 0 ? (
          <p className="text-sm text-slate-300">No transactions yet.</p>
        ) : null}
      </div>
    </section>
  );
}

/** A super admin's limit for this player: above zero approves credit, zero withdraws it (decision 004). */
function CreditLimitForm({ playerId, current }: { playerId: number; current: string }) {
  const [limit, setLimit] = useState('');
  const save = useCageMutation(
    () =>
      callApi(walletContract.putStaffWalletByPlayerIdCreditLimit, {
        params: { playerId },
        body: { creditLimit: limit },
      }),
    () => playerId,
  );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Credit limit saved', description: formatRupees(limit), variant: 'success' });
            setLimit('');
          },
          onError: (error) =>
            toast({ title: 'Limit not saved', description: actionErrorText(error), variant: 'destructive' }),
        });
      }}
    >
      <div className="w-48">
        <FormField label={`Credit limit (now ${formatRupees(current)})`}>
          {(control) => (
            <Input {...control} inputMode="decimal" required value={limit} onChange={(e) => setLimit(e.target.value)} />
          )}
        </FormField>
      </div>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Set limit
      </Button>
    </form>
  );
}

/** The player's credit requests waiting for a super admin (the credit desk decides them), live. */
function PendingCreditRequests({ playerId }: { playerId: number }) {
  const requests = usePlayerCreditRequests(playerId);
  const pending = (requests.data ?? []).filter((request) => request.status === 'pending');
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-200">Credit requests waiting</h3>
      {requests.isError ? <p className="text-sm text-slate-300">Could not read the credit requests.</p> : null}
      {requests.data && pending.length === 0 ? <p className="text-sm text-slate-300">None.</p> : null}
      <ul className="grid gap-1" aria-label="Credit requests waiting">
        {pending.map((request) => (
          <li
            key={request.id}
            className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-950/60 px-3 py-2 text-sm"
          >
            <span className="font-semibold text-white">{formatRupees(request.requestedAmount)}</span>
            <span className="min-w-0 flex-1 text-slate-200">{request.requestNote ?? 'No note'}</span>
            <span className="text-xs text-slate-300">asked {formatClubTime(request.createdAt, 'dayTime')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The player's KYC profile photo, so the cashier knows who stands at the counter (issue 17). */
function KycPhoto({ playerId, name }: { playerId: number; name: string }) {
  const [isMissing, setIsMissing] = useState(false);
  if (isMissing) {
    return (
      <span className="grid size-16 place-items-center rounded-xl bg-slate-950/60 text-center text-xs text-slate-300">
        No photo
      </span>
    );
  }
  return (
    <img
      src={routeUrl(documentsContract.getStaffPlayersByPlayerIdPhoto, { params: { playerId } })}
      alt={`${name}, as on file for KYC`}
      className="size-16 rounded-xl bg-slate-950/60 object-cover"
      onError={() => setIsMissing(true)}
    />
  );
}

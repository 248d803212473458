import { tournamentsContract } from '@club/shared/contracts/tournaments';
import { formatRupees } from '@club/shared/money';
import { ENTRY_KIND_LABELS, type EntryReceipt } from '@club/shared/tournament-entries';
import { seatText } from '@club/shared/tournament-seating';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { callApi } from '../../lib/api';
import { FloorDialog } from '../floor/floor-form';
import { CAGE_KEYS, useStaffQuery } from './cage-queries';
import { newIdempotencyKey } from './operations';

const entriesKey = (tournamentId: number, playerId: number) =>
  ['staff', 'cage', 'tournament-entries', tournamentId, playerId] as const;

/** Every open cage reads a tournament's entries again when they change anywhere (`tournament_entries_changed`). */
export const rereadCageTournamentEntries = (queryClient: QueryClient, tournamentId: number) =>
  queryClient.invalidateQueries({ queryKey: ['staff', 'cage', 'tournament-entries', tournamentId] });

/**
 * The player's entries in the tournament chosen at the cage (issue 29, decision 130): each receipt with its
 * table and seat once drawn, reprinted from the server, and the desk's refund (before the start or during late
 * registration). Above the cage's reversal threshold the first refund asks and a super admin who did not ask
 * makes it (four-eyes): the list says which entries wait.
 */
export function TournamentEntryRefunds({
  tournamentId,
  player,
  locked,
}: {
  tournamentId: number;
  player: { id: number; name: string };
  locked: boolean;
}) {
  const queryClient = useQueryClient();
  const mine = useStaffQuery(entriesKey(tournamentId, player.id), () =>
    callApi(tournamentsContract.getStaffTournamentsByIdPlayersByPlayerIdEntries, {
      params: { id: tournamentId, playerId: player.id },
    }),
  );
  const [refunding, setRefunding] = useState<EntryReceipt | null>(null);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<string | null>(null);
  const reasonId = useId();
  const refund = useMutation({
    mutationFn: (entry: EntryReceipt) =>
      callApi(tournamentsContract.postStaffTournamentsByIdEntriesByEntryIdRefund, {
        params: { id: tournamentId, entryId: entry.entryId },
        headers: { 'idempotency-key': key },
        body: { reason },
      }),
    onSuccess: (answer, entry) => {
      setDone(
        'pending' in answer
          ? `Refund of ${formatRupees(answer.pending.amount)} asked: a super admin who did not ask makes it.`
          : `Refunded ${formatRupees(entry.total)} to ${player.name}'s balance.`,
      );
      setRefunding(null);
      setReason('');
      setKey(newIdempotencyKey());
      void queryClient.invalidateQueries({ queryKey: entriesKey(tournamentId, player.id) });
      void queryClient.invalidateQueries({ queryKey: CAGE_KEYS.player(player.id) });
    },
    onError: () => setKey(newIdempotencyKey()),
  });
  const receipts = (mine.data?.receipts ?? []).filter((r) => r.status !== 'refunded');

  return (
    <div className="grid gap-2">
      <h3 className="text-base font-semibold text-white">{player.name}'s entries here</h3>
      {mine.isError ? (
        <Alert variant="destructive" title="Could not read the entries">
          Please try again.
        </Alert>
      ) : null}
      {mine.data && receipts.length === 0 ? (
        <p className="text-sm text-slate-300">No entry in this tournament.</p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm text-emerald-300">
          {done}
        </p>
      ) : null}
      <ul className="grid gap-1" aria-label={`${player.name}'s entries`}>
        {receipts.map((r) => (
          <li
            key={r.entryId}
            className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-950/50 px-3 py-1"
          >
            <span className="text-sm text-slate-100">
              {ENTRY_KIND_LABELS[r.kind]} #{r.entryId} · {formatRupees(r.total)} ·{' '}
              {r.payment === 'cash' ? 'cash' : 'balance'} · {r.status}
              {r.table !== null && r.seat !== null ? ` · ${seatText(r.table, r.seat)}` : ''}
              {r.refundRequested ? ' · refund asked, waiting for a super admin' : ''}
            </span>
            {r.status === 'active' ? (
              <Button
                variant="secondary"
                disabled={locked || refund.isPending}
                aria-label={`Refund ${ENTRY_KIND_LABELS[r.kind].toLowerCase()} #${r.entryId}`}
                onClick={() => {
                  refund.reset();
                  setDone(null);
                  setRefunding(r);
                }}
              >
                {r.refundRequested ? 'Make the refund' : 'Refund'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <FloorDialog
        open={refunding !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRefunding(null);
            refund.reset();
          }
        }}
        title={`Refund ${refunding ? `${ENTRY_KIND_LABELS[refunding.kind].toLowerCase()} #${refunding.entryId}` : ''}?`}
        description={`${refunding ? formatRupees(refunding.total) : ''} goes back to ${player.name}'s balance (buy-in and fee, each reversed). Say why: the audit log keeps it.`}
        submitLabel="Refund"
        isPending={refund.isPending}
        error={refund.error}
        canSubmit={reason.trim().length > 0}
        onSubmit={() => refunding && refund.mutate(refunding)}
      >
        <div className="grid gap-1">
          <label htmlFor={reasonId} className="text-sm text-slate-200">
            Reason
          </label>
          <Input id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={300} />
        </div>
      </FloorDialog>
    </div>
  );
}

import { tournamentsContract } from '@club/shared/contracts/tournaments';
import { formatRupees } from '@club/shared/money';
import {
  ENTRY_KIND_LABELS,
  ENTRY_KINDS,
  type EntryKind,
  type EntryPayment,
  type EntryReceipt,
} from '@club/shared/tournament-entries';
import { seatText } from '@club/shared/tournament-seating';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { callApi, isApiError } from '../../lib/api';
import { Select } from '../floor/floor-form';
import { CAGE_KEYS, useCageTournaments } from './cage-queries';
import { newIdempotencyKey } from './operations';
import { rereadCageTournamentEntries, TournamentEntryRefunds } from './tournament-entry-refunds';
import { TournamentSelect } from './tournament-select';
import type { CagePlayer } from './player-card';

/**
 * The desk sells a tournament entry to the player on the card (issue 29, decision 130): the tournament, the
 * kind and how it is paid (the balance, or cash into this shift's drawer). The server prices it; the answer
 * is the receipt. One Idempotency-Key per attempt, so a double click sells once.
 */
export function TournamentEntryPanel({ player, locked }: { player: CagePlayer; locked: boolean }) {
  const queryClient = useQueryClient();
  const tournaments = useCageTournaments();
  const open = (tournaments.data ?? []).filter((t) => t.status === 'upcoming' || t.status === 'running');
  const [tournamentId, setTournamentId] = useState<number | ''>('');
  const [kind, setKind] = useState<EntryKind>('entry');
  const [payment, setPayment] = useState<EntryPayment>('cash');
  const [key, setKey] = useState(newIdempotencyKey);
  const [receipt, setReceipt] = useState<EntryReceipt | null>(null);
  const sell = useMutation({
    mutationFn: (id: number) =>
      callApi(tournamentsContract.postStaffTournamentsByIdEntries, {
        params: { id },
        headers: { 'idempotency-key': key },
        body: { playerId: player.id, kind, payment },
      }),
    onSuccess: (answer) => {
      setReceipt(answer.receipt);
      setKey(newIdempotencyKey());
      void queryClient.invalidateQueries({ queryKey: CAGE_KEYS.player(player.id) });
      void rereadCageTournamentEntries(queryClient, answer.receipt.tournamentId);
    },
    onError: () => setKey(newIdempotencyKey()),
  });
  const chosen = open.find((t) => t.id === tournamentId);

  return (
    <section
      aria-labelledby="tournament-entry-heading"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/80 p-4"
    >
      <h2 id="tournament-entry-heading" className="text-lg font-bold text-white">
        Tournament entry
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <TournamentSelect
          label="Tournament"
          tournaments={open}
          value={tournamentId}
          onChange={setTournamentId}
          describe={(t) => `(${formatRupees(t.buy_in)})`}
        />
        <FormField label="Kind">
          {(control) => (
            <Select {...control} value={kind} onChange={(e) => setKind(e.target.value as EntryKind)}>
              {ENTRY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {ENTRY_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Payment">
          {(control) => (
            <Select {...control} value={payment} onChange={(e) => setPayment(e.target.value as EntryPayment)}>
              <option value="cash">Cash at the desk</option>
              <option value="balance">From the balance</option>
            </Select>
          )}
        </FormField>
      </div>
      <Button
        size="md"
        className="justify-self-start"
        disabled={locked || !chosen || sell.isPending}
        onClick={() => chosen && sell.mutate(chosen.id)}
      >
        {sell.isPending ? 'Entering…' : `Enter ${player.name}`}
      </Button>
      {sell.error ? (
        <Alert variant="destructive" title="Not entered">
          {isApiError(sell.error) && sell.error.serverMessage ? sell.error.serverMessage : 'Please try again.'}
        </Alert>
      ) : null}
      {receipt && !sell.error ? (
        <div
          role="status"
          aria-label="Entry receipt"
          className="rounded-xl border border-emerald-800 bg-emerald-950/40 p-3 text-sm text-slate-100"
        >
          <p className="font-semibold text-white">
            {ENTRY_KIND_LABELS[receipt.kind]} #{receipt.entryId}: {receipt.tournamentName}
          </p>
          <p>
            {receipt.playerName} ({receipt.playerCode}) · buy-in {formatRupees(receipt.buyIn)} + fee{' '}
            {formatRupees(receipt.fee)} = {formatRupees(receipt.total)} ·{' '}
            {receipt.payment === 'cash' ? `cash, shift #${receipt.shiftId}` : 'from the balance'}
            {receipt.chips === null ? '' : ` · ${receipt.chips.toLocaleString('en-IN')} chips`}
            {receipt.table !== null && receipt.seat !== null ? ` · ${seatText(receipt.table, receipt.seat)}` : ''}
          </p>
        </div>
      ) : null}
      {chosen ? <TournamentEntryRefunds tournamentId={chosen.id} player={player} locked={locked} /> : null}
    </section>
  );
}

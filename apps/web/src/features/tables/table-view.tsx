import { formatRupees } from '@club/shared/money';
import { DEFAULT_TABLE_VIEW_SEATS, type PokerTable } from '@club/shared/tables';
import { useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useCurrentUser } from '../accounts/current-user-query';
import { aboutMinutes, deriveGameStatus, tableStatusText } from './game-status';
import { EditWaitlistEntry } from './edit-waitlist-entry';
import { LeaveWaitlistButton } from './leave-waitlist-button';
import { OvalSeatLayout } from './oval-seat-layout';
import { usePlayerSeats, useSeatRequests, useTablePot, useTableSeats } from './tables-queries';
import { useWaitlistActions } from './use-waitlist-actions';

const rupees = (amount: string) => formatRupees(amount).replace(/\.00$/, '');

/** /table/{tableId}: the felt, the real blinds, chips in play, and joining the list with a preferred seat. */
export function TableView({ table }: { table: PokerTable }) {
  const playerId = useCurrentUser().data?.player.id;
  const seats = useTableSeats(table.id).data;
  const pot = useTablePot(table.id).data;
  const mySeats = usePlayerSeats(playerId).data ?? [];
  const requests = useSeatRequests(playerId).data ?? [];
  const actions = useWaitlistActions(playerId);
  const [chosenSeat, setChosenSeat] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const notesId = useId();

  const status = deriveGameStatus(mySeats, requests);
  const isSeatedHere = mySeats.some((s) => s.tableId === table.id);
  const request = requests.find((r) => r.tableId === table.id && r.status === 'waiting');
  const playingElsewhere = status.kind === 'playing' && !isSeatedHere ? status.seat.tableName : null;
  const canJoin = !isSeatedHere && !request && !playingElsewhere;
  const maxPlayers = table.maxPlayers || DEFAULT_TABLE_VIEW_SEATS;
  const eta = aboutMinutes(request?.estimatedWaitMinutes ?? null);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold text-white">{table.name}</h1>
          <p className="text-sm text-slate-300">
            {table.gameType} · {tableStatusText(table)}
          </p>
        </div>
        <Badge variant={table.isActive ? 'success' : 'default'}>{table.isActive ? 'Active' : 'Inactive'}</Badge>
      </div>

      <OvalSeatLayout
        maxPlayers={maxPlayers}
        seats={seats ?? []}
        canChoose={canJoin}
        chosenSeat={chosenSeat}
        onChoose={setChosenSeat}
      >
        <p className="text-[10px] font-semibold tracking-widest text-emerald-200/80 uppercase">Blinds</p>
        <p className="text-lg font-black text-white" data-testid="blinds">
          {rupees(table.smallBlind)}/{rupees(table.bigBlind)}
        </p>
        <p className="mt-1 text-[10px] font-semibold tracking-widest text-emerald-200/80 uppercase">Chips in play</p>
        <p className="text-sm font-bold text-amber-200" data-testid="pot">
          {pot ? formatRupees(pot.pot) : '—'}
        </p>
        <p className="mt-1 text-xs text-emerald-100/80">
          {table.currentPlayers}/{maxPlayers} players
        </p>
      </OvalSeatLayout>

      <dl className="grid grid-cols-3 gap-2 text-sm">
        {[
          ['Stakes', table.stakes],
          ['Buy-in', `${rupees(table.minBuyIn)}–${rupees(table.maxBuyIn)}`.replace('–', '– ')],
          ['Waiting', String(table.waitlistCount)],
        ].map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-xl bg-slate-900/90 px-3 py-2">
            <dt className="text-xs text-slate-400">{label}</dt>
            <dd className="text-sm font-semibold break-words text-white">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-label="Wait-list" className="rounded-2xl border border-slate-800 bg-slate-900/90 p-4">
        {isSeatedHere ? (
          <p className="text-sm font-semibold text-emerald-300">You are seated at this table. Good luck!</p>
        ) : request ? (
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-emerald-300">Joined · Position #{request.position}</p>
              <p className="text-xs text-slate-400">
                {request.preferredSeat ? `Preferred seat ${request.preferredSeat}` : 'Any seat'}
                {eta ? ` · ${eta}` : ''}
              </p>
              {request.notes ? <p className="mt-1 text-xs break-words text-slate-300">Notes: {request.notes}</p> : null}
              {table.gameStarted ? (
                <p className="mt-1 text-xs text-amber-200">⚠ Game started: you will be seated when a seat opens.</p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-2">
              <EditWaitlistEntry playerId={playerId} request={request} maxPlayers={maxPlayers} />
              <LeaveWaitlistButton
                variant="secondary"
                tableName={table.name}
                position={request.position}
                isBusy={actions.pendingTableId === table.id}
                onLeave={() => actions.leave(table)}
              />
            </div>
          </div>
        ) : playingElsewhere ? (
          <div>
            <p className="font-semibold text-red-200">Cannot Join - Playing at Another Table</p>
            <p className="text-sm text-slate-300">
              Cash out from “{playingElsewhere}” at the cashier before joining another game.
            </p>
          </div>
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-slate-300">
              {chosenSeat ? `Preferred seat: ${chosenSeat}. ` : 'Tap a free seat to prefer it, or join for any seat. '}
            </p>
            <div className="grid gap-1 text-sm text-slate-300">
              <label htmlFor={notesId}>Notes for the floor (optional)</label>
              <Input
                id={notesId}
                value={notes}
                maxLength={300}
                onChange={(e) => setNotes(e.target.value)}
                placeholder="e.g. arriving in 10 minutes"
              />
            </div>
            <Button
              disabled={actions.pendingTableId === table.id}
              onClick={() => actions.join(table, { seatNumber: chosenSeat, notes: notes.trim() || null })}
            >
              Join Wait-List{chosenSeat ? ` for Seat ${chosenSeat}` : ''}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}

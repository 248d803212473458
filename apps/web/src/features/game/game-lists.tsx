import type { Game, WaitRange } from '@club/shared/games';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { askForAlertsAfterJoin, askForAlertsOnJoinClick } from '../tables/join-alerts';
import { LeaveWaitlistButton } from '../tables/leave-waitlist-button';
import { selectClass, WaitlistEntryFields } from '../tables/waitlist-entry-fields';
import { useGames, useJoinGameList, useLeaveGameList } from './games-queries';

/** "about 15–30 min": the estimate as the range it is (decision 063). */
export function waitRangeText(range: WaitRange | null): string | null {
  if (!range) return null;
  if (range.maxMinutes <= 5) return 'seat free now';
  return `about ${range.minMinutes}–${range.maxMinutes} min`;
}

/** Joining a game's list: any table or one of the game's tables, a preferred seat, notes for the floor. */
function JoinGameDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const [tableId, setTableId] = useState('');
  const [seat, setSeat] = useState('');
  const [notes, setNotes] = useState('');
  const join = useJoinGameList();
  const tableFieldId = useId();
  const table = game.tables.find((t) => t.id === tableId);
  const seats = table?.maxPlayers ?? Math.max(2, ...game.tables.map((t) => t.maxPlayers), 9);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    askForAlertsOnJoinClick();
    join.mutate(
      {
        gameId: game.id,
        body: {
          preferredTableId: tableId ? Number(tableId) : null,
          preferredSeat: seat ? Number(seat) : null,
          notes: notes.trim() || null,
        },
      },
      {
        onSuccess: (entry) => {
          onClose();
          askForAlertsAfterJoin();
          toast({
            title: 'Joined the list',
            description: `${game.name}: you are #${entry.position}${entry.preferredTableName ? ` (prefers ${entry.preferredTableName})` : ''}`,
            variant: 'success',
          });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-sm">
        <DialogTitle>Join {game.name}</DialogTitle>
        <DialogDescription>
          {game.isInterestList
            ? 'No table runs this game yet: the floor opens one when enough players wait.'
            : 'You wait for the next seat in this game, at any table unless you choose one.'}
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 grid gap-4">
          {game.tables.length > 0 ? (
            <div className="grid gap-1.5">
              <Label htmlFor={tableFieldId}>Preferred table</Label>
              <select
                id={tableFieldId}
                value={tableId}
                onChange={(event) => setTableId(event.target.value)}
                className={selectClass}
              >
                <option value="">Any table (first seat free)</option>
                {game.tables.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                    {t.status === 'active' ? '' : ' (not started)'}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <WaitlistEntryFields
            seats={seats}
            seat={seat}
            onSeatChange={setSeat}
            notes={notes}
            onNotesChange={setNotes}
          />
          {join.isError ? (
            <Alert variant="destructive" title="Could not join">
              {(isApiError(join.error) && join.error.serverMessage) || 'Please try again.'}
            </Alert>
          ) : null}
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? 'Joining...' : 'Join the list'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function GameCard({ game, onJoin }: { game: Game; onJoin: () => void }) {
  const leave = useLeaveGameList();
  const headingId = `game-${game.id}-name`;
  const entry = game.myEntry;
  const running = game.tables.filter((table) => table.status === 'active');
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`game-${game.id}`}
      className="rounded-2xl border border-slate-800 bg-slate-900/90 p-4 shadow-xl shadow-black/30"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-base font-bold text-white">
            {game.name}
          </h3>
          <p className="mt-0.5 text-sm text-slate-300">
            {game.isInterestList
              ? 'Interest list · no table yet'
              : `${running.length} ${running.length === 1 ? 'table' : 'tables'} · ${game.openSeats} open ${game.openSeats === 1 ? 'seat' : 'seats'}`}
          </p>
        </div>
        <Badge variant={game.isInterestList ? 'default' : 'success'} className="shrink-0 whitespace-nowrap">
          {game.waitingCount} waiting
        </Badge>
      </div>
      {running.length > 0 ? (
        <p className="mt-2 truncate text-xs text-slate-400">
          {running.map((table) => `${table.name} ${table.seatsTaken}/${table.maxPlayers}`).join(' · ')}
        </p>
      ) : null}
      <div className="mt-3 flex items-center gap-2">
        {entry ? (
          <>
            <p className="min-w-0 text-sm leading-tight" role="status">
              <span className="block font-semibold text-emerald-300" data-testid="game-position">
                On the list · #{entry.position}
              </span>
              <span className="block truncate text-xs text-slate-400">
                {entry.preferredTableName ? `Prefers ${entry.preferredTableName}` : 'Any table'}
                {entry.preferredSeat ? `, seat ${entry.preferredSeat}` : ''}
                {waitRangeText(entry.estimate) ? ` · ${waitRangeText(entry.estimate)}` : ''}
              </span>
            </p>
            <LeaveWaitlistButton
              tableName={game.name}
              position={entry.position}
              variant="secondary"
              className="ml-auto shrink-0"
              label={`Leave the list for ${game.name}`}
              isBusy={leave.isPending}
              onLeave={() =>
                leave.mutate(game.id, {
                  onSuccess: () => toast({ title: 'Left the list', description: game.name, variant: 'success' }),
                  onError: (error) =>
                    toast({
                      title: 'Could not leave',
                      description: (isApiError(error) && error.serverMessage) || 'Please try again.',
                      variant: 'destructive',
                    }),
                })
              }
            />
          </>
        ) : (
          <>
            <p className="min-w-0 text-xs text-slate-400">
              {game.isInterestList
                ? 'Register interest: the floor opens a table when enough wait'
                : (waitRangeText(game.estimate) ?? '')}
            </p>
            <Button
              size="sm"
              className="ml-auto shrink-0"
              onClick={onJoin}
              aria-label={`Join the list for ${game.name}`}
            >
              {game.isInterestList ? "I'm interested" : 'Join list'}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}

/** The game lists (issue 16): every game with its list, the player's place and the wait, live. */
export function GameLists() {
  const games = useGames();
  const [joining, setJoining] = useState<Game | null>(null);
  if (games.isPending || games.isError || games.data.length === 0) return null;
  return (
    <section aria-labelledby="game-lists-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <h2 id="game-lists-heading" className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
        Game lists
      </h2>
      {games.data.map((game) => (
        <GameCard key={game.id} game={game} onJoin={() => setJoining(game)} />
      ))}
      {joining ? <JoinGameDialog game={joining} onClose={() => setJoining(null)} /> : null}
    </section>
  );
}

import type { PlayerTournament } from '@club/shared/tournaments';
import { formatRupees, toPaise } from '@club/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { Spinner } from '../components/ui/spinner';
import { toast } from '../components/ui/toast-store';
import { useLevelChangeChime, useTournamentClock } from '../features/tournaments/clock/clock-queries';
import { DealCard } from '../features/tournaments/deal/deal-card';
import { MySeat } from '../features/tournaments/my-seat';
import { StructureTable } from '../features/tournaments/structure-table';
import { ClockPanel } from '../features/tournaments/tournament-clock-panel';
import { EnterDialog } from '../features/tournaments/enter-dialog';
import {
  tournamentStructureKey,
  useMyEntry,
  useTournamentStructure,
  useUnregister,
  useTournaments,
} from '../features/tournaments/tournaments-queries';
import { ENTRY_KIND_LABELS, type EntryKind } from '@club/shared/tournament-entries';
import { isApiError } from '../lib/api';
import { formatClubTime } from '../lib/format';

const BACK_TO_TOURNAMENTS = '/dashboard?tab=tournaments';

function BackLink() {
  return (
    <Link
      to={BACK_TO_TOURNAMENTS}
      className="inline-flex min-h-11 w-fit items-center gap-1 rounded-md text-sm font-semibold text-emerald-300 hover:underline"
    >
      <span aria-hidden="true">←</span> Back to Tournaments
    </Link>
  );
}

const STATUS_LABELS: Record<string, { label: string; variant: 'info' | 'success' | 'default' }> = {
  upcoming: { label: 'Upcoming', variant: 'info' },
  running: { label: 'Running', variant: 'success' },
  finished: { label: 'Finished', variant: 'default' },
  cancelled: { label: 'Cancelled', variant: 'default' },
};

/** What the player bought in (decision 130): entries by kind, chips and what was paid. */
function EntryDetail({ tournamentId }: { tournamentId: number }) {
  const mine = useMyEntry(tournamentId);
  if (!mine.data || mine.data.status === 'none') return null;
  const { counts, chipsIn, paid } = mine.data;
  const bought = (Object.keys(counts) as EntryKind[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${ENTRY_KIND_LABELS[kind].toLowerCase()}${counts[kind] > 1 ? 's' : ''}`)
    .join(', ');
  return (
    <p data-testid="my-entry-detail" className="mt-1 text-sm text-slate-300">
      {mine.data.status === 'busted' ? 'Busted · ' : ''}
      {bought} · {chipsIn.toLocaleString('en-IN')} chips · paid {formatRupees(paid.buyIns)} + {formatRupees(paid.fees)}{' '}
      fee
    </p>
  );
}

/** The player's own state in this tournament, with Register (the Enter dialog) while it is open to them. */
function MyEntry({ tournament }: { tournament: PlayerTournament }) {
  const [isEntering, setEntering] = useState(false);
  const [isReentering, setReentering] = useState(false);
  // A busted player: the server says whether the rules let them back in now, and why not (issue 38 item 9).
  const reentry = useMyEntry(tournament.id).data?.reentry ?? null;
  const [isLeaving, setLeaving] = useState(false);
  const unregister = useUnregister();
  const clock = useTournamentClock(tournament.id).data?.clock;
  // Before play begins the player may leave with every rupee back; afterwards only the desk refunds.
  const canUnregister = tournament.is_registered && tournament.status === 'upcoming' && clock?.state === 'not_started';
  const isFull = tournament.registered_players >= tournament.max_players;
  const canRegister =
    tournament.status === 'upcoming' && tournament.registration_open && !tournament.is_registered && !isFull;
  const text = tournament.is_registered
    ? 'You are registered.'
    : tournament.status === 'upcoming'
      ? tournament.is_interested
        ? 'You are interested, not registered yet.'
        : 'You are not registered.'
      : 'You are not in this tournament.';
  return (
    <section
      aria-labelledby="my-entry-heading"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <div>
        <h2 id="my-entry-heading" className="text-xs uppercase tracking-wide text-slate-400">
          Your entry
        </h2>
        <p
          data-testid="my-entry"
          className={tournament.is_registered ? 'font-semibold text-emerald-300' : 'text-slate-100'}
        >
          {tournament.is_registered ? '✓ ' : ''}
          {text}
        </p>
        <EntryDetail tournamentId={tournament.id} />
        {reentry && !reentry.open && reentry.reason ? (
          <p data-testid="reentry-closed" className="mt-1 text-sm text-amber-300">
            {reentry.reason}.
          </p>
        ) : null}
      </div>
      {canRegister ? <Button onClick={() => setEntering(true)}>Register</Button> : null}
      {reentry?.open ? <Button onClick={() => setReentering(true)}>Re-enter</Button> : null}
      {canUnregister ? (
        <Button variant="secondary" onClick={() => setLeaving(true)}>
          Unregister
        </Button>
      ) : null}
      {isEntering ? <EnterDialog tournament={tournament} onClose={() => setEntering(false)} /> : null}
      {isReentering ? (
        <EnterDialog tournament={tournament} kind="reentry" onClose={() => setReentering(false)} />
      ) : null}
      <ConfirmDialog
        open={isLeaving}
        onOpenChange={setLeaving}
        title={`Unregister from ${tournament.name}?`}
        description="The buy-in and the fee go back to your cash balance."
        confirmLabel="Unregister"
        cancelLabel="Stay registered"
        isDestructive
        isPending={unregister.isPending}
        onConfirm={() =>
          unregister.mutate(tournament.id, {
            onSuccess: ({ balance }) => {
              setLeaving(false);
              toast({
                title: 'Unregistered',
                description: `Your cash balance is ${formatRupees(balance.cashBalance)}.`,
                variant: 'success',
              });
            },
            onError: (error) => {
              setLeaving(false);
              toast({
                title: 'Not unregistered',
                description: isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.',
                variant: 'destructive',
              });
            },
          })
        }
      />
    </section>
  );
}

/**
 * /tournaments/{id}: one tournament on the phone (issue 28): its clock, live from the same pushes as the
 * TV (registerClockSocketEvents), the structure, and the player's own entry. The room's chime sounds at a
 * level change while the page is open (the browser permitting).
 */
export function TournamentPage() {
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const tournaments = useTournaments();
  const tournament = tournaments.data?.find((entry) => entry.id === id);
  const clock = useTournamentClock(isValidId ? id : undefined);
  const structure = useTournamentStructure(isValidId ? id : 0);
  const queryClient = useQueryClient();
  useLevelChangeChime(clock.data?.clock);
  const rereadStructure = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: tournamentStructureKey(id) }),
    [queryClient, id],
  );

  let body: ReactNode;
  if (!isValidId || (tournaments.data && !tournament) || isApiError(clock.error, 404)) {
    body = (
      <div className="rounded-2xl border border-slate-800 bg-slate-900/90 px-5 py-10 text-center">
        <h1 className="text-xl font-bold text-white">Tournament not found</h1>
        <p className="mt-2 text-sm text-slate-300">It may have been removed. See the club's tournaments instead.</p>
      </div>
    );
  } else if (!tournament) {
    body = tournaments.isError ? (
      <p className="text-sm text-slate-300">Could not load the tournament. Check your connection.</p>
    ) : (
      <Spinner label="Loading the tournament..." />
    );
  } else {
    const status = STATUS_LABELS[tournament.status];
    body = (
      <>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-xl font-bold text-white">{tournament.name}</h1>
            <p className="text-sm text-slate-300">
              {tournament.game_type} · {tournament.tournament_type} ·{' '}
              {toPaise(tournament.buy_in) === 0n ? 'Free' : formatRupees(tournament.buy_in)}
            </p>
            <p className="text-sm text-slate-400">
              Starts{' '}
              <time dateTime={tournament.start_time}>{formatClubTime(tournament.start_time, 'weekdayTime')}</time>
            </p>
          </div>
          {status ? <Badge variant={status.variant}>{status.label}</Badge> : null}
        </div>
        <MyEntry tournament={tournament} />
        {tournament.is_registered ? <DealCard tournamentId={tournament.id} /> : null}
        <MySeat tournamentId={tournament.id} />
        {clock.data ? (
          <ClockPanel held={clock.data} />
        ) : clock.isError ? (
          <p className="text-sm text-slate-300">
            The clock could not be read. It will show once the connection is back.
          </p>
        ) : (
          <Spinner label="Reading the clock..." />
        )}
        <section aria-labelledby="structure-heading" className="grid gap-2">
          <h2 id="structure-heading" className="text-lg font-bold text-white">
            Structure
          </h2>
          {structure.data ? (
            <StructureTable structure={structure.data} held={clock.data} onStale={rereadStructure} />
          ) : structure.isError ? (
            <p className="text-sm text-slate-300">The levels could not be read.</p>
          ) : (
            <Spinner label="Loading the levels..." />
          )}
        </section>
      </>
    );
  }

  return (
    <main className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-4 py-4">
      <title>{`${tournament?.name ?? 'Tournament'} · Player Portal`}</title>
      <BackLink />
      {body}
    </main>
  );
}

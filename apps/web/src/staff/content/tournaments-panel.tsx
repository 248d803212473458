import { tournamentsContract } from '@club/shared/contracts/tournaments';
import { formatRupees } from '@club/shared/money';
import {
  type Tournament,
  type TournamentEntry,
  TOURNAMENT_TRANSITIONS,
  type TournamentStatus,
} from '@club/shared/tournaments';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { formatClubTime, fromClubInputValue, toClubInputValue } from '../../lib/format';
import { actionErrorText, FloorDialog } from '../floor/floor-form';
import { storeTournament, useContentMutation, useStaffTournaments, useTournamentEntries } from './content-queries';

const STATUS_LABELS: Record<TournamentStatus, string> = {
  upcoming: 'Upcoming',
  running: 'Running',
  finished: 'Finished',
  cancelled: 'Cancelled',
};
const MOVE_LABELS: Record<TournamentStatus, string> = {
  upcoming: 'Reopen',
  running: 'Start',
  finished: 'Finish',
  cancelled: 'Cancel tournament',
};

/** Tournaments of any status, with their registrations as the server counts them. */
export function TournamentsPanel() {
  const tournaments = useStaffTournaments();
  const [editing, setEditing] = useState<Tournament | 'new' | null>(null);
  const [moving, setMoving] = useState<{ tournament: Tournament; status: TournamentStatus } | null>(null);
  const [viewing, setViewing] = useState<Tournament | null>(null);
  const [switching, setSwitching] = useState<Tournament | null>(null);
  const sorted = [...(tournaments.data ?? [])].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));

  return (
    <section aria-labelledby="content-tournaments" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="content-tournaments" className="text-lg font-bold text-white">
          Tournaments
        </h2>
        <Button onClick={() => setEditing('new')}>New tournament</Button>
      </div>
      <p className="text-sm text-slate-300">
        Levels, templates and the live clock are on the{' '}
        <Link to="/staff/tournaments" className="font-semibold text-emerald-300 underline underline-offset-2">
          Tournaments desk
        </Link>
        .
      </p>
      {tournaments.isError && !tournaments.data ? (
        <Alert variant="destructive" title="Could not read the tournaments">
          {actionErrorText(tournaments.error)}
        </Alert>
      ) : null}
      {tournaments.isPending ? <p className="text-sm text-slate-300">Reading the tournaments…</p> : null}
      {tournaments.data?.length === 0 ? <p className="text-sm text-slate-300">No tournaments yet.</p> : null}
      <ul className="grid gap-2 lg:grid-cols-2">
        {sorted.map((tournament) => (
          <li
            key={tournament.id}
            aria-label={tournament.name}
            className="grid gap-2 rounded-xl border border-slate-800 bg-slate-900/90 p-3 text-sm text-slate-200"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-white">{tournament.name}</p>
                <p className="text-slate-300">
                  {tournament.game_type} · {tournament.tournament_type}
                </p>
                <p className="text-slate-300">{formatClubTime(tournament.start_time, 'weekdayTime')}</p>
              </div>
              <div className="flex flex-wrap gap-1">
                {tournament.registration_open ? null : (
                  <span className="rounded-full border border-amber-500/60 px-2 py-0.5 text-xs font-medium text-amber-200">
                    Registration closed
                  </span>
                )}
                <span className="rounded-full border border-slate-600 px-2 py-0.5 text-xs font-medium text-slate-100">
                  {STATUS_LABELS[tournament.status]}
                </span>
              </div>
            </div>
            <dl className="grid grid-cols-3 gap-2">
              <div>
                <dt className="text-xs text-slate-400">Buy-in</dt>
                <dd>{formatRupees(tournament.buy_in)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-400">Prize pool</dt>
                <dd>{formatRupees(tournament.prize_pool)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-400">Registered</dt>
                <dd data-testid="registered">
                  {tournament.registered_players}/{tournament.max_players}
                </dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing(tournament)} aria-label={`Edit ${tournament.name}`}>
                Edit
              </Button>
              <Button
                variant="secondary"
                onClick={() => setViewing(tournament)}
                aria-label={`Players of ${tournament.name}`}
              >
                Players
              </Button>
              {tournament.status === 'upcoming' ? (
                <Button variant="secondary" onClick={() => setSwitching(tournament)}>
                  {tournament.registration_open ? 'Close registration' : 'Reopen registration'}
                </Button>
              ) : null}
              {TOURNAMENT_TRANSITIONS[tournament.status].map((status) => (
                <Button
                  key={status}
                  variant={status === 'cancelled' ? 'ghost' : 'secondary'}
                  onClick={() => setMoving({ tournament, status })}
                >
                  {MOVE_LABELS[status]}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <TournamentDialog tournament={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {moving ? <StatusDialog {...moving} onClose={() => setMoving(null)} /> : null}
      {viewing ? <PlayersDialog tournament={viewing} onClose={() => setViewing(null)} /> : null}
      {switching ? <RegistrationDialog tournament={switching} onClose={() => setSwitching(null)} /> : null}
    </section>
  );
}

const FIELDS = [
  ['name', 'Name', 'text'],
  ['game_type', 'Game type', 'text'],
  ['tournament_type', 'Type', 'text'],
  ['buy_in', 'Buy-in (₹)', 'decimal'],
  ['prize_pool', 'Prize pool (₹)', 'decimal'],
  ['max_players', 'Max players', 'numeric'],
] as const;
type Values = Record<(typeof FIELDS)[number][0] | 'start_time', string>;

/** Create an upcoming tournament, or change one: the players' Tournaments tab follows at once. */
function TournamentDialog({ tournament, onClose }: { tournament: Tournament | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>({
    name: tournament?.name ?? '',
    game_type: tournament?.game_type ?? "No Limit Hold'em",
    tournament_type: tournament?.tournament_type ?? 'Freezeout',
    buy_in: tournament?.buy_in ?? '',
    prize_pool: tournament?.prize_pool ?? '0',
    max_players: String(tournament?.max_players ?? 100),
    start_time: tournament ? toClubInputValue(tournament.start_time) : '',
  });
  const save = useContentMutation(() => {
    const body = {
      name: values.name,
      game_type: values.game_type,
      tournament_type: values.tournament_type,
      buy_in: values.buy_in,
      prize_pool: values.prize_pool,
      max_players: Number(values.max_players),
      start_time: fromClubInputValue(values.start_time) ?? values.start_time,
    };
    return tournament
      ? callApi(tournamentsContract.patchStaffTournamentsById, { params: { id: tournament.id }, body })
      : callApi(tournamentsContract.postStaffTournaments, { body });
  }, storeTournament);
  const set = (name: keyof Values, value: string) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={tournament ? `Edit ${tournament.name}` : 'New tournament'}
      description="A new tournament opens as upcoming; players see it on their Tournaments tab at once."
      submitLabel={tournament ? 'Save' : 'Create tournament'}
      isPending={save.isPending}
      error={save.error}
      onSubmit={() =>
        save.mutate(undefined, {
          onSuccess: (saved) => {
            toast({
              title: tournament ? 'Tournament saved' : 'Tournament created',
              description: saved.name,
              variant: 'success',
            });
            onClose();
          },
        })
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([name, label, mode]) => (
          <FormField key={name} label={label}>
            {(control) => (
              <Input
                {...control}
                required
                inputMode={mode === 'text' ? undefined : mode}
                value={values[name]}
                onChange={(event) => set(name, event.target.value)}
              />
            )}
          </FormField>
        ))}
        <FormField label="Start time (club time)">
          {(control) => (
            <Input
              {...control}
              required
              type="datetime-local"
              value={values.start_time}
              onChange={(event) => set('start_time', event.target.value)}
            />
          )}
        </FormField>
      </div>
    </FloorDialog>
  );
}

function StatusDialog({
  tournament,
  status,
  onClose,
}: {
  tournament: Tournament;
  status: TournamentStatus;
  onClose: () => void;
}) {
  const move = useContentMutation(
    () => callApi(tournamentsContract.patchStaffTournamentsById, { params: { id: tournament.id }, body: { status } }),
    storeTournament,
  );
  const isFinal = TOURNAMENT_TRANSITIONS[status].length === 0;
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`${MOVE_LABELS[status]}: ${tournament.name}?`}
      description={`It becomes ${STATUS_LABELS[status].toLowerCase()}${isFinal ? ', which is final' : ''}.`}
      submitLabel={MOVE_LABELS[status]}
      variant={status === 'cancelled' ? 'destructive' : 'primary'}
      isPending={move.isPending}
      error={move.error}
      onSubmit={() =>
        move.mutate(undefined, {
          onSuccess: (saved) => {
            toast({ title: `Tournament ${STATUS_LABELS[saved.status].toLowerCase()}`, description: saved.name });
            onClose();
          },
        })
      }
    >
      {null}
    </FloorDialog>
  );
}

/** Close or reopen registration; players' open pages show 'Registration closed' at once (decision 011). */
function RegistrationDialog({ tournament, onClose }: { tournament: Tournament; onClose: () => void }) {
  const open = !tournament.registration_open;
  const change = useContentMutation(
    () =>
      callApi(tournamentsContract.patchStaffTournamentsById, {
        params: { id: tournament.id },
        body: { registration_open: open },
      }),
    storeTournament,
  );
  const label = open ? 'Reopen registration' : 'Close registration';
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`${label}: ${tournament.name}?`}
      description={
        open
          ? 'Players can register again while seats are free.'
          : 'Players who registered stay registered; nobody else can register until you reopen it.'
      }
      submitLabel={label}
      variant={open ? 'primary' : 'destructive'}
      isPending={change.isPending}
      error={change.error}
      onSubmit={() =>
        change.mutate(undefined, {
          onSuccess: (saved) => {
            toast({
              title: saved.registration_open ? 'Registration reopened' : 'Registration closed',
              description: saved.name,
            });
            onClose();
          },
        })
      }
    >
      {null}
    </FloorDialog>
  );
}

/** The registered players and the interested ones, live: a player's registration or interest rereads them. */
function PlayersDialog({ tournament, onClose }: { tournament: Tournament; onClose: () => void }) {
  const entries = useTournamentEntries(tournament.id);
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-2xl!">
        <DialogTitle>Players: {tournament.name}</DialogTitle>
        <DialogDescription>Who registered and who showed interest, earliest first.</DialogDescription>
        {entries.isError && !entries.data ? (
          <Alert variant="destructive" title="Could not read the players">
            {actionErrorText(entries.error)}
          </Alert>
        ) : null}
        {entries.isPending ? <p className="text-sm text-slate-300">Reading the players…</p> : null}
        {entries.data ? (
          <div className="mt-3 grid max-h-[60vh] gap-4 overflow-y-auto sm:grid-cols-2">
            <EntryList
              title={`Registered (${entries.data.registered.length}/${tournament.max_players})`}
              empty="Nobody has registered yet."
              entries={entries.data.registered}
              when="Registered"
            />
            <EntryList
              title={`Interested (${entries.data.interested.length})`}
              empty="Nobody has shown interest yet."
              entries={entries.data.interested}
              when="Interested"
            />
          </div>
        ) : null}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function EntryList({
  title,
  empty,
  entries,
  when,
}: {
  title: string;
  empty: string;
  entries: TournamentEntry[];
  when: string;
}) {
  return (
    <section aria-label={title} className="grid content-start gap-2">
      <h3 className="font-semibold text-white">{title}</h3>
      {entries.length === 0 ? <p className="text-sm text-slate-300">{empty}</p> : null}
      <ul className="grid gap-2">
        {entries.map((entry) => (
          <li key={entry.player_id} className="rounded-lg border border-slate-800 p-2 text-sm text-slate-200">
            <p className="font-medium text-white">{entry.name}</p>
            <p className="text-slate-300">
              {entry.nickname} · {entry.player_code}
            </p>
            <p className="text-xs text-slate-400">
              {when} {formatClubTime(entry.at, 'weekdayTime')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

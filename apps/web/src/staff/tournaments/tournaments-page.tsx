import type { Tournament } from '@club/shared/tournaments';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { formatClubTime } from '../../lib/format';
import { useStaffTournaments } from '../content/content-queries';
import { actionErrorText } from '../floor/floor-form';
import { useNow } from '../floor/use-now';
import { ClockCard } from './clock-card';
import { deskTournaments } from './desk-list';
import { TournamentFiguresView } from './figures-page';
import { SHORTCUT_HELP } from './desk-shortcuts';
import { PayoutTableEditor, TournamentPayoutsView } from './payouts-page';
import { SeatingScreen } from './seating-screen';
import { StructureEditor } from './structure-editor';

/**
 * /staff/tournaments (issue 28, the content roles): the desk with every running and coming tournament's
 * clock and its controls, each tournament's structure editor (?structure=id, so a reload keeps it), its
 * payouts and prizes (?payouts=id), its figures (?figures=id) and the club's payout table (?payouts=table, issue 30).
 * The tournament cards themselves (name, buy-in, start) are made in the Content section.
 */
export function TournamentsPage() {
  const tournaments = useStaffTournaments();
  const [params, setParams] = useSearchParams();
  const payoutsParam = params.get('payouts');
  const payoutsId = Number(payoutsParam) || null;
  const figuresId = Number(params.get('figures')) || null;
  const editingId = Number(params.get('structure')) || payoutsId || figuresId;
  const editing = tournaments.data?.find((t) => t.id === editingId);
  const seatingId = Number(params.get('seating')) || null;
  const seating = tournaments.data?.find((t) => t.id === seatingId);
  const back = () => setParams({});

  if (payoutsParam === 'table') return <PayoutTableEditor onBack={back} />;
  if (figuresId !== null && editing) return <TournamentFiguresView tournament={editing} onBack={back} />;
  if (payoutsId !== null && editing) {
    return (
      <TournamentPayoutsView
        tournament={editing}
        onBack={back}
        onFigures={() => setParams({ figures: String(editing.id) })}
      />
    );
  }
  if (editingId !== null && editing) return <StructureEditor tournament={editing} onBack={back} />;
  if (seatingId !== null && seating) return <SeatingScreen tournament={seating} onBack={back} />;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-white">Tournaments</h1>
          <p className="max-w-3xl text-sm text-slate-300">
            The clocks the TV and the players' phones follow. New tournaments and their cards are made in{' '}
            <Link to="/staff/content" className="font-semibold text-emerald-300 underline underline-offset-2">
              Content
            </Link>
            .
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <Button variant="secondary" size="lg" onClick={() => setParams({ payouts: 'table' })}>
            Payout table
          </Button>
          <KeyHelp />
        </div>
      </div>
      {(editingId !== null && tournaments.data && !editing) || (seatingId !== null && tournaments.data && !seating) ? (
        <Alert variant="warning" title="That tournament is not here">
          It may have been removed.
        </Alert>
      ) : null}
      {tournaments.isError && !tournaments.data ? (
        <Alert variant="destructive" title="Could not read the tournaments">
          {actionErrorText(tournaments.error)}
        </Alert>
      ) : null}
      {tournaments.isPending ? <p className="text-sm text-slate-300">Reading the tournaments…</p> : null}
      {tournaments.data ? (
        <Desk
          tournaments={tournaments.data}
          onEditStructure={(id) => setParams({ structure: String(id) })}
          onPayouts={(id) => setParams({ payouts: String(id) })}
          onOpenSeating={(id) => setParams({ seating: String(id) })}
        />
      ) : null}
    </div>
  );
}

interface DeskProps {
  tournaments: Tournament[];
  onEditStructure: (id: number) => void;
  onPayouts: (id: number) => void;
  onOpenSeating: (id: number) => void;
}

function Desk({ tournaments, onEditStructure, onPayouts, onOpenSeating }: DeskProps) {
  const now = useNow(60_000);
  const { clocks, later } = deskTournaments(tournaments, now);
  const [keysId, setKeysId] = useState<number | null>(null);
  const deskRef = useRef<HTMLDivElement>(null);
  const withKeys = clocks.find((t) => t.id === keysId)?.id ?? clocks[0]?.id;

  return (
    <>
      {clocks.length === 0 ? (
        <p className="rounded-2xl border border-slate-800 bg-slate-900/90 p-4 text-sm text-slate-300">
          No tournament is running or coming this week.
        </p>
      ) : null}
      <div ref={deskRef} className="grid gap-4 xl:grid-cols-2">
        {clocks.map((tournament) => (
          <ClockCard
            key={tournament.id}
            tournament={tournament}
            hasKeys={tournament.id === withKeys}
            onTakeKeys={() => setKeysId(tournament.id)}
            onEditStructure={() => onEditStructure(tournament.id)}
            onPayouts={() => onPayouts(tournament.id)}
            onOpenSeating={() => onOpenSeating(tournament.id)}
            deskRef={deskRef}
          />
        ))}
      </div>
      {later.length > 0 ? (
        <section aria-labelledby="desk-later" className="grid gap-2">
          <h2 id="desk-later" className="text-lg font-bold text-white">
            Later
          </h2>
          <ul className="grid gap-2 lg:grid-cols-2">
            {later.map((tournament) => (
              <li
                key={tournament.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-900/90 p-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold text-white">{tournament.name}</p>
                  <p className="text-sm text-slate-300">{formatClubTime(tournament.start_time, 'weekdayTime')}</p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => onEditStructure(tournament.id)}
                  aria-label={`Structure of ${tournament.name}`}
                >
                  Structure
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The desk's keys, always in sight: they act on the tournament marked "Keys act here". */
function KeyHelp() {
  return (
    <section aria-labelledby="desk-keys" className="rounded-xl border border-slate-800 bg-slate-900/90 px-3 py-2">
      <h2 id="desk-keys" className="text-xs font-semibold text-slate-300">
        Keys (on the marked tournament)
      </h2>
      <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-200">
        {SHORTCUT_HELP.map(([keys, what]) => (
          <div key={keys} className="flex gap-1">
            <dt>
              <kbd className="rounded border border-slate-600 bg-slate-800 px-1.5 font-mono text-slate-100">{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

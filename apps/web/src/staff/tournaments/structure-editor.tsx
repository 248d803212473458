import type { TournamentStructureView } from '@club/shared/tournament-structure';
import type { Tournament } from '@club/shared/tournaments';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { useTournamentClock } from '../../features/tournaments/clock/clock-queries';
import { formatClockSeconds, type HeldClock } from '../../features/tournaments/clock/clock-time';
import { useTickingSeconds } from '../../features/tournaments/clock/use-ticking-seconds';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { useNow } from '../floor/use-now';
import { CLOCK_STATE_LABELS, rowTitle } from './clock-labels';
import { useSaveStructure, useTournamentStructure } from './desk-queries';
import {
  checkDraft,
  draftFromStructure,
  isSameDraft,
  type StructureDraft,
  structureFromDraft,
} from './structure-draft';
import { StructureFields } from './structure-fields';
import { draftSchedule } from './structure-schedule';
import { StructureTable } from './structure-table';
import { TemplatesPanel } from './templates-panel';

/** One tournament's structure: its levels as a table, its entry rules, and the club's templates. */
export function StructureEditor({ tournament, onBack }: { tournament: Tournament; onBack: () => void }) {
  const view = useTournamentStructure(tournament.id);
  const held = useTournamentClock(tournament.id);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-300">Tournaments</p>
          <h1 className="text-2xl font-bold text-white">Structure: {tournament.name}</h1>
          <p className="text-sm text-slate-300">Starts {formatClubTime(tournament.start_time, 'weekdayTime')}</p>
        </div>
        <Button variant="secondary" size="lg" onClick={onBack}>
          Back to the desk
        </Button>
      </div>
      <ClockLine held={held.data} />
      {view.isError && !view.data ? (
        <Alert variant="destructive" title="Could not read the structure">
          {actionErrorText(view.error)}
        </Alert>
      ) : null}
      {view.isPending ? <p className="text-sm text-slate-300">Reading the structure…</p> : null}
      {view.data ? <Editor tournament={tournament} view={view.data} held={held.data} /> : null}
    </div>
  );
}

/** Where the clock is, for the director editing the rows ahead of it. */
function ClockLine({ held }: { held: HeldClock | undefined }) {
  const { secondsLeft } = useTickingSeconds(held);
  if (!held) return null;
  const { clock } = held;
  return (
    <p role="status" className="rounded-xl border border-slate-800 bg-slate-900/90 px-3 py-2 text-sm text-slate-200">
      Clock: <span className="font-semibold text-white">{CLOCK_STATE_LABELS[clock.state]}</span>
      {clock.state === 'not_started' || clock.state === 'finished'
        ? null
        : ` · ${rowTitle(clock)} · ${formatClockSeconds(secondsLeft ?? clock.secondsLeft)} left`}
    </p>
  );
}

function Editor({
  tournament,
  view,
  held,
}: {
  tournament: Tournament;
  view: TournamentStructureView;
  held: HeldClock | undefined;
}) {
  const [baseline, setBaseline] = useState(() => draftFromStructure(view.structure));
  const [draft, setDraft] = useState(baseline);
  const [seenView, setSeenView] = useState(view);
  const [isShowingErrors, setIsShowingErrors] = useState(false);
  const save = useSaveStructure(tournament.id);
  useNow(30_000); // the projected times move with the clock

  // Another console saved, or the answer to our own save: an untouched draft follows the saved structure.
  if (seenView !== view) {
    setSeenView(view);
    const fresh = draftFromStructure(view.structure);
    if (!isSameDraft(fresh, baseline)) {
      setBaseline(fresh);
      if (isSameDraft(draft, baseline)) setDraft(fresh);
    }
  }

  const clock = held?.clock;
  const isFinished =
    clock?.state === 'finished' || tournament.status === 'finished' || tournament.status === 'cancelled';
  const lockedThrough =
    clock === undefined ? view.lockedThroughIndex : clock.state === 'not_started' ? null : clock.levelIndex;
  const check = checkDraft(draft);
  const isChanged = !isSameDraft(draft, baseline);
  const schedule = draftSchedule(draft.rows, held, performance.now(), Date.parse(tournament.start_time), Date.now());
  const errors = isShowingErrors ? check.byPath : new Map<string, string>();
  const change = (next: StructureDraft) => {
    save.reset();
    setDraft(next);
  };

  const onSave = () => {
    setIsShowingErrors(true);
    if (!check.isValid) return;
    save.mutate(structureFromDraft(draft), {
      onSuccess: (answer) => {
        const fresh = draftFromStructure(answer.structure);
        setBaseline(fresh);
        setDraft(fresh);
        setIsShowingErrors(false);
        toast({ title: 'Structure saved', description: tournament.name, variant: 'success' });
      },
    });
  };

  return (
    <>
      {isFinished ? (
        <Alert variant="info" title="This tournament has ended">
          Its structure no longer changes.
        </Alert>
      ) : lockedThrough !== null ? (
        <Alert variant="info" title="The clock has started">
          Played rows and the running one stay as they are; changes apply from the next level on.
        </Alert>
      ) : null}
      <section aria-labelledby="structure-levels" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="structure-levels" className="text-lg font-bold text-white">
            Levels and breaks
          </h2>
          <p className="text-sm text-slate-300">
            {schedule.endMs !== null && draft.rows.length > 0
              ? `The last row ends about ${formatClubTime(new Date(schedule.endMs), 'weekdayTime')}`
              : null}
          </p>
        </div>
        <StructureTable
          rows={draft.rows}
          onChange={(rows) => change({ ...draft, rows })}
          lockedThrough={lockedThrough}
          isReadOnly={isFinished}
          starts={schedule.starts}
          errors={errors}
        />
      </section>
      <section aria-labelledby="structure-rules" className="grid gap-3">
        <h2 id="structure-rules" className="text-lg font-bold text-white">
          Stack, registration and entries
        </h2>
        <StructureFields
          draft={draft}
          onChange={change}
          isStackLocked={lockedThrough !== null}
          isReadOnly={isFinished}
          errors={errors}
        />
      </section>
      {isShowingErrors && !check.isValid ? (
        <Alert variant="destructive" title="Not saved: the structure needs changes">
          <ul className="list-disc pl-5">
            {check.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {save.error ? (
        <Alert variant="destructive" title="Not saved">
          {actionErrorText(save.error)}
        </Alert>
      ) : null}
      {isFinished ? null : (
        <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-slate-800 bg-slate-950 py-3">
          <Button size="lg" onClick={onSave} disabled={save.isPending || !isChanged}>
            {save.isPending ? 'Saving…' : 'Save structure'}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            disabled={!isChanged}
            onClick={() => {
              change(baseline);
              setIsShowingErrors(false);
            }}
          >
            Discard changes
          </Button>
          <p role="status" className="text-sm text-slate-300">
            {isChanged
              ? 'Unsaved changes'
              : view.updatedAt
                ? `Saved ${formatClubTime(view.updatedAt, 'dayTime')}`
                : 'Not saved yet'}
          </p>
        </div>
      )}
      <TemplatesPanel
        tournament={tournament}
        draft={draft}
        isDraftValid={check.isValid}
        hasStructure={view.structure !== null}
        isReadOnly={isFinished}
        onApplied={(applied) => {
          const fresh = draftFromStructure(applied.structure);
          setBaseline(fresh);
          setDraft(fresh);
          setIsShowingErrors(false);
        }}
      />
    </>
  );
}

import { formatRupees } from '@club/shared/money';
import type { Tournament } from '@club/shared/tournaments';
import { type ReactNode, type RefObject, useId } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useLevelChangeChime, useTournamentClock } from '../../features/tournaments/clock/clock-queries';
import { paidText } from '../../features/tournaments/clock/clock-text';
import { formatClockSeconds } from '../../features/tournaments/clock/clock-time';
import { useTickingSeconds } from '../../features/tournaments/clock/use-ticking-seconds';
import { cn } from '../../lib/class-names';
import { formatClubTime, formatCount } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { blindsText, CLOCK_STATE_LABELS, type ClockState, nextRowText, rowTitle } from './clock-labels';
import { ClockControls } from './clock-controls';
import { useClockAction } from './desk-queries';

const STATE_BADGES: Record<ClockState, BadgeVariant> = {
  not_started: 'default',
  running: 'success',
  paused: 'warning',
  on_break: 'info',
  finished: 'default',
};

interface ClockCardProps {
  tournament: Tournament;
  hasKeys: boolean;
  onTakeKeys: () => void;
  onEditStructure: () => void;
  onPayouts: () => void;
  onOpenSeating: () => void;
  deskRef: RefObject<HTMLElement | null>;
}

/** One tournament's live clock on the desk: the time left large, what the room asks about, and the controls. */
export function ClockCard({
  tournament,
  hasKeys,
  onTakeKeys,
  onEditStructure,
  onPayouts,
  onOpenSeating,
  deskRef,
}: ClockCardProps) {
  const titleId = useId();
  const held = useTournamentClock(tournament.id);
  const clock = held.data?.clock;
  const { secondsLeft, secondsToBreak } = useTickingSeconds(held.data);
  const action = useClockAction(tournament.id);
  useLevelChangeChime(clock);

  return (
    <section
      aria-labelledby={titleId}
      onFocusCapture={onTakeKeys}
      onPointerDown={onTakeKeys}
      className={cn(
        'grid content-start gap-4 rounded-2xl border bg-slate-900/90 p-4',
        hasKeys ? 'border-emerald-500 ring-2 ring-emerald-500/40' : 'border-slate-800',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-white">
            {tournament.name}
          </h2>
          <p className="text-sm text-slate-300">
            {tournament.game_type} · starts {formatClubTime(tournament.start_time, 'weekdayTime')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {hasKeys ? <Badge variant="info">Keys act here</Badge> : null}
          {clock?.handForHand ? <Badge variant="warning">Hand-for-hand</Badge> : null}
          {clock ? <Badge variant={STATE_BADGES[clock.state]}>{CLOCK_STATE_LABELS[clock.state]}</Badge> : null}
        </div>
      </header>

      {held.isError && !clock ? (
        <Alert variant="destructive" title="Could not read the clock">
          {actionErrorText(held.error)}
        </Alert>
      ) : null}
      {!clock && held.isPending ? <p className="text-sm text-slate-300">Reading the clock…</p> : null}

      {clock ? (
        <>
          <div className="flex flex-wrap items-end gap-x-6 gap-y-1">
            <p
              role="timer"
              aria-label="Time left"
              className="font-mono text-6xl font-bold tabular-nums leading-none text-white sm:text-7xl"
            >
              {clock.level ? formatClockSeconds(secondsLeft ?? clock.secondsLeft) : '–:––'}
            </p>
            <div className="min-w-0 pb-1">
              <p className="text-xl font-bold text-emerald-300" data-testid="clock-level">
                {rowTitle(clock)}
              </p>
              <p className="text-lg text-white">{blindsText(clock.level)}</p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
            <Stat label="Next level">{clock.level ? nextRowText(clock.nextLevel) : '—'}</Stat>
            <Stat label="Next break">
              {clock.state === 'on_break'
                ? 'On break now'
                : secondsToBreak === null
                  ? 'No break ahead'
                  : `in ${formatClockSeconds(secondsToBreak)}`}
            </Stat>
            <Stat label="Players">
              {formatCount(clock.playersLeft)} left of {formatCount(clock.entries)}
            </Stat>
            <Stat label="Average stack">
              {clock.averageStack === null
                ? '—'
                : `${formatCount(clock.averageStack)}${clock.averageStackBigBlinds === null ? '' : ` (${clock.averageStackBigBlinds} BB)`}`}
            </Stat>
            <Stat label="Prize pool">{formatRupees(clock.prizePool)}</Stat>
            <Stat label="Paid places">{paidText(clock) ?? '—'}</Stat>
            {/* The house's fees, apart from the pool (decision 130). */}
            <Stat label="Fees (house)">{formatRupees(clock.fees)}</Stat>
            <Stat label="Late registration">
              {clock.lateRegistrationOpen
                ? clock.lateRegistrationEndsAt
                  ? `Open until ${formatClubTime(clock.lateRegistrationEndsAt, 'time')}`
                  : 'Open'
                : 'Closed'}
            </Stat>
          </dl>
          <ClockControls
            name={tournament.name}
            clock={clock}
            secondsLeft={secondsLeft ?? clock.secondsLeft}
            isPending={action.isPending}
            run={(body) => action.mutate(body)}
            hasKeys={hasKeys}
            deskRef={deskRef}
          />
          {action.error ? (
            <Alert variant="destructive" title="The clock did not change">
              <p>{actionErrorText(action.error)}</p>
              <Button variant="link" onClick={() => action.reset()}>
                Dismiss
              </Button>
            </Alert>
          ) : null}
        </>
      ) : null}

      <div className="flex flex-wrap gap-2 border-t border-slate-800 pt-3">
        <Button variant="secondary" onClick={onEditStructure} aria-label={`Structure of ${tournament.name}`}>
          Structure
        </Button>
        <Button variant="secondary" onClick={onPayouts} aria-label={`Payouts of ${tournament.name}`}>
          Payouts
        </Button>
        <Button variant="secondary" onClick={onOpenSeating} aria-label={`Seating of ${tournament.name}`}>
          Seating
        </Button>
      </div>
    </section>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="text-slate-100">{children}</dd>
    </div>
  );
}

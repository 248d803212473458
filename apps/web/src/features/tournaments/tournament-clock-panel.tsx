import { formatRupees } from '@club/shared/money';
import type { TournamentClock } from '@club/shared/tournament-clock';
import { cn } from '../../lib/class-names';
import {
  anteText,
  averageStackText,
  blindsText,
  clockStateText,
  formatChips,
  isBreak,
  lateRegistrationSecondsAt,
  levelTitle,
  nextRowText,
  ordinal,
  paidText,
} from './clock/clock-text';
import { formatClockSeconds, type HeldClock } from './clock/clock-time';
import { useTickingSeconds } from './clock/use-ticking-seconds';

function StateChip({ clock }: { clock: TournamentClock }) {
  const text = clockStateText(clock);
  if (!text) return null;
  return (
    <span
      data-testid="clock-state"
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-slate-950',
        clock.handForHand ? 'bg-rose-300' : 'bg-amber-300',
      )}
    >
      {text}
    </span>
  );
}

/** One line of a running tournament's clock for a card: the level, its blinds and the time left, live. */
export function CompactClock({ held }: { held: HeldClock }) {
  const { clock } = held;
  const { secondsLeft } = useTickingSeconds(held);
  const level = clock.level?.kind === 'level' ? clock.level : null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-emerald-800/60 bg-emerald-950/40 px-3 py-2">
      <span className="font-semibold text-white">{levelTitle(clock)}</span>
      {level ? <span className="text-sm text-slate-200 tabular-nums">{blindsText(level)}</span> : null}
      <span data-testid="clock-time" className="ml-auto text-xl font-bold text-emerald-200 tabular-nums">
        {formatClockSeconds(secondsLeft ?? 0)}
      </span>
      <StateChip clock={clock} />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="font-semibold text-white tabular-nums">{value}</dd>
    </div>
  );
}

/** The tournament page's clock: the same clock as the TV's, sized for a phone. */
export function ClockPanel({ held }: { held: HeldClock }) {
  const { clock } = held;
  const { secondsLeft, secondsToBreak } = useTickingSeconds(held);
  const lateSeconds = lateRegistrationSecondsAt(held, Math.max(performance.now(), held.receivedAt));
  const level = clock.level?.kind === 'level' ? clock.level : null;
  const colorUp = clock.level?.kind === 'break' ? clock.level.colorUp : null;
  const ante = level ? anteText(level) : null;
  return (
    <section
      aria-labelledby="clock-heading"
      data-clock-state={clock.state}
      className={cn(
        'rounded-2xl border p-4 shadow-xl shadow-black/30',
        isBreak(clock) ? 'border-emerald-700 bg-emerald-950/50' : 'border-slate-800 bg-slate-900/90',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="clock-heading" data-testid="clock-level" className="text-lg font-bold text-white">
          {levelTitle(clock)}
        </h2>
        <StateChip clock={clock} />
      </div>
      <p data-testid="clock-time" className="mt-1 text-6xl font-black text-white tabular-nums">
        {formatClockSeconds(secondsLeft ?? 0)}
      </p>
      {level ? (
        <p className="mt-2 text-2xl font-bold text-white tabular-nums">
          <span className="sr-only">Blinds </span>
          {blindsText(level)}
          <span className="block text-sm font-medium text-emerald-200">{ante ?? 'No ante'}</span>
        </p>
      ) : null}
      {colorUp ? (
        <p className="mt-2 rounded-lg bg-amber-300 px-3 py-2 text-sm font-semibold text-slate-950">
          Colour-up: {colorUp}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-200">
        <span className="text-slate-400">Next: </span>
        <span data-testid="clock-next">{nextRowText(clock.nextLevel)}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact
          label="Next break"
          value={secondsToBreak === null ? 'None' : `in ${formatClockSeconds(secondsToBreak)}`}
        />
        <Fact label="Players left" value={`${formatChips(clock.playersLeft)} of ${formatChips(clock.entries)}`} />
        <Fact label="Average stack" value={averageStackText(clock) ?? '—'} />
        <Fact label="Prize pool" value={formatRupees(clock.prizePool)} />
        {Number(clock.bounty) > 0 ? <Fact label="Bounty on each player" value={formatRupees(clock.bounty)} /> : null}
        <Fact label="Paid places" value={paidText(clock) ?? '—'} />
        <Fact
          label="Late registration"
          value={
            lateSeconds === null
              ? 'Closed'
              : clock.state === 'not_started'
                ? 'Open'
                : `Open · ${formatClockSeconds(lateSeconds)} left`
          }
        />
      </dl>
      {clock.paidPlaces.length > 0 ? (
        <div className="mt-3 text-sm">
          <p className="text-slate-400">Prizes</p>
          <ol aria-label="Prizes" className="mt-1 flex flex-wrap gap-x-3 gap-y-1 tabular-nums text-slate-100">
            {clock.paidPlaces.map(({ place, amount }) => (
              <li key={place}>
                <span className="text-slate-400">{ordinal(place)}</span> {formatRupees(amount)}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

import { formatRupees } from '@club/shared/money';
import type { TournamentClock } from '@club/shared/tournament-clock';
import { useEffect } from 'react';
import { ClubLogo } from '../components/club-logo';
import {
  anteText,
  blindsText,
  clockStateText,
  formatChips,
  isBreak,
  lateRegistrationSecondsAt,
  levelTitle,
  nextRowText,
  paidText,
} from '../features/tournaments/clock/clock-text';
import { useLevelChangeChime, useTournamentClock } from '../features/tournaments/clock/clock-queries';
import { formatClockSeconds, type HeldClock } from '../features/tournaments/clock/clock-time';
import { useTickingSeconds } from '../features/tournaments/clock/use-ticking-seconds';
import { isApiError } from '../lib/api';
import { cn } from '../lib/class-names';
import { BoardMessage } from './board-screen';
import { LiveIndicator } from './board-view';
import type { LiveState } from './use-board-live';
import type { TvMoves } from '@club/shared/tournament-seating';

/** Whole rupees on the TV (the paise of a pool are noise from across the room). */
const poolText = (amount: string) => formatRupees(amount).replace(/\.00$/, '');

/**
 * A tournament's clock on the room's TV (issue 28, decision 114): read once, then every `tournament_clock`
 * push is applied as it arrives (DisplayApp's socket); the time left runs on from the receipt. A level
 * change or a break's end sounds the room's chime (when the TV's browser allows sound).
 */
export function ClockScreen({
  tournamentId,
  tournamentName,
  clubName,
  live,
  moves,
  onGone,
}: {
  tournamentId: number;
  tournamentName: string | null;
  clubName: string;
  live: LiveState;
  /** Moves to list instead of the level for a minute (decision 132), or null. */
  moves: TvMoves | null;
  /** The tournament is no longer there (removed): the display reads its screen again. */
  onGone: () => void;
}) {
  const clock = useTournamentClock(tournamentId);
  useLevelChangeChime(clock.data?.clock);
  const isGone = isApiError(clock.error, 404);
  useEffect(() => {
    if (isGone) onGone();
  }, [isGone, onGone]);
  useEffect(() => {
    document.title = `${tournamentName ?? 'Tournament'} · clock`;
  }, [tournamentName]);

  if (!clock.data) {
    return (
      <BoardMessage
        title={clock.isError ? 'The club server does not answer' : 'Opening the clock…'}
        message={clock.isError ? 'The clock keeps trying by itself.' : 'Connecting to the club server.'}
        isBusy
      />
    );
  }
  return <TvClock held={clock.data} tournamentName={tournamentName} clubName={clubName} live={live} moves={moves} />;
}

function TvClock({
  held,
  tournamentName,
  clubName,
  live,
  moves,
}: {
  held: HeldClock;
  tournamentName: string | null;
  clubName: string;
  live: LiveState;
  moves: TvMoves | null;
}) {
  const { clock } = held;
  const { secondsLeft, secondsToBreak } = useTickingSeconds(held);
  const lateSeconds = lateRegistrationSecondsAt(held, Math.max(performance.now(), held.receivedAt));
  const onBreak = isBreak(clock);
  return (
    <main
      data-clock-state={clock.state}
      className="flex h-full flex-col gap-[calc(var(--u)*2)] p-[calc(var(--u)*2.5)]"
      aria-label={`${tournamentName ?? 'Tournament'} clock`}
    >
      <header className="flex items-center gap-[calc(var(--u)*2)]">
        <ClubLogo className="size-[calc(var(--u)*7)]" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-[length:calc(var(--u)*2.6)] text-emerald-300 leading-none">
            {clubName}
          </p>
          <h1 className="mt-[calc(var(--u)*0.8)] truncate font-extrabold text-[length:calc(var(--u)*4.6)] leading-none tracking-tight">
            {tournamentName ?? 'Tournament'}
          </h1>
        </div>
        <LiveIndicator state={live} />
      </header>
      {moves ? (
        <MovesView moves={moves} />
      ) : onBreak ? (
        <BreakView clock={clock} secondsLeft={secondsLeft ?? 0} />
      ) : (
        <div className="flex min-h-0 flex-1 gap-[calc(var(--u)*3)]">
          <LevelView clock={clock} secondsLeft={secondsLeft ?? 0} />
          <Stats clock={clock} secondsToBreak={secondsToBreak} lateSeconds={lateSeconds} />
        </div>
      )}
      {onBreak ? <StatsStrip clock={clock} lateSeconds={lateSeconds} /> : null}
    </main>
  );
}

const MOVES_TITLES: Record<TvMoves['kind'], string> = {
  draw: 'Seats drawn',
  late: 'New seats',
  move: 'Player moves',
  break: 'Table broken: moves',
  final: 'Final table: seats',
};

/** The moves of a draw, a balance or a break, large enough to read across the room. */
function MovesView({ moves }: { moves: TvMoves }) {
  return (
    <section aria-label={MOVES_TITLES[moves.kind]} className="flex min-h-0 flex-1 flex-col gap-[calc(var(--u)*1.5)]">
      <h2 className="font-extrabold text-[length:calc(var(--u)*6.5)] text-amber-300 leading-none">
        {MOVES_TITLES[moves.kind]}
      </h2>
      <ul className="grid min-h-0 grid-cols-2 content-start gap-x-[calc(var(--u)*4)] gap-y-[calc(var(--u)*1)] overflow-hidden">
        {moves.moves.map((m) => (
          <li
            key={`${m.name}-${m.to.table}-${m.to.seat}`}
            className="flex items-baseline justify-between gap-[calc(var(--u)*2)] text-[length:calc(var(--u)*5)]"
          >
            <span className="truncate font-semibold">{m.name}</span>
            <span className="shrink-0 font-bold tabular-nums text-emerald-300">
              Table {m.to.table}, seat {m.to.seat}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The time left, as large as the screen allows (smaller when it runs past an hour). */
function TimeLeft({ seconds, className }: { seconds: number; className?: string }) {
  const text = formatClockSeconds(seconds);
  return (
    <p
      data-testid="clock-time"
      className={cn(
        'font-black tabular-nums leading-[0.9] tracking-tight',
        text.length > 5 ? 'text-[length:calc(var(--u)*23)]' : 'text-[length:calc(var(--u)*30)]',
        className,
      )}
    >
      {text}
    </p>
  );
}

function StateBanner({ clock }: { clock: TournamentClock }) {
  const text = clockStateText(clock);
  if (!text) return null;
  return (
    <p
      data-testid="clock-state"
      className={cn(
        'rounded-[calc(var(--u)*1)] px-[calc(var(--u)*2)] py-[calc(var(--u)*0.6)] font-extrabold text-[length:calc(var(--u)*4.6)] uppercase tracking-wide',
        clock.handForHand ? 'bg-rose-300 text-slate-950' : 'bg-amber-300 text-slate-950',
      )}
    >
      {text}
    </p>
  );
}

function LevelView({ clock, secondsLeft }: { clock: TournamentClock; secondsLeft: number }) {
  const level = clock.level?.kind === 'level' ? clock.level : null;
  const ante = level ? anteText(level) : null;
  const progress = clock.levelSeconds > 0 ? Math.min(1, Math.max(0, 1 - secondsLeft / clock.levelSeconds)) : 0;
  return (
    <section aria-label="Level" className="flex min-w-0 flex-[1.7] flex-col justify-center">
      <div className="flex flex-wrap items-center gap-[calc(var(--u)*2)]">
        <h2 data-testid="clock-level" className="font-extrabold text-[length:calc(var(--u)*7)] leading-none">
          {levelTitle(clock)}
        </h2>
        <StateBanner clock={clock} />
      </div>
      <TimeLeft seconds={secondsLeft} className="mt-[calc(var(--u)*1.5)]" />
      <div aria-hidden="true" className="mt-[calc(var(--u)*1)] h-[calc(var(--u)*1.2)] rounded-full bg-slate-800">
        <div className="h-full rounded-full bg-emerald-400" style={{ width: `${progress * 100}%` }} />
      </div>
      {level ? (
        <>
          <p className="mt-[calc(var(--u)*2.5)] font-semibold text-[length:calc(var(--u)*3)] text-slate-300 uppercase tracking-wide">
            Blinds
          </p>
          <p
            data-testid="clock-blinds"
            className="font-extrabold text-[length:calc(var(--u)*11)] leading-none tabular-nums"
          >
            {blindsText(level)}
          </p>
          <p className="mt-[calc(var(--u)*1)] font-semibold text-[length:calc(var(--u)*4.6)] text-emerald-200">
            {ante ?? 'No ante'}
          </p>
        </>
      ) : null}
      <p className="mt-[calc(var(--u)*2)] text-[length:calc(var(--u)*4)] text-slate-200">
        <span className="font-semibold text-slate-300">Next: </span>
        <span data-testid="clock-next">{nextRowText(clock.nextLevel)}</span>
      </p>
    </section>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-[length:calc(var(--u)*2.8)] text-slate-300 uppercase tracking-wide">{label}</dt>
      {/* The detail goes to its own line where the value leaves no room for it: nothing is cut off. */}
      <dd className="flex flex-wrap items-baseline gap-x-[calc(var(--u)*1.2)] font-bold text-[length:calc(var(--u)*6)] leading-tight tabular-nums">
        <span className="min-w-0 [overflow-wrap:anywhere]">{value}</span>
        {detail ? (
          <span className="font-semibold text-[length:calc(var(--u)*3.6)] text-emerald-200">{detail}</span>
        ) : null}
      </dd>
    </div>
  );
}

function lateRegistrationValue(clock: TournamentClock, lateSeconds: number | null) {
  if (lateSeconds === null) return { value: 'Closed', detail: null };
  return { value: 'Open', detail: clock.state === 'not_started' ? null : `${formatClockSeconds(lateSeconds)} left` };
}

function Stats({
  clock,
  secondsToBreak,
  lateSeconds,
}: {
  clock: TournamentClock;
  secondsToBreak: number | null;
  lateSeconds: number | null;
}) {
  return (
    <dl
      aria-label="Tournament"
      className="flex min-w-0 flex-1 flex-col justify-center gap-[calc(var(--u)*2.2)] rounded-[calc(var(--u)*1.6)] border-2 border-slate-700 bg-slate-900 p-[calc(var(--u)*2.5)]"
    >
      <Stat label="Next break" value={secondsToBreak === null ? 'None' : formatClockSeconds(secondsToBreak)} />
      <FieldStats clock={clock} lateSeconds={lateSeconds} playersDetail="left / entries" />
    </dl>
  );
}

/** A break: the time left, the colour-up (TDA 24's chip race) and what follows, across the whole screen. */
function BreakView({ clock, secondsLeft }: { clock: TournamentClock; secondsLeft: number }) {
  const colorUp = clock.level?.kind === 'break' ? clock.level.colorUp : null;
  return (
    <section aria-label="Break" className="flex min-h-0 flex-1 flex-col items-center justify-center text-center">
      <div className="flex items-center gap-[calc(var(--u)*2)]">
        <h2
          data-testid="clock-level"
          className="font-black text-[length:calc(var(--u)*10)] text-emerald-300 leading-none uppercase"
        >
          Break
        </h2>
        <StateBanner clock={clock} />
      </div>
      <TimeLeft seconds={secondsLeft} className="mt-[calc(var(--u)*1)]" />
      {colorUp ? (
        <p className="mt-[calc(var(--u)*2)] max-w-[90%] rounded-[calc(var(--u)*1.4)] bg-amber-300 px-[calc(var(--u)*3)] py-[calc(var(--u)*1.2)] font-bold text-[length:calc(var(--u)*5)] text-slate-950 leading-tight">
          Colour-up: {colorUp}
        </p>
      ) : null}
      <p className="mt-[calc(var(--u)*2)] text-[length:calc(var(--u)*5)] text-slate-100">
        <span className="font-semibold text-slate-300">Next: </span>
        <span data-testid="clock-next">{nextRowText(clock.nextLevel)}</span>
      </p>
    </section>
  );
}

/** The field's figures, beside the running clock and under a break: players, average, pool, late registration. */
function FieldStats({
  clock,
  lateSeconds,
  playersDetail,
}: {
  clock: TournamentClock;
  lateSeconds: number | null;
  playersDetail: string | null;
}) {
  const late = lateRegistrationValue(clock, lateSeconds);
  return (
    <>
      <Stat
        label="Players"
        value={`${formatChips(clock.playersLeft)} / ${formatChips(clock.entries)}`}
        detail={playersDetail}
      />
      <Stat
        label="Average stack"
        value={clock.averageStack === null ? '—' : formatChips(clock.averageStack)}
        detail={clock.averageStackBigBlinds === null ? null : `${clock.averageStackBigBlinds} BB`}
      />
      <Stat
        label="Prize pool"
        value={poolText(clock.prizePool)}
        detail={
          [paidText(clock), Number(clock.bounty) > 0 ? `Bounty ${poolText(clock.bounty)} a player` : null]
            .filter(Boolean)
            .join(' · ') || null
        }
      />
      <Stat label="Late registration" value={late.value} detail={late.detail} />
    </>
  );
}

/** Under the break: the counts, the average and the pool in one row. */
function StatsStrip({ clock, lateSeconds }: { clock: TournamentClock; lateSeconds: number | null }) {
  return (
    <dl
      aria-label="Tournament"
      className="grid grid-cols-4 gap-[calc(var(--u)*2)] rounded-[calc(var(--u)*1.6)] border-2 border-slate-700 bg-slate-900 p-[calc(var(--u)*2)]"
    >
      <FieldStats clock={clock} lateSeconds={lateSeconds} playersDetail={null} />
    </dl>
  );
}

import { buyInPayment } from '@club/shared/buy-in';
import { formatClubTime } from '../../lib/format';
import { formatRupees } from '@club/shared/money';
import type { LiveSessionDetail } from '@club/shared/live-session';
import { CASH_OUT_URGENT_MINUTES } from '@club/shared/tables';
import { minutesLeft, type PhaseState, type SessionPhase } from '@club/shared/tables-phase';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/class-names';
import { ChangeRequestCard } from './change-request-card';
import { useSessionActions } from './session-actions';
import { formatClock } from './use-session-clock';

const PHASE_LABELS: Record<SessionPhase, string> = {
  MINIMUM_PLAY: 'Minimum Play',
  CALL_TIME_AVAILABLE: 'Call Time Available',
  CALL_TIME_ACTIVE: 'Call Time Active',
  CASH_OUT_WINDOW: 'Cash-Out Window',
};

function phaseNote(state: PhaseState): string {
  switch (state.phase) {
    case 'MINIMUM_PLAY':
      return 'Play the table’s minimum time first. Call time unlocks when it ends.';
    case 'CALL_TIME_AVAILABLE':
      return 'You may start call time now: once it runs out, a cash-out window opens. An unused window brings you back here.';
    case 'CALL_TIME_ACTIVE':
      return 'Call time is running. Play on; the cash-out window opens when it ends.';
    case 'CASH_OUT_WINDOW':
      return state.cashOutRequested
        ? 'Cash-out requested: management has been told. Settle your chips at the cashier counter.'
        : 'Request your cash-out now, before the window closes. The cashier settles your chips.';
  }
}

function phaseRemaining(state: PhaseState): number | null {
  if (state.phase === 'MINIMUM_PLAY') return state.minPlayRemaining;
  if (state.phase === 'CALL_TIME_ACTIVE') return state.callTimeRemaining;
  if (state.phase === 'CASH_OUT_WINDOW' && state.phaseEndsAt !== null) return state.cashOutTimeRemaining;
  return null;
}

const ORDER: SessionPhase[] = ['MINIMUM_PLAY', 'CALL_TIME_AVAILABLE', 'CALL_TIME_ACTIVE', 'CASH_OUT_WINDOW'];

interface TileProps {
  phase: SessionPhase;
  state: PhaseState;
  label: string;
  detail: string;
}

function Tile({ phase, state, label, detail }: TileProps) {
  const isCurrent = state.phase === phase;
  const isDone = ORDER.indexOf(state.phase) > ORDER.indexOf(phase) && phase !== 'CALL_TIME_AVAILABLE';
  const remaining = isCurrent ? phaseRemaining(state) : null;
  // Spec section 4: the Cash Out tile is red and pulsing at 5 minutes or less.
  const isUrgent =
    phase === 'CASH_OUT_WINDOW' && isCurrent && remaining !== null && remaining <= CASH_OUT_URGENT_MINUTES * 60;
  return (
    <li
      data-phase={phase}
      aria-current={isCurrent ? 'step' : undefined}
      className={cn(
        'rounded-xl border p-3 transition-colors',
        isUrgent
          ? 'border-red-500 bg-red-950/80 motion-safe:animate-pulse'
          : isCurrent
            ? 'border-emerald-500 bg-emerald-950/70'
            : 'border-slate-800 bg-slate-900/70',
      )}
    >
      <p
        className={cn(
          'text-xs font-semibold',
          isUrgent ? 'text-red-200' : isCurrent ? 'text-emerald-200' : 'text-slate-400',
        )}
      >
        {label}
      </p>
      <p
        className={cn(
          'mt-1 text-sm font-bold',
          isCurrent ? 'text-white' : isDone ? 'text-slate-300' : 'text-slate-400',
        )}
      >
        {isCurrent ? (remaining !== null ? `${minutesLeft(remaining)} min left` : 'Now') : isDone ? 'Done' : detail}
      </p>
    </li>
  );
}

interface LiveSessionPanelProps {
  playerId: number;
  session: LiveSessionDetail;
  state: PhaseState;
  elapsedSeconds: number;
}

/** The live session: elapsed time, the table, the phase with minutes left, four tiles, actions, rules. */
export function LiveSessionPanel({ playerId, session, state, elapsedSeconds }: LiveSessionPanelProps) {
  const actions = useSessionActions(playerId, session.id);
  const rules = session.timingRules;
  const remaining = phaseRemaining(state);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="rounded-2xl border border-slate-800 bg-slate-950/60 p-4 text-center">
        <p className="text-xs font-semibold tracking-widest text-slate-400 uppercase">Time at the table</p>
        <p
          className="mt-1 font-mono text-4xl font-black text-white tabular-nums"
          role="timer"
          aria-label="Elapsed time"
        >
          {formatClock(elapsedSeconds)}
        </p>
        <p className="mt-2 text-sm text-slate-300">
          <span className="font-semibold text-emerald-300">{PHASE_LABELS[state.phase]}</span>
          {remaining !== null ? ` · ${minutesLeft(remaining)} min remaining` : ''}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-2 text-sm">
        {[
          [
            'Buy-in',
            `${formatRupees(session.buyInAmount)} · ${buyInPayment(session.buyInAmount, session.buyInPaid).label}`,
            false,
          ],
          ['Started', formatClubTime(session.sessionStartTime, 'time'), false],
          ['Table', `${session.tableName} · Seat ${session.seatNumber}`, true],
          ['Game', `${session.gameType} · ${session.stakes}`, true],
        ].map(([label, value, isWide]) => (
          <div
            key={String(label)}
            className={cn('min-w-0 rounded-xl bg-slate-800/60 px-3 py-2', isWide && 'col-span-2')}
          >
            <dt className="text-xs text-slate-400">{label}</dt>
            <dd className="font-semibold break-words text-white">{value}</dd>
          </div>
        ))}
      </dl>

      <ol aria-label="Session phases" className="grid grid-cols-2 gap-2">
        <Tile phase="MINIMUM_PLAY" state={state} label="Min Play" detail={`${rules.minPlayMinutes} min`} />
        <Tile phase="CALL_TIME_AVAILABLE" state={state} label="Call Time Available" detail="After min play" />
        <Tile phase="CALL_TIME_ACTIVE" state={state} label="Call Time Active" detail={`${rules.callTimeMinutes} min`} />
        <Tile
          phase="CASH_OUT_WINDOW"
          state={state}
          label="Cash Out"
          detail={`${rules.cashOutWindowMinutes} min window`}
        />
      </ol>

      <p role="status" className="rounded-xl border border-sky-800/60 bg-sky-950/50 px-3 py-2 text-sm text-sky-100">
        {phaseNote(state)}
      </p>

      <div className="grid grid-cols-2 gap-3">
        <Button
          // Enabled, it looks like the action it is (issue 14, item 25: secondary read as disabled).
          variant={state.canStartCallTime ? 'primary' : 'secondary'}
          disabled={!state.canStartCallTime || actions.isStartingCallTime}
          onClick={actions.startCallTime}
        >
          Start Call Time
        </Button>
        <Button
          variant={state.canCashOut ? 'destructive' : 'secondary'}
          disabled={!state.canCashOut || actions.isRequestingCashOut}
          onClick={actions.requestCashOut}
        >
          {state.cashOutRequested ? 'Cash Out Requested' : 'Cash Out'}
        </Button>
      </div>

      <ChangeRequestCard playerId={playerId} seatId={session.seatId} />

      <section aria-labelledby="table-rules-heading" className="rounded-xl border border-slate-800 p-3">
        <h3 id="table-rules-heading" className="text-xs font-semibold tracking-widest text-slate-400 uppercase">
          Table configuration{rules.isDefault ? ' · club defaults' : ''}
        </h3>
        <ul className="mt-2 grid gap-1 text-sm text-slate-200">
          <li className="flex justify-between">
            <span>Minimum play</span> <span className="font-semibold">{rules.minPlayMinutes} min</span>
          </li>
          <li className="flex justify-between">
            <span>Call time</span> <span className="font-semibold">{rules.callTimeMinutes} min</span>
          </li>
          <li className="flex justify-between">
            <span>Cash-out window</span> <span className="font-semibold">{rules.cashOutWindowMinutes} min</span>
          </li>
        </ul>
      </section>
    </div>
  );
}

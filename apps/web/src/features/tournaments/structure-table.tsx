import type { PublicTournamentStructure } from '@club/shared/tournament-structure';
import { useEffect } from 'react';
import { formatClubTime } from '../../lib/format';
import { cn } from '../../lib/class-names';
import { blindsText, formatChips } from './clock/clock-text';
import type { HeldClock } from './clock/clock-time';

const sameRow = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * When each row after the current one starts, from the held clock (the server's time plus what has passed
 * since the receipt), so the table moves with a pause or added time without a read. Before the start, and
 * for rows already played, the server's projection (or none).
 */
function projectedStarts(structure: PublicTournamentStructure, held: HeldClock | undefined, now: number) {
  const rows = structure.structure?.levels ?? [];
  const clock = held?.clock;
  if (!held || !clock || clock.state === 'not_started' || clock.state === 'finished') {
    return structure.projectedStarts;
  }
  const ticking = clock.state === 'running' || clock.state === 'on_break';
  const elapsed = now - held.receivedAt;
  const serverNow = Date.parse(clock.serverTime) + elapsed;
  let start = serverNow + (clock.secondsLeft * 1000 - (ticking ? elapsed : 0));
  return rows.map((row, index) => {
    if (index <= clock.levelIndex) return null;
    const at = new Date(start).toISOString();
    start += row.minutes * 60_000;
    return at;
  });
}

/** The levels and breaks as a table, the current row marked; breaks carry their colour-up note. */
export function StructureTable({
  structure,
  held,
  onStale,
}: {
  structure: PublicTournamentStructure;
  held: HeldClock | undefined;
  /** The pushed clock no longer matches this structure (a director changed the next levels). */
  onStale: () => void;
}) {
  const rows = structure.structure?.levels ?? [];
  const clock = held?.clock;
  const started = clock !== undefined && clock.state !== 'not_started';
  const isStale =
    clock !== undefined &&
    clock.level !== null &&
    (!sameRow(clock.level, rows[clock.levelIndex]) || !sameRow(clock.nextLevel, rows[clock.levelIndex + 1]));
  const version = clock?.version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per clock version that disagrees.
  useEffect(() => {
    if (isStale) onStale();
  }, [isStale, version]);

  if (!structure.structure || rows.length === 0) {
    return <p className="text-sm text-slate-300">The club has not published this tournament's levels yet.</p>;
  }
  const starts = projectedStarts(structure, held, performance.now());
  let levelNumber = 0;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/90">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left text-sm text-slate-300">
          Starting stack {formatChips(structure.structure.startingStack)} · late registration{' '}
          {structure.structure.lateRegistrationLevels > 0
            ? `through level ${structure.structure.lateRegistrationLevels}`
            : 'closes at the start'}
        </caption>
        <thead className="text-xs uppercase tracking-wide text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Level
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Blinds
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Ante
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Min
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Starts
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-100">
          {rows.map((row, index) => {
            const isCurrent = started && clock?.levelIndex === index;
            const isPlayed = started && clock !== undefined && index < clock.levelIndex;
            if (row.kind === 'level') levelNumber += 1;
            const start = starts[index];
            return (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the structure.
                key={index}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'border-t border-slate-800 tabular-nums',
                  isCurrent && 'bg-emerald-900/50 font-semibold text-white',
                  isPlayed && 'text-slate-400',
                  row.kind === 'break' && !isCurrent && 'bg-slate-800/40',
                )}
              >
                {row.kind === 'level' ? (
                  <>
                    <th scope="row" className="px-3 py-2 font-semibold">
                      {levelNumber}
                    </th>
                    <td className="whitespace-nowrap px-3 py-2">{blindsText(row)}</td>
                    <td className="px-3 py-2">{row.ante > 0 ? formatChips(row.ante) : '—'}</td>
                  </>
                ) : (
                  <>
                    <th scope="row" className="px-3 py-2 font-semibold text-emerald-300">
                      Break
                    </th>
                    <td colSpan={2} className="px-3 py-2 text-slate-300">
                      {row.colorUp ? `Colour-up: ${row.colorUp}` : 'No colour-up'}
                    </td>
                  </>
                )}
                <td className="px-3 py-2 text-right">{row.minutes}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  {isCurrent ? 'Now' : isPlayed ? 'Played' : start ? formatClubTime(start, 'time') : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import type { TournamentClock } from '@club/shared/tournament-clock';
import { formatCount } from '../../lib/format';

export type ClockState = TournamentClock['state'];
type Row = NonNullable<TournamentClock['level']>;

export const CLOCK_STATE_LABELS: Record<ClockState, string> = {
  not_started: 'Not started',
  running: 'Running',
  paused: 'Paused',
  on_break: 'On break',
  finished: 'Finished',
};

const ANTE_NAMES = { none: '', big_blind: 'big-blind ante', every_player: 'ante' } as const;

/** "100/200" with the ante as the room says it: "100/200 · big-blind ante 200". */
export function blindsText(row: Row | null): string {
  if (!row) return 'No structure yet';
  if (row.kind === 'break') return row.colorUp ? `Break · ${row.colorUp}` : 'Break';
  const blinds = `${formatCount(row.smallBlind)}/${formatCount(row.bigBlind)}`;
  return row.anteKind === 'none' || row.ante === 0
    ? blinds
    : `${blinds} · ${ANTE_NAMES[row.anteKind]} ${formatCount(row.ante)}`;
}

/** The next row in a line: "200/400 · 20 min" or "Break · 15 min". */
export function nextRowText(row: Row | null): string {
  if (!row) return 'None: the last level';
  return row.kind === 'break' ? `Break · ${row.minutes} min` : `${blindsText(row)} · ${row.minutes} min`;
}

/** The current row's name: "Level 3", "Break", or before a structure "—". */
export function rowTitle(clock: TournamentClock): string {
  if (clock.level?.kind === 'break') return 'Break';
  return clock.levelNumber === null ? 'No levels yet' : `Level ${clock.levelNumber}`;
}

/** A length in minutes as a director reads it: "40 min", "3 h", "5 h 20 min". */
export function formatLength(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

import type { ClockState } from './clock-labels';

/**
 * The desk's keys on the tournament that has the focus (issue 28: "space pauses and resumes"). Letters
 * and signs as a director reaches them without looking: N next, P previous (asks first), + and - a minute
 * (removing asks first), H hand-for-hand.
 */
export type DeskShortcut =
  | 'pause_or_resume'
  | 'next_level'
  | 'previous_level'
  | 'add_minute'
  | 'remove_minute'
  | 'hand_for_hand';

export const SHORTCUT_HELP: ReadonlyArray<readonly [keys: string, what: string]> = [
  ['Space', 'Pause or resume'],
  ['N', 'Next level'],
  ['P', 'Previous level (asks first)'],
  ['+', 'Add a minute'],
  ['−', 'Remove a minute (asks first)'],
  ['H', 'Hand-for-hand on or off'],
];

const KEYS: Record<string, DeskShortcut> = {
  ' ': 'pause_or_resume',
  n: 'next_level',
  p: 'previous_level',
  '+': 'add_minute',
  '=': 'add_minute',
  '-': 'remove_minute',
  _: 'remove_minute',
  h: 'hand_for_hand',
};

/** The shortcut a key press means, or null (with Ctrl, Alt or Meta it is the browser's, not the desk's). */
export function shortcutFor(event: { key: string; ctrlKey: boolean; altKey: boolean; metaKey: boolean }) {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  return KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}

/** Space's meaning for a clock: pause a running one, resume a paused one; nothing before the start or after the end. */
export function pauseOrResume(state: ClockState): 'pause' | 'resume' | null {
  if (state === 'running' || state === 'on_break') return 'pause';
  if (state === 'paused') return 'resume';
  return null;
}

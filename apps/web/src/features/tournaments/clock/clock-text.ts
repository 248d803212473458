import type { TournamentClock } from '@club/shared/tournament-clock';
import { moneyBubbleText } from '@club/shared/tournament-payouts';
import type { StructureRowAnswer } from '@club/shared/tournament-structure';
import { type HeldClock, isTicking } from './clock-time';

type Row = StructureRowAnswer;
type Level = Extract<Row, { kind: 'level' }>;

/** Chips with Indian digit grouping (1,00,000), as the room's clocks print them. */
export const formatChips = (chips: number) => chips.toLocaleString('en-IN', { maximumFractionDigits: 0 });

/** "300 / 600". */
export const blindsText = (level: Level) => `${formatChips(level.smallBlind)} / ${formatChips(level.bigBlind)}`;

const ANTE_KIND_WORDS: Record<Level['anteKind'], string> = {
  none: '',
  big_blind: 'big blind ante',
  every_player: 'every player',
};

/** "Ante 600 (big blind ante)", or null without an ante. */
export function anteText(level: Level): string | null {
  if (level.ante <= 0 || level.anteKind === 'none') return null;
  return `Ante ${formatChips(level.ante)} (${ANTE_KIND_WORDS[level.anteKind]})`;
}

/** What comes next, in one line: "400 / 800 · ante 800", "Break · 10 min", or the end of the structure. */
export function nextRowText(next: Row | null): string {
  if (!next) return 'Last level of the structure';
  if (next.kind === 'break') return `Break · ${next.minutes} min`;
  const ante = next.ante > 0 && next.anteKind !== 'none' ? ` · ante ${formatChips(next.ante)}` : '';
  return `${blindsText(next)}${ante}`;
}

/** The clock's state in words when it is not simply running; null while it runs. */
export function clockStateText(clock: TournamentClock): string | null {
  if (clock.state === 'finished') return 'Finished';
  if (clock.state === 'not_started') return 'Not started';
  if (clock.handForHand) return 'Hand for hand';
  if (clock.state === 'paused') return 'Paused';
  return null;
}

export const isBreak = (clock: TournamentClock) => clock.level?.kind === 'break';

/** "Level 4", "Break", or before a structure exists "No structure yet". */
export function levelTitle(clock: TournamentClock): string {
  if (isBreak(clock)) return 'Break';
  if (clock.levelNumber !== null) return `Level ${clock.levelNumber}`;
  return clock.level ? 'Level' : 'No structure yet';
}

/** "26,667 (44.4 BB)", or null while nobody is in. */
export function averageStackText(clock: TournamentClock): string | null {
  if (clock.averageStack === null) return null;
  const depth = clock.averageStackBigBlinds === null ? '' : ` (${clock.averageStackBigBlinds} BB)`;
  return `${formatChips(clock.averageStack)}${depth}`;
}

/**
 * Seconds until late registration closes at `now` (a `performance.now()` value), counted like the level:
 * from the server's own times and the receipt, so a wrong device clock does not move it. Null when closed.
 */
export function lateRegistrationSecondsAt(held: HeldClock, now: number): number | null {
  const { clock } = held;
  if (!clock.lateRegistrationOpen || clock.lateRegistrationEndsAt === null) return null;
  const atServer = (Date.parse(clock.lateRegistrationEndsAt) - Date.parse(clock.serverTime)) / 1000;
  const elapsed = isTicking(clock) ? (now - held.receivedAt) / 1000 : 0;
  return Math.max(0, atServer - elapsed);
}

export { ordinal } from '@club/shared/tournament-prizes';

/** "3 paid · 2 more to the money", "3 paid · in the money", or null while nothing is paid. */
export function paidText(clock: TournamentClock): string | null {
  const bubble = moneyBubbleText({ ...clock, places: clock.paidPlaces });
  if (clock.paidPlaces.length === 0) return null;
  const paid = `${clock.paidPlaces.length} paid`;
  return bubble ? `${paid} · ${bubble.charAt(0).toLowerCase()}${bubble.slice(1)}` : paid;
}

import type { ErrorCode } from '@club/shared/errors';
import type { EntryKind } from '@club/shared/tournament-entries';
import { levelNumbers, type StructureItem } from '@club/shared/tournament-structure';

/** A tournament's entry rules as stored: prices in paise (issue 28's structure, decision 130). */
export interface EntryRules {
  startingStack: number;
  rows: readonly StructureItem[];
  lateRegistrationLevels: number;
  maxReentries: number;
  reentryUntilLevel: number | null;
  rebuy: { pricePaise: bigint; chips: number; untilLevel: number; atOrBelowStack: boolean } | null;
  addOn: { pricePaise: bigint; chips: number; atLevel: number } | null;
  feePaise: bigint;
  /** A knockout's bounty on each entry and re-entry (decision 134), out of the buy-in; 0 without bounties. */
  bountyPaise: bigint;
}

export interface EntryRequest {
  kind: EntryKind;
  tournament: { status: string; registrationOpen: boolean; maxPlayers: number; buyInPaise: bigint };
  /** null: no structure yet (entries at the buy-in, no fee, no re-entries, rebuys or add-ons). */
  rules: EntryRules | null;
  /** Where the clock is: not started, or the index of its current row. */
  clock: { started: boolean; levelIndex: number };
  /** The player's entries in this tournament, refunded ones left out. */
  mine: ReadonlyArray<{ kind: EntryKind; status: 'active' | 'busted' }>;
  /** Live entries (entries and re-entries still in): the seats taken. */
  seatsTaken: number;
  /** The floor's last count of the player's stack (null: never counted). */
  countedChips: number | null;
}

export type EntryDecision =
  | { ok: true; buyInPaise: bigint; feePaise: bigint; bountyPaise: bigint; chips: number | null }
  | { ok: false; code: ErrorCode; reason: string };

const refuse = (code: ErrorCode, reason: string): EntryDecision => ({ ok: false, code, reason });

/** The row index of play level `level` (1-based), or -1. */
const rowOfLevel = (rows: readonly StructureItem[], level: number) => levelNumbers(rows).indexOf(level);

/** Whether play has gone past the end of level `level`: the row after it has begun. */
const pastLevel = (request: Pick<EntryRequest, 'rules' | 'clock'>, level: number) => {
  if (!request.clock.started) return false;
  const row = rowOfLevel(request.rules?.rows ?? [], level);
  return row < 0 || request.clock.levelIndex > row;
};

/** The level number being played, or for a break the level before it. */
function levelInPlay(rows: readonly StructureItem[], index: number): number | null {
  const numbers = levelNumbers(rows);
  for (let i = index; i >= 0; i--) {
    const number = numbers[i];
    if (number !== null && number !== undefined) return number;
  }
  return null;
}

/**
 * Whether money may go back to a player (decision 130): before the start, or while late registration is
 * open (the desk's refund); once it has closed, the entry stands.
 */
export function canRefund(request: Pick<EntryRequest, 'tournament' | 'rules' | 'clock'>): boolean {
  const { status } = request.tournament;
  if (status !== 'upcoming' && status !== 'running') return false;
  if (!request.clock.started) return true;
  const late = request.rules?.lateRegistrationLevels ?? 0;
  return late > 0 && !pastLevel(request, late);
}

/** Entries and re-entries: while registration is open and late registration has not ended; a seat free. */
function seatRule(request: EntryRequest): EntryDecision | null {
  const { tournament, rules } = request;
  if (!tournament.registrationOpen) return refuse('REGISTRATION_CLOSED', 'Registration for this tournament is closed');
  if (request.clock.started) {
    const late = rules?.lateRegistrationLevels ?? 0;
    if (late === 0)
      return refuse('REGISTRATION_CLOSED', 'Registration closed when play began: there is no late registration');
    if (pastLevel(request, late)) {
      return refuse('REGISTRATION_CLOSED', `Late registration closed at the end of level ${late}`);
    }
  }
  if (request.seatsTaken >= tournament.maxPlayers) return refuse('TOURNAMENT_FULL', 'This tournament is full');
  return null;
}

/**
 * Whether the player may buy this now, and at what price and chips (issue 29 "Entries and money"). Pure:
 * the caller holds the tournament's lock, so the counts it passes stay true until it writes.
 */
export function decideEntry(request: EntryRequest): EntryDecision {
  const { kind, tournament, rules, mine } = request;
  if (tournament.status !== 'upcoming' && tournament.status !== 'running') {
    return refuse('INVALID_STATE', `The tournament is ${tournament.status}: it takes no more entries`);
  }
  const fee = rules?.feePaise ?? 0n;
  // A bounty is part of the buy-in; a tournament's buy-in lowered under it after the fact pools nothing.
  const bounty =
    (rules?.bountyPaise ?? 0n) > tournament.buyInPaise ? tournament.buyInPaise : (rules?.bountyPaise ?? 0n);
  // An entry or a re-entry: the buy-in (its bounty in it) and the starting stack.
  const aNewLife: EntryDecision = {
    ok: true,
    buyInPaise: tournament.buyInPaise,
    feePaise: fee,
    bountyPaise: bounty,
    chips: rules?.startingStack ?? null,
  };
  const isIn = mine.some((e) => (e.kind === 'entry' || e.kind === 'reentry') && e.status === 'active');
  const hasBusted = mine.some((e) => (e.kind === 'entry' || e.kind === 'reentry') && e.status === 'busted');
  switch (kind) {
    case 'entry': {
      if (isIn) return refuse('ALREADY_REGISTERED', 'You are already registered for this tournament');
      if (hasBusted) return refuse('INVALID_STATE', 'This player has busted: a re-entry is the way back in');
      const seat = seatRule(request);
      if (seat) return seat;
      return aNewLife;
    }
    case 'reentry': {
      if (isIn)
        return refuse('INVALID_STATE', 'A re-entry is only for a player who has busted: this player is still in');
      if (!hasBusted) return refuse('INVALID_STATE', 'A re-entry is only for a player who has busted: enter first');
      const allowed = rules?.maxReentries ?? 0;
      const used = mine.filter((e) => e.kind === 'reentry').length;
      if (used >= allowed) {
        return refuse(
          'INVALID_STATE',
          allowed === 0
            ? 'This tournament allows no re-entries'
            : `No re-entries left: this tournament allows ${allowed}`,
        );
      }
      const until = rules?.reentryUntilLevel ?? null;
      if (until !== null && pastLevel(request, until)) {
        return refuse('REGISTRATION_CLOSED', `Re-entry closed at the end of level ${until}`);
      }
      const seat = seatRule(request);
      if (seat) return seat;
      return aNewLife;
    }
    case 'rebuy': {
      const rebuy = rules?.rebuy ?? null;
      if (!rebuy) return refuse('INVALID_STATE', 'This tournament has no rebuys');
      if (!isIn) return refuse('INVALID_STATE', 'A rebuy is for a player still in the tournament');
      if (!request.clock.started) return refuse('INVALID_STATE', 'Rebuys open when play begins');
      if (pastLevel(request, rebuy.untilLevel)) {
        return refuse('INVALID_STATE', `Rebuys closed at the end of level ${rebuy.untilLevel}`);
      }
      if (rebuy.atOrBelowStack) {
        const stack = (rules?.startingStack ?? 0).toLocaleString('en-IN');
        if (request.countedChips === null) {
          return refuse(
            'INVALID_STATE',
            `A rebuy needs a stack at or below the starting stack (${stack}): ask the floor to count your chips first`,
          );
        }
        if (request.countedChips > (rules?.startingStack ?? 0)) {
          return refuse(
            'INVALID_STATE',
            `A rebuy needs a stack at or below the starting stack (${stack}): the floor counted ${request.countedChips.toLocaleString('en-IN')}`,
          );
        }
      }
      return { ok: true, buyInPaise: rebuy.pricePaise, feePaise: fee, bountyPaise: 0n, chips: rebuy.chips };
    }
    case 'addon': {
      const addOn = rules?.addOn ?? null;
      if (!addOn) return refuse('INVALID_STATE', 'This tournament has no add-on');
      if (!isIn) return refuse('INVALID_STATE', 'An add-on is for a player still in the tournament');
      if (mine.some((e) => e.kind === 'addon'))
        return refuse('ALREADY_REGISTERED', 'This player already took the add-on');
      const playing = request.clock.started ? levelInPlay(rules?.rows ?? [], request.clock.levelIndex) : null;
      if (playing !== addOn.atLevel) {
        return refuse('INVALID_STATE', `The add-on is taken during level ${addOn.atLevel} and the break after it`);
      }
      return { ok: true, buyInPaise: addOn.pricePaise, feePaise: fee, bountyPaise: 0n, chips: addOn.chips };
    }
  }
}

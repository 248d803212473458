import type { StructureItem } from '@club/shared/tournament-structure';
import { describe, expect, it } from 'vitest';
import { canRefund, decideEntry, type EntryRequest, type EntryRules } from './entry-rules';

const level = (bigBlind: number): StructureItem => ({
  kind: 'level',
  smallBlind: bigBlind / 2,
  bigBlind,
  ante: 0,
  anteKind: 'none',
  minutes: 20,
});
// Rows: level 1, level 2, break, level 3.
const ROWS: StructureItem[] = [level(200), level(400), { kind: 'break', minutes: 10, colorUp: null }, level(600)];

const rules = (over: Partial<EntryRules> = {}): EntryRules => ({
  startingStack: 20_000,
  rows: ROWS,
  lateRegistrationLevels: 2,
  maxReentries: 1,
  reentryUntilLevel: 2,
  rebuy: { pricePaise: 100_000n, chips: 10_000, untilLevel: 1, atOrBelowStack: false },
  addOn: { pricePaise: 150_000n, chips: 15_000, atLevel: 2 },
  feePaise: 20_000n,
  bountyPaise: 0n,
  ...over,
});

const request = (over: Partial<EntryRequest> = {}): EntryRequest => ({
  kind: 'entry',
  tournament: { status: 'upcoming', registrationOpen: true, maxPlayers: 10, buyInPaise: 200_000n },
  rules: rules(),
  clock: { started: false, levelIndex: 0 },
  mine: [],
  seatsTaken: 0,
  countedChips: null,
  ...over,
});
const at = (levelIndex: number) => ({ clock: { started: true, levelIndex } });
const reason = (r: EntryRequest) => {
  const decision = decideEntry(r);
  return decision.ok ? 'ok' : decision.reason;
};

describe('decideEntry', () => {
  it('prices an entry at the buy-in with the fee apart and the starting stack', () => {
    expect(decideEntry(request())).toEqual({
      ok: true,
      buyInPaise: 200_000n,
      feePaise: 20_000n,
      bountyPaise: 0n,
      chips: 20_000,
    });
  });

  it('puts a knockout’s bounty on entries and re-entries only, never above the buy-in', () => {
    const knockout = rules({ bountyPaise: 50_000n });
    const busted = [{ kind: 'entry' as const, status: 'busted' as const }];
    const inPlay = [{ kind: 'entry' as const, status: 'active' as const }];
    const bountyOf = (r: EntryRequest) => {
      const decision = decideEntry(r);
      return decision.ok ? decision.bountyPaise : decision.reason;
    };
    expect(bountyOf(request({ rules: knockout }))).toBe(50_000n);
    expect(bountyOf(request({ rules: knockout, kind: 'reentry', mine: busted, ...at(0) }))).toBe(50_000n);
    expect(bountyOf(request({ rules: knockout, kind: 'rebuy', mine: inPlay, ...at(0) }))).toBe(0n);
    expect(bountyOf(request({ rules: knockout, kind: 'addon', mine: inPlay, ...at(1) }))).toBe(0n);
    // A buy-in lowered under the bounty after the fact: the whole buy-in is the bounty, nothing more.
    const lowered = { status: 'upcoming', registrationOpen: true, maxPlayers: 10, buyInPaise: 30_000n };
    expect(bountyOf(request({ rules: knockout, tournament: lowered }))).toBe(30_000n);
  });

  it('keeps late registration open through the end of its level, then closes it', () => {
    expect(reason(request(at(1)))).toBe('ok');
    expect(reason(request(at(2)))).toBe('Late registration closed at the end of level 2');
    expect(reason(request({ ...at(0), rules: rules({ lateRegistrationLevels: 0 }) }))).toBe(
      'Registration closed when play began: there is no late registration',
    );
  });

  it('counts seats and a player already in', () => {
    expect(decideEntry(request({ seatsTaken: 10 }))).toMatchObject({ ok: false, code: 'TOURNAMENT_FULL' });
    expect(decideEntry(request({ mine: [{ kind: 'entry', status: 'active' }] }))).toMatchObject({
      ok: false,
      code: 'ALREADY_REGISTERED',
    });
  });

  it('allows a re-entry only after a bust, within its limit and its level', () => {
    const busted = [{ kind: 'entry' as const, status: 'busted' as const }];
    expect(reason(request({ kind: 'reentry', ...at(1), mine: busted }))).toBe('ok');
    expect(reason(request({ kind: 'reentry', mine: [{ kind: 'entry', status: 'active' }] }))).toMatch(/still in/);
    expect(
      reason(request({ kind: 'reentry', ...at(1), mine: [...busted, { kind: 'reentry', status: 'busted' }] })),
    ).toBe('No re-entries left: this tournament allows 1');
    expect(reason(request({ kind: 'reentry', ...at(1), mine: busted, rules: rules({ reentryUntilLevel: 1 }) }))).toBe(
      'Re-entry closed at the end of level 1',
    );
  });

  it('sells rebuys from the start through their level, and one add-on during its level and the break after', () => {
    const inPlay = [{ kind: 'entry' as const, status: 'active' as const }];
    expect(reason(request({ kind: 'rebuy', mine: inPlay }))).toBe('Rebuys open when play begins');
    expect(decideEntry(request({ kind: 'rebuy', mine: inPlay, ...at(0) }))).toEqual({
      ok: true,
      buyInPaise: 100_000n,
      feePaise: 20_000n,
      bountyPaise: 0n,
      chips: 10_000,
    });
    expect(reason(request({ kind: 'rebuy', mine: inPlay, ...at(1) }))).toBe('Rebuys closed at the end of level 1');
    expect(reason(request({ kind: 'addon', mine: inPlay, ...at(0) }))).toMatch(/during level 2/);
    expect(reason(request({ kind: 'addon', mine: inPlay, ...at(1) }))).toBe('ok');
    expect(reason(request({ kind: 'addon', mine: inPlay, ...at(2) }))).toBe('ok'); // the break after level 2
    expect(reason(request({ kind: 'addon', mine: inPlay, ...at(3) }))).toMatch(/during level 2/);
    expect(reason(request({ kind: 'addon', ...at(1), mine: [...inPlay, { kind: 'addon', status: 'active' }] }))).toBe(
      'This player already took the add-on',
    );
  });

  it('sells a rebuy only at or below the starting stack when the structure says so, by the floor’s count', () => {
    const inPlay = [{ kind: 'entry' as const, status: 'active' as const }];
    const capped = rules({ rebuy: { pricePaise: 100_000n, chips: 10_000, untilLevel: 1, atOrBelowStack: true } });
    const rebuy = (countedChips: number | null) =>
      reason(request({ kind: 'rebuy', mine: inPlay, rules: capped, countedChips, ...at(0) }));
    expect(rebuy(null)).toBe(
      'A rebuy needs a stack at or below the starting stack (20,000): ask the floor to count your chips first',
    );
    expect(rebuy(20_001)).toBe(
      'A rebuy needs a stack at or below the starting stack (20,000): the floor counted 20,001',
    );
    expect(rebuy(20_000)).toBe('ok');
    expect(rebuy(0)).toBe('ok');
    // Without the rule the count does not matter.
    expect(reason(request({ kind: 'rebuy', mine: inPlay, countedChips: 90_000, ...at(0) }))).toBe('ok');
  });

  it('refuses a finished tournament whatever the kind', () => {
    for (const kind of ['entry', 'reentry', 'rebuy', 'addon'] as const) {
      const r = request({ kind, tournament: { ...request().tournament, status: 'finished' } });
      expect(reason(r)).toBe('The tournament is finished: it takes no more entries');
    }
  });
});

describe('canRefund', () => {
  it('gives money back before the start and during late registration only', () => {
    expect(canRefund(request())).toBe(true);
    expect(canRefund(request(at(1)))).toBe(true);
    expect(canRefund(request(at(2)))).toBe(false);
    expect(canRefund(request({ tournament: { ...request().tournament, status: 'cancelled' } }))).toBe(false);
  });
});

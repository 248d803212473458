import { describe, expect, it } from 'vitest';
import { levelNumbers, type TournamentStructureInput, tournamentStructureSchema } from './tournament-structure';

const level = (smallBlind: number, bigBlind: number, extra: Record<string, unknown> = {}) => ({
  kind: 'level' as const,
  smallBlind,
  bigBlind,
  minutes: 20,
  ...extra,
});
const structure = (over: Partial<TournamentStructureInput> = {}): TournamentStructureInput => ({
  startingStack: 20_000,
  levels: [level(100, 200), level(200, 400), { kind: 'break', minutes: 10, colorUp: 'Race off the 25s' }],
  lateRegistrationLevels: 2,
  entryRules: { fee: '500' },
  ...over,
});
const messages = (input: unknown) => {
  const result = tournamentStructureSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a tournament structure', () => {
  it('accepts a plain structure, with defaults for the ante and the entry rules', () => {
    const parsed = tournamentStructureSchema.parse(structure());
    expect(parsed.levels[0]).toEqual({ ...level(100, 200), ante: 0, anteKind: 'none' });
    expect(parsed.entryRules).toEqual({
      maxReentries: 0,
      reentryUntilLevel: null,
      rebuy: null,
      addOn: null,
      fee: '500',
      bounty: '0',
    });
  });

  it('wants at least one level, and a level before any break', () => {
    expect(messages(structure({ levels: [] }))).toEqual(['Add at least one level']);
    expect(
      messages(structure({ levels: [{ kind: 'break', minutes: 10 }, level(100, 200)], lateRegistrationLevels: 1 })),
    ).toEqual(['A break cannot come first: start with a level']);
  });

  it('wants a big blind at least the small blind', () => {
    expect(messages(structure({ levels: [level(200, 100)], lateRegistrationLevels: 0 }))).toEqual([
      'Level 1: the big blind (100) must be at least the small blind (200)',
    ]);
  });

  it('wants blinds that rise, counting levels without the breaks', () => {
    const levels = [level(100, 200), { kind: 'break' as const, minutes: 10 }, level(100, 150)];
    expect(messages(structure({ levels }))).toEqual([
      "Level 2: blinds rise from level to level, and 100/150 is below level 1's 100/200",
    ]);
    expect(
      messages(structure({ levels: [level(100, 200), level(100, 200, { ante: 200, anteKind: 'big_blind' })] })),
    ).toEqual([]);
  });

  it('wants minutes from 1 to 240', () => {
    expect(messages(structure({ levels: [level(100, 200, { minutes: 0 })], lateRegistrationLevels: 0 }))).toEqual([
      'Minutes must be a whole number from 1 to 240',
    ]);
    expect(messages(structure({ levels: [level(100, 200, { minutes: 241 })], lateRegistrationLevels: 0 }))).toEqual([
      'Minutes must be a whole number from 1 to 240',
    ]);
  });

  it('wants an ante to have its kind, and a kind to have its ante', () => {
    expect(messages(structure({ levels: [level(100, 200, { ante: 200 })], lateRegistrationLevels: 1 }))).toEqual([
      'Level 1 has an ante of 200: choose big_blind or every_player for it',
    ]);
    expect(
      messages(structure({ levels: [level(100, 200, { anteKind: 'every_player' })], lateRegistrationLevels: 1 })),
    ).toEqual(['Level 1: set the ante, or choose no ante (none)']);
  });

  it('wants levels named by late registration and the entry rules to exist', () => {
    expect(messages(structure({ lateRegistrationLevels: 3 }))).toEqual([
      'Late registration names level 3, but the structure has 2 levels',
    ]);
    expect(messages(structure({ entryRules: { fee: '0', maxReentries: 2 } }))).toEqual([
      'Say until which level re-entries are allowed',
    ]);
    expect(
      messages(structure({ entryRules: { fee: '0', addOn: { price: '1000', chips: 10_000, atLevel: 5 } } })),
    ).toEqual(['The add-on names level 5, but the structure has 2 levels']);
  });

  it('takes prices and the fee as the money schemas do', () => {
    expect(messages(structure({ entryRules: { fee: '12.345' } }))).toEqual([
      'Enter the fee in rupees with at most two decimals',
    ]);
    expect(
      messages(structure({ entryRules: { fee: '0', rebuy: { price: '0', chips: 10_000, untilLevel: 1 } } })),
    ).toEqual(['Amount must be greater than zero']);
  });

  it('numbers play levels as the room counts them', () => {
    expect(levelNumbers(tournamentStructureSchema.parse(structure()).levels)).toEqual([1, 2, null]);
  });
});

import type { TournamentStructureView } from '@club/shared/tournament-structure';
import { describe, expect, it } from 'vitest';
import {
  addBreak,
  addLevel,
  appendDoubledLevel,
  canMoveRow,
  checkDraft,
  type DraftRow,
  draftFromStructure,
  draftLevelNumbers,
  duplicateRow,
  isSameDraft,
  moveRow,
  removeRow,
  structureFromDraft,
  wholeNumber,
} from './structure-draft';

type Saved = NonNullable<TournamentStructureView['structure']>;
const saved: Saved = {
  startingStack: 20_000,
  levels: [
    { kind: 'level', smallBlind: 100, bigBlind: 200, ante: 0, anteKind: 'none', minutes: 20 },
    { kind: 'level', smallBlind: 200, bigBlind: 400, ante: 400, anteKind: 'big_blind', minutes: 20 },
    { kind: 'break', minutes: 15, colorUp: 'Colour up the 25s' },
    { kind: 'level', smallBlind: 300, bigBlind: 600, ante: 600, anteKind: 'big_blind', minutes: 20 },
  ],
  lateRegistrationLevels: 2,
  entryRules: {
    maxReentries: 1,
    reentryUntilLevel: 2,
    rebuy: null,
    addOn: { price: '1000.00', chips: 10_000, atLevel: 3 },
    fee: '500.00',
    bounty: '0.00',
  },
};
const rows = () => draftFromStructure(saved).rows;
/** A row as the director reads it, without its key. */
const shown = (row: DraftRow | undefined) => {
  if (!row) return undefined;
  const { key: _key, ...rest } = row;
  return rest;
};
const blinds = (list: DraftRow[]) =>
  list.map((row) => (row.kind === 'level' ? `${row.smallBlind}/${row.bigBlind}` : `break ${row.minutes}`));

describe('the structure draft', () => {
  it('turns a saved structure into cells and back into the same structure', () => {
    const draft = draftFromStructure(saved);
    expect(draft.rows).toHaveLength(4);
    expect(structureFromDraft(draft)).toEqual({ ...saved, levels: saved.levels });
    expect(checkDraft(draft)).toEqual({ isValid: true, byPath: new Map(), messages: [] });
  });

  it('starts empty for a tournament without a structure, and says what is missing', () => {
    const draft = draftFromStructure(null);
    expect(draft.rows).toEqual([]);
    const check = checkDraft(draft);
    expect(check.isValid).toBe(false);
    expect(check.byPath.get('startingStack')).toBe('The starting stack must be a whole number of chips');
    expect(check.messages).toEqual(['The starting stack must be a whole number of chips']);
    expect(checkDraft({ ...draft, startingStack: '10000' }).messages).toEqual(['Add at least one level']);
  });

  it('reads typed numbers with thousands commas, and anything else as not a number', () => {
    expect(wholeNumber('20,000')).toBe(20_000);
    expect(wholeNumber(' 150 ')).toBe(150);
    expect(wholeNumber('')).toBeNaN();
    expect(wholeNumber('1.5')).toBeNaN();
  });

  it('puts the shared schema’s message at the cell it names', () => {
    const draft = draftFromStructure(saved);
    const [first] = draft.rows;
    if (first?.kind !== 'level') throw new Error('a level first');
    first.bigBlind = '50';
    expect(checkDraft(draft).byPath.get('levels.0.bigBlind')).toBe(
      'Level 1: the big blind (50) must be at least the small blind (100)',
    );
  });

  it('sees unsaved changes, but not a new key on the same rows', () => {
    const a = draftFromStructure(saved);
    expect(isSameDraft(a, draftFromStructure(saved))).toBe(true);
    expect(isSameDraft(a, { ...a, fee: '600' })).toBe(false);
  });
});

describe('editing the rows', () => {
  it('adds a level with the last level’s minutes and ante kind, blinds to type, and a 15-minute break', () => {
    const added = addLevel(rows());
    expect(shown(added.at(-1))).toEqual({
      kind: 'level',
      smallBlind: '',
      bigBlind: '',
      ante: '0',
      anteKind: 'big_blind',
      minutes: '20',
    });
    expect(shown(addBreak(rows()).at(-1))).toEqual({ kind: 'break', minutes: '15', colorUp: '' });
    expect(shown(addLevel([]).at(-1))).toMatchObject({ minutes: '20', anteKind: 'none' });
  });

  it('fills the next level by doubling the last level’s blinds and ante', () => {
    const filled = appendDoubledLevel(rows());
    expect(shown(filled.at(-1))).toEqual({
      kind: 'level',
      smallBlind: '600',
      bigBlind: '1200',
      ante: '1200',
      anteKind: 'big_blind',
      minutes: '20',
    });
    // After a break, the level before the break is doubled.
    expect(blinds(appendDoubledLevel(addBreak(rows()))).at(-1)).toBe('600/1200');
    // Nothing to double: no level, or blinds not typed yet.
    expect(appendDoubledLevel([])).toEqual([]);
    expect(appendDoubledLevel(addLevel([]))).toHaveLength(1);
  });

  it('duplicates a row right after it, with a key of its own', () => {
    const list = rows();
    const copied = duplicateRow(list, 1, null);
    expect(blinds(copied)).toEqual(['100/200', '200/400', '200/400', 'break 15', '300/600']);
    expect(copied[2]?.key).not.toBe(copied[1]?.key);
  });

  it('moves a row up and down, never past the ends', () => {
    const list = rows();
    expect(blinds(moveRow(list, 2, -1, null))).toEqual(['100/200', 'break 15', '200/400', '300/600']);
    expect(blinds(moveRow(list, 2, 1, null))).toEqual(['100/200', '200/400', '300/600', 'break 15']);
    expect(blinds(moveRow(list, 0, -1, null))).toEqual(blinds(list));
    expect(blinds(moveRow(list, 3, 1, null))).toEqual(blinds(list));
  });

  it('removes a row', () => {
    expect(blinds(removeRow(rows(), 2, null))).toEqual(['100/200', '200/400', '300/600']);
  });

  it('keeps the played rows and the running one as they are once the clock has started', () => {
    const list = rows();
    // Row 1 is running: rows 0 and 1 stay, and nothing moves into them.
    expect(removeRow(list, 1, 1)).toEqual(list);
    expect(blinds(removeRow(list, 2, 1))).toEqual(['100/200', '200/400', '300/600']);
    expect(canMoveRow(list.length, 1, 1, 1)).toBe(false);
    expect(canMoveRow(list.length, 2, -1, 1)).toBe(false);
    expect(canMoveRow(list.length, 2, 1, 1)).toBe(true);
    expect(moveRow(list, 2, -1, 1)).toEqual(list);
    // A played row's copy would push the running row down; the running row's copy comes after it.
    expect(duplicateRow(list, 0, 1)).toEqual(list);
    expect(blinds(duplicateRow(list, 1, 1))).toEqual(['100/200', '200/400', '200/400', 'break 15', '300/600']);
  });

  it('numbers the play levels as the room counts them, breaks unnumbered', () => {
    expect(draftLevelNumbers(rows())).toEqual([1, 2, null, 3]);
  });
});

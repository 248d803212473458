import { describe, expect, it } from 'vitest';
import { addRange, draftFromTable, parsePercents, percentTotal, removeRange, tableFromDraft } from './payout-draft';

const table = {
  ranges: [
    { minEntries: 2, maxEntries: 5, percents: [100] },
    { minEntries: 6, maxEntries: null, percents: [62.5, 37.5] },
  ],
  roundingUnit: '100.00',
  isDefault: true,
  updatedAt: null,
};

describe('the payout table editor’s draft', () => {
  it('round-trips the server’s table', () => {
    const draft = draftFromTable(table);
    expect(draft).toEqual({
      ranges: [
        { minEntries: '2', maxEntries: '5', percents: '100' },
        { minEntries: '6', maxEntries: '', percents: '62.5, 37.5' },
      ],
      roundingUnit: '100',
    });
    expect(tableFromDraft(draft)).toEqual({
      table: { ranges: table.ranges, roundingUnit: '100' },
    });
  });

  it('reads shares separated by commas or spaces, and says what a box adds up to', () => {
    expect(parsePercents('50, 30 20')).toEqual([50, 30, 20]);
    expect(parsePercents('50, thirty')).toBeNull();
    expect(percentTotal('33.33, 33.33, 33.34')).toBe(100);
  });

  it('names the range it cannot read', () => {
    const draft = draftFromTable(table);
    expect(tableFromDraft({ ...draft, ranges: [{ ...draft.ranges[0]!, percents: 'half' }, draft.ranges[1]!] })).toEqual(
      {
        problem: 'Range 1: the shares are numbers of percent separated by commas, first place first',
      },
    );
    expect(tableFromDraft({ ...draft, ranges: [{ ...draft.ranges[0]!, maxEntries: '' }, draft.ranges[1]!] })).toEqual({
      problem: 'Range 1: only the last range is open-ended',
    });
  });

  it('adds a range after the last (closing its open end) and removes one (reopening the new last)', () => {
    const added = addRange(draftFromTable(table));
    expect(added.ranges.slice(1)).toEqual([
      { minEntries: '6', maxEntries: '15', percents: '62.5, 37.5' },
      { minEntries: '16', maxEntries: '', percents: '62.5, 37.5' },
    ]);
    expect(removeRange(added, 2).ranges.at(-1)).toEqual({ minEntries: '6', maxEntries: '', percents: '62.5, 37.5' });
  });
});

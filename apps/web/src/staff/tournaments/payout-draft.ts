import type { PayoutTableInput, PayoutTableView } from '@club/shared/tournament-payouts';

/** A range as the console's editor holds it: the text a director types. */
export interface PayoutRangeDraft {
  minEntries: string;
  /** Empty on the last range: from minEntries up. */
  maxEntries: string;
  /** Each place's share in percent, first place first: "50, 30, 20". */
  percents: string;
}

export interface PayoutTableDraft {
  ranges: PayoutRangeDraft[];
  roundingUnit: string;
}

export const draftFromTable = (table: PayoutTableView): PayoutTableDraft => ({
  ranges: table.ranges.map((range) => ({
    minEntries: String(range.minEntries),
    maxEntries: range.maxEntries === null ? '' : String(range.maxEntries),
    percents: range.percents.join(', '),
  })),
  roundingUnit: String(Number(table.roundingUnit)),
});

/** The shares typed in a range's box, or null when one is not a number. */
export function parsePercents(text: string): number[] | null {
  const parts = text.split(/[,;\s]+/).filter((part) => part !== '');
  const numbers = parts.map(Number);
  return numbers.some((value) => !Number.isFinite(value)) ? null : numbers;
}

/** What a range's shares add up to, for the editor to show beside the box ("100 %"). */
export function percentTotal(text: string): number | null {
  const shares = parsePercents(text);
  if (!shares) return null;
  return Math.round(shares.reduce((sum, share) => sum + share, 0) * 100) / 100;
}

/** The body of the PUT, or the first thing the server could not read (its own rules it answers itself). */
export function tableFromDraft(draft: PayoutTableDraft): { table: PayoutTableInput } | { problem: string } {
  const ranges: PayoutTableInput['ranges'] = [];
  for (const [index, range] of draft.ranges.entries()) {
    const row = `Range ${index + 1}`;
    const minEntries = Number(range.minEntries);
    if (!/^\d+$/.test(range.minEntries.trim())) return { problem: `${row}: from how many entries?` };
    const isLast = index === draft.ranges.length - 1;
    const maxText = range.maxEntries.trim();
    if (maxText !== '' && !/^\d+$/.test(maxText)) return { problem: `${row}: up to how many entries?` };
    if (maxText === '' && !isLast) return { problem: `${row}: only the last range is open-ended` };
    const percents = parsePercents(range.percents);
    if (!percents || percents.length === 0) {
      return { problem: `${row}: the shares are numbers of percent separated by commas, first place first` };
    }
    ranges.push({ minEntries, maxEntries: maxText === '' ? null : Number(maxText), percents });
  }
  return { table: { ranges, roundingUnit: draft.roundingUnit.trim() } };
}

/** A new last range after the current last one: the open end closes ten entries on. */
export function addRange(draft: PayoutTableDraft): PayoutTableDraft {
  const last = draft.ranges.at(-1);
  if (!last) return { ...draft, ranges: [{ minEntries: '2', maxEntries: '', percents: '100' }] };
  const from = Number(last.minEntries) || 2;
  const closedAt = last.maxEntries === '' ? from + 9 : Number(last.maxEntries);
  return {
    ...draft,
    ranges: [
      ...draft.ranges.slice(0, -1),
      { ...last, maxEntries: String(closedAt) },
      { minEntries: String(closedAt + 1), maxEntries: '', percents: last.percents },
    ],
  };
}

/** Removes a range; the one before it becomes open-ended when the last goes. */
export function removeRange(draft: PayoutTableDraft, index: number): PayoutTableDraft {
  const ranges = draft.ranges.filter((_, at) => at !== index);
  const last = ranges.at(-1);
  if (last && index === draft.ranges.length - 1) ranges[ranges.length - 1] = { ...last, maxEntries: '' };
  return { ...draft, ranges };
}

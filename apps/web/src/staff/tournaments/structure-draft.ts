import {
  type ANTE_KINDS,
  type TournamentStructureInput,
  type TournamentStructureView,
  tournamentStructureSchema,
} from '@club/shared/tournament-structure';

/**
 * The structure editor's draft (issue 28): every cell as the director types it (text), turned into the
 * shared schema's input only to check and to save, so one schema says what is wrong in the browser and on
 * the server. Rows carry a key so React, and the focus after a move, follow a row rather than a position.
 */
export type AnteKind = (typeof ANTE_KINDS)[number];
type SavedStructure = NonNullable<TournamentStructureView['structure']>;

export interface DraftLevel {
  key: number;
  kind: 'level';
  smallBlind: string;
  bigBlind: string;
  ante: string;
  anteKind: AnteKind;
  minutes: string;
}
export interface DraftBreak {
  key: number;
  kind: 'break';
  minutes: string;
  colorUp: string;
}
export type DraftRow = DraftLevel | DraftBreak;

export interface StructureDraft {
  startingStack: string;
  lateRegistrationLevels: string;
  rows: DraftRow[];
  maxReentries: string;
  reentryUntilLevel: string;
  rebuy: { isOn: boolean; price: string; chips: string; untilLevel: string; atOrBelowStartingStack: boolean };
  addOn: { isOn: boolean; price: string; chips: string; atLevel: string };
  fee: string;
  bounty: string;
}

/** A new level's minutes and a new break's, before the director types their own. */
export const DEFAULT_LEVEL_MINUTES = 20;
export const DEFAULT_BREAK_MINUTES = 15;

let lastKey = 0;
const nextKey = () => ++lastKey;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function draftFromStructure(structure: SavedStructure | null): StructureDraft {
  const rules = structure?.entryRules;
  return {
    startingStack: text(structure?.startingStack),
    lateRegistrationLevels: text(structure?.lateRegistrationLevels ?? 0),
    rows: (structure?.levels ?? []).map((row) =>
      row.kind === 'level'
        ? {
            key: nextKey(),
            kind: 'level',
            smallBlind: text(row.smallBlind),
            bigBlind: text(row.bigBlind),
            ante: text(row.ante),
            anteKind: row.anteKind,
            minutes: text(row.minutes),
          }
        : { key: nextKey(), kind: 'break', minutes: text(row.minutes), colorUp: row.colorUp ?? '' },
    ),
    maxReentries: text(rules?.maxReentries ?? 0),
    reentryUntilLevel: text(rules?.reentryUntilLevel),
    rebuy: {
      isOn: Boolean(rules?.rebuy),
      price: rules?.rebuy?.price ?? '',
      chips: text(rules?.rebuy?.chips),
      untilLevel: text(rules?.rebuy?.untilLevel),
      atOrBelowStartingStack: rules?.rebuy?.atOrBelowStartingStack ?? false,
    },
    addOn: {
      isOn: Boolean(rules?.addOn),
      price: rules?.addOn?.price ?? '',
      chips: text(rules?.addOn?.chips),
      atLevel: text(rules?.addOn?.atLevel),
    },
    fee: rules?.fee ?? '0',
    bounty: rules?.bounty ?? '0',
  };
}

/** A whole number as typed ("20,000" too); anything else becomes NaN, which the schema names. */
export function wholeNumber(typed: string): number {
  const plain = typed.replaceAll(',', '').trim();
  return /^-?\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

const optionalLevel = (typed: string) => (typed.trim() === '' ? null : wholeNumber(typed));

/** What the PUT sends (and the template's save): the shared schema's input. */
export function structureFromDraft(draft: StructureDraft): TournamentStructureInput {
  return {
    startingStack: wholeNumber(draft.startingStack),
    lateRegistrationLevels: draft.lateRegistrationLevels.trim() === '' ? 0 : wholeNumber(draft.lateRegistrationLevels),
    levels: draft.rows.map((row) =>
      row.kind === 'level'
        ? {
            kind: 'level',
            smallBlind: wholeNumber(row.smallBlind),
            bigBlind: wholeNumber(row.bigBlind),
            ante: row.ante.trim() === '' ? 0 : wholeNumber(row.ante),
            anteKind: row.anteKind,
            minutes: wholeNumber(row.minutes),
          }
        : { kind: 'break', minutes: wholeNumber(row.minutes), colorUp: row.colorUp.trim() || null },
    ),
    entryRules: {
      maxReentries: draft.maxReentries.trim() === '' ? 0 : wholeNumber(draft.maxReentries),
      reentryUntilLevel: optionalLevel(draft.reentryUntilLevel),
      rebuy: draft.rebuy.isOn
        ? {
            price: draft.rebuy.price.trim(),
            chips: wholeNumber(draft.rebuy.chips),
            untilLevel: wholeNumber(draft.rebuy.untilLevel),
            atOrBelowStartingStack: draft.rebuy.atOrBelowStartingStack,
          }
        : null,
      addOn: draft.addOn.isOn
        ? {
            price: draft.addOn.price.trim(),
            chips: wholeNumber(draft.addOn.chips),
            atLevel: wholeNumber(draft.addOn.atLevel),
          }
        : null,
      fee: draft.fee.trim() === '' ? '0' : draft.fee.trim(),
      bounty: draft.bounty.trim() === '' ? '0' : draft.bounty.trim(),
    },
  };
}

export interface DraftCheck {
  isValid: boolean;
  /** Messages by row and field (`levels.3.bigBlind`) or by field (`startingStack`, `entryRules.fee`). */
  byPath: Map<string, string>;
  messages: string[];
}

/** The shared schema's verdict on the draft, with each message at the cell it names. */
export function checkDraft(draft: StructureDraft): DraftCheck {
  const result = tournamentStructureSchema.safeParse(structureFromDraft(draft));
  if (result.success) return { isValid: true, byPath: new Map(), messages: [] };
  const byPath = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  return { isValid: false, byPath, messages: [...new Set(result.error.issues.map((issue) => issue.message))] };
}

/** Whether two drafts say the same thing (row keys aside): the editor's "unsaved changes". */
export function isSameDraft(a: StructureDraft, b: StructureDraft): boolean {
  const plain = (draft: StructureDraft) =>
    JSON.stringify({ ...draft, rows: draft.rows.map(({ key: _key, ...row }) => row) });
  return plain(a) === plain(b);
}

// Rows: what the director does to the table. `lockedThrough` is the clock's current row once it has started
// (null before): rows through it have been played or are running, and the server refuses any change to them.

export const isRowLocked = (index: number, lockedThrough: number | null) =>
  lockedThrough !== null && index <= lockedThrough;

const lastLevel = (rows: readonly DraftRow[], before = rows.length): DraftLevel | undefined =>
  rows.slice(0, before).findLast((row): row is DraftLevel => row.kind === 'level');

export function newLevel(rows: readonly DraftRow[]): DraftLevel {
  return {
    key: nextKey(),
    kind: 'level',
    smallBlind: '',
    bigBlind: '',
    ante: '0',
    anteKind: lastLevel(rows)?.anteKind ?? 'none',
    minutes: lastLevel(rows)?.minutes || String(DEFAULT_LEVEL_MINUTES),
  };
}

export const addLevel = (rows: readonly DraftRow[]): DraftRow[] => [...rows, newLevel(rows)];

export const addBreak = (rows: readonly DraftRow[]): DraftRow[] => [
  ...rows,
  { key: nextKey(), kind: 'break', minutes: String(DEFAULT_BREAK_MINUTES), colorUp: '' },
];

const doubled = (typed: string) => {
  const value = wholeNumber(typed);
  return Number.isFinite(value) ? String(value * 2) : typed;
};

/**
 * The next level by doubling: the last level's blinds and ante twice over, its ante kind and minutes. With
 * no level yet (or blinds not typed) there is nothing to double, and the rows stay as they are.
 */
export function appendDoubledLevel(rows: readonly DraftRow[]): DraftRow[] {
  const last = lastLevel(rows);
  if (!last || !Number.isFinite(wholeNumber(last.smallBlind)) || !Number.isFinite(wholeNumber(last.bigBlind))) {
    return [...rows];
  }
  return [
    ...rows,
    {
      ...last,
      key: nextKey(),
      smallBlind: doubled(last.smallBlind),
      bigBlind: doubled(last.bigBlind),
      ante: doubled(last.ante || '0'),
    },
  ];
}

/** A copy of row `index` right after it (not among the played rows: the copy would shift them). */
export function duplicateRow(rows: readonly DraftRow[], index: number, lockedThrough: number | null): DraftRow[] {
  const row = rows[index];
  if (!row || (lockedThrough !== null && index < lockedThrough)) return [...rows];
  return [...rows.slice(0, index + 1), { ...row, key: nextKey() }, ...rows.slice(index + 1)];
}

export function removeRow(rows: readonly DraftRow[], index: number, lockedThrough: number | null): DraftRow[] {
  if (isRowLocked(index, lockedThrough)) return [...rows];
  return rows.filter((_, at) => at !== index);
}

/** Whether row `index` may move by `delta` (±1): inside the table, never into or out of the played rows. */
export function canMoveRow(length: number, index: number, delta: -1 | 1, lockedThrough: number | null): boolean {
  const target = index + delta;
  if (target < 0 || target >= length) return false;
  return !isRowLocked(index, lockedThrough) && !isRowLocked(target, lockedThrough);
}

export function moveRow(rows: readonly DraftRow[], index: number, delta: -1 | 1, lockedThrough: number | null) {
  if (!canMoveRow(rows.length, index, delta, lockedThrough)) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row) next.splice(index + delta, 0, row);
  return next;
}

/** Play-level numbers as the room counts them (breaks unnumbered), for the draft's rows. */
export function draftLevelNumbers(rows: readonly DraftRow[]): Array<number | null> {
  let count = 0;
  return rows.map((row) => (row.kind === 'level' ? ++count : null));
}

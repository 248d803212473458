import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/class-names';
import { formatClubTime } from '../../lib/format';
import { Select } from '../floor/floor-form';
import {
  type AnteKind,
  addBreak,
  addLevel,
  appendDoubledLevel,
  canMoveRow,
  type DraftRow,
  draftLevelNumbers,
  duplicateRow,
  isRowLocked,
  moveRow,
  removeRow,
} from './structure-draft';

const ANTE_KIND_LABELS: Record<AnteKind, string> = {
  none: 'No ante',
  big_blind: 'Big-blind ante',
  every_player: 'Every player',
};

type RowAction = 'up' | 'down' | 'copy' | 'remove';

interface StructureTableProps {
  rows: DraftRow[];
  onChange: (rows: DraftRow[]) => void;
  /** The clock's current row once started: rows through it are shown, not edited. */
  lockedThrough: number | null;
  isReadOnly: boolean;
  starts: Array<number | null>;
  /** The shared schema's messages by path (`levels.2.bigBlind`), shown once the director has tried to save. */
  errors: Map<string, string>;
}

/**
 * The levels as a table a director edits quickly: every cell a field, each row's moves and copy on buttons
 * that keep the focus on the row they moved, and the projected start of each row as the cells change.
 */
export function StructureTable({ rows, onChange, lockedThrough, isReadOnly, starts, errors }: StructureTableProps) {
  const numbers = draftLevelNumbers(rows);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusNext, setFocusNext] = useState<{ key: number; action: RowAction } | 'add' | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusNext === null) return;
    setFocusNext(null);
    if (focusNext === 'add') return addRef.current?.focus();
    const target = buttons.current.get(`${focusNext.key}:${focusNext.action}`);
    const other = buttons.current.get(`${focusNext.key}:${focusNext.action === 'up' ? 'down' : 'up'}`);
    (target && !target.disabled ? target : other)?.focus();
  }, [focusNext]);

  const nameOf = (index: number) => {
    const number = numbers[index];
    if (number != null) return `Level ${number}`;
    const before = numbers
      .slice(0, index)
      .filter((n) => n !== null)
      .pop();
    return before ? `Break after level ${before}` : 'Break';
  };
  const setRow = (index: number, change: Partial<DraftRow>) =>
    onChange(rows.map((row, at) => (at === index ? ({ ...row, ...change } as DraftRow) : row)));
  const act = (index: number, action: RowAction, key: number) => {
    if (action === 'up' || action === 'down') {
      onChange(moveRow(rows, index, action === 'up' ? -1 : 1, lockedThrough));
      setFocusNext({ key, action });
    } else if (action === 'copy') {
      const next = duplicateRow(rows, index, lockedThrough);
      onChange(next);
      const copy = next[index + 1];
      if (copy) setFocusNext({ key: copy.key, action: 'copy' });
    } else {
      const next = removeRow(rows, index, lockedThrough);
      onChange(next);
      const after = next[index] ?? next[index - 1];
      setFocusNext(
        after && !isRowLocked(next.indexOf(after), lockedThrough) ? { key: after.key, action: 'remove' } : 'add',
      );
    }
  };

  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/90">
        <table className="w-full min-w-[60rem] text-left text-sm">
          <caption className="sr-only">Levels and breaks, in the order they are played</caption>
          <thead className="text-slate-300">
            <tr>
              {['Row', 'Small blind', 'Big blind', 'Ante', 'Ante kind', 'Minutes', 'Starts', 'Change'].map(
                (heading) => (
                  <th key={heading} scope="col" className="px-2 py-2 font-medium">
                    {heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-3 py-4 text-slate-300">
                  No levels yet: add a level, or use a template below.
                </td>
              </tr>
            ) : null}
            {rows.map((row, index) => {
              const name = nameOf(index);
              const isLocked = isRowLocked(index, lockedThrough) || isReadOnly;
              const rowErrors = [...errors].filter(([path]) => path.startsWith(`levels.${index}.`));
              const errorId = `structure-row-${row.key}-error`;
              const cell = (
                field: string,
                label: string,
                value: string,
                set: (value: string) => void,
                width = 'w-28!',
              ) =>
                isLocked ? (
                  <span className="tabular-nums text-slate-200">{value || '—'}</span>
                ) : (
                  <Input
                    aria-label={`${name}: ${label}`}
                    inputMode="numeric"
                    className={cn('h-11 tabular-nums', width)}
                    value={value}
                    aria-invalid={errors.has(`levels.${index}.${field}`) || undefined}
                    aria-describedby={rowErrors.length > 0 ? errorId : undefined}
                    onChange={(event) => set(event.target.value)}
                  />
                );
              const start = starts[index];
              return (
                <RowPair
                  key={row.key}
                  error={
                    rowErrors.length > 0 ? (
                      <td id={errorId} colSpan={8} className="px-3 pb-2 text-xs text-red-300">
                        {[...new Set(rowErrors.map(([, message]) => message))].join(' ')}
                      </td>
                    ) : null
                  }
                >
                  <tr className={cn('border-t border-slate-800 align-middle', row.kind === 'break' && 'bg-sky-950/30')}>
                    <th scope="row" className="px-2 py-1.5 font-semibold whitespace-nowrap text-white">
                      {name}
                    </th>
                    {row.kind === 'level' ? (
                      <>
                        <td className="px-2 py-1.5">
                          {cell('smallBlind', 'small blind', row.smallBlind, (v) => setRow(index, { smallBlind: v }))}
                        </td>
                        <td className="px-2 py-1.5">
                          {cell('bigBlind', 'big blind', row.bigBlind, (v) => setRow(index, { bigBlind: v }))}
                        </td>
                        <td className="px-2 py-1.5">
                          {cell('ante', 'ante', row.ante, (v) => setRow(index, { ante: v }), 'w-24!')}
                        </td>
                        <td className="px-2 py-1.5">
                          {isLocked ? (
                            <span className="text-slate-200">{ANTE_KIND_LABELS[row.anteKind]}</span>
                          ) : (
                            <Select
                              aria-label={`${name}: ante kind`}
                              className="w-44!"
                              value={row.anteKind}
                              aria-invalid={errors.has(`levels.${index}.anteKind`) || undefined}
                              onChange={(event) => setRow(index, { anteKind: event.target.value as AnteKind })}
                            >
                              {Object.entries(ANTE_KIND_LABELS).map(([value, label]) => (
                                <option key={value} value={value}>
                                  {label}
                                </option>
                              ))}
                            </Select>
                          )}
                        </td>
                      </>
                    ) : (
                      <td colSpan={4} className="px-2 py-1.5">
                        {isLocked ? (
                          <span className="text-slate-200">{row.colorUp || 'Break'}</span>
                        ) : (
                          <Input
                            aria-label={`${name}: colour-up note`}
                            placeholder="Colour-up note (which chip leaves play)"
                            className="h-11"
                            maxLength={200}
                            value={row.colorUp}
                            onChange={(event) => setRow(index, { colorUp: event.target.value })}
                          />
                        )}
                      </td>
                    )}
                    <td className="px-2 py-1.5">
                      {cell('minutes', 'minutes', row.minutes, (v) => setRow(index, { minutes: v }), 'w-20!')}
                    </td>
                    <td className="px-2 py-1.5 whitespace-nowrap text-slate-200 tabular-nums">
                      {start != null
                        ? formatClubTime(new Date(start), 'time')
                        : lockedThrough !== null && index < lockedThrough
                          ? 'Played'
                          : lockedThrough === index
                            ? 'Now'
                            : '—'}
                    </td>
                    <td className="px-2 py-1.5">
                      {isLocked ? null : (
                        <div className="flex gap-1">
                          {(
                            [
                              ['up', '↑', `Move ${name} up`, canMoveRow(rows.length, index, -1, lockedThrough)],
                              ['down', '↓', `Move ${name} down`, canMoveRow(rows.length, index, 1, lockedThrough)],
                              ['copy', 'Copy', `Duplicate ${name}`, true],
                              ['remove', 'Remove', `Remove ${name}`, true],
                            ] as const
                          ).map(([action, text, label, isEnabled]) => (
                            <Button
                              key={action}
                              ref={(element) => {
                                if (element) buttons.current.set(`${row.key}:${action}`, element);
                                else buttons.current.delete(`${row.key}:${action}`);
                              }}
                              variant={action === 'remove' ? 'ghost' : 'secondary'}
                              className={cn(text.length === 1 ? 'w-11 px-0 text-lg' : 'px-3')}
                              aria-label={label}
                              title={label}
                              disabled={!isEnabled}
                              onClick={() => act(index, action, row.key)}
                            >
                              {text}
                            </Button>
                          ))}
                        </div>
                      )}
                    </td>
                  </tr>
                </RowPair>
              );
            })}
          </tbody>
        </table>
      </div>
      {isReadOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Button ref={addRef} variant="secondary" onClick={() => onChange(addLevel(rows))}>
            Add level
          </Button>
          <Button variant="secondary" onClick={() => onChange(addBreak(rows))} disabled={rows.length === 0}>
            Add break
          </Button>
          <Button
            variant="secondary"
            onClick={() => onChange(appendDoubledLevel(rows))}
            disabled={!rows.some((row) => row.kind === 'level')}
          >
            Next level by doubling
          </Button>
        </div>
      )}
    </div>
  );
}

/** A row and, under it, the schema's message for it. */
function RowPair({ children, error }: { children: ReactNode; error: ReactNode }) {
  return (
    <>
      {children}
      {error ? <tr>{error}</tr> : null}
    </>
  );
}

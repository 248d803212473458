import { levelNumbers, type StructureItem, type TournamentStructure } from '@club/shared/tournament-structure';

const sameRow = (a: StructureItem | undefined, b: StructureItem | undefined) =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

function rowName(rows: readonly StructureItem[], index: number): string {
  const number = levelNumbers(rows)[index];
  if (number != null) return `Level ${number}`;
  const before = levelNumbers(rows.slice(0, index))
    .filter((n) => n !== null)
    .pop();
  return before ? `The break after level ${before}` : 'The break';
}

/**
 * Why a started tournament's new structure is refused, or null: the rows played and the running one
 * (through `currentIndex`) stay as they are, and so does the starting stack (issue 28, decision 110).
 */
export function refusePlayedRowsChange(
  before: TournamentStructure,
  after: TournamentStructure,
  currentIndex: number,
): string | null {
  if (after.startingStack !== before.startingStack) {
    return 'The starting stack cannot change once the clock has started';
  }
  for (let index = 0; index <= currentIndex; index++) {
    if (sameRow(before.levels[index], after.levels[index])) continue;
    const name = rowName(before.levels, index);
    return index === currentIndex
      ? `${name} is running and cannot change: a running tournament's structure changes only from the next level on`
      : `${name} has been played and cannot change: a running tournament's structure changes only from the next level on (${rowName(before.levels, currentIndex).toLowerCase()} is running)`;
  }
  return null;
}

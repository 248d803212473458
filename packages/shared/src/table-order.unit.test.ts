import { describe, expect, it } from 'vitest';
import { compareTableNames, sortByTableName } from './table-order';

describe('table order', () => {
  it('puts T2 before T4 before T10 before T38, numbers by their value', () => {
    const names = ['T38', 'T10', 'T4', 'T2', 'T1'];
    expect([...names].sort(compareTableNames)).toEqual(['T1', 'T2', 'T4', 'T10', 'T38']);
  });

  it('reads a zero-padded number as the same number, and orders names without numbers alphabetically', () => {
    expect([...['T10', 'T09', 'Main', 'bar', 'T1']].sort(compareTableNames)).toEqual([
      'bar',
      'Main',
      'T1',
      'T09',
      'T10',
    ]);
  });

  it('compares every number in a name, not only the first', () => {
    expect([...['Room 2 T10', 'Room 10 T1', 'Room 2 T9']].sort(compareTableNames)).toEqual([
      'Room 2 T9',
      'Room 2 T10',
      'Room 10 T1',
    ]);
  });

  it('sorts tables by name and keeps the order of tables with the same name', () => {
    const tables = [
      { id: 3, name: 'T10' },
      { id: 1, name: 'T4' },
      { id: 2, name: 't4' },
    ];
    expect(sortByTableName(tables).map((t) => t.id)).toEqual([1, 2, 3]);
    expect(tables.map((t) => t.id)).toEqual([3, 1, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import { projectRowStarts, rowLengthMs } from './tournament-schedule';

const MIN = 60_000;
const rows = [{ minutes: 20 }, { minutes: 20 }, { minutes: 10 }, { minutes: 30 }];

describe('projected row starts', () => {
  it('starts each row when the one before it ends, from the given start', () => {
    expect(projectRowStarts(rows, 0, 1_000)).toEqual({
      starts: [1_000, 1_000 + 20 * MIN, 1_000 + 40 * MIN, 1_000 + 50 * MIN],
      endMs: 1_000 + 80 * MIN,
    });
  });

  it('leaves rows before `from` (played, or running) without a projection', () => {
    expect(projectRowStarts(rows, 2, 0)).toEqual({ starts: [null, null, 0, 10 * MIN], endMs: 40 * MIN });
  });

  it('ends where it starts when every row is behind it', () => {
    expect(projectRowStarts(rows, 4, 500)).toEqual({ starts: [null, null, null, null], endMs: 500 });
  });

  it('counts a row whose minutes are not a positive number (being typed) as no time', () => {
    expect(rowLengthMs({ minutes: Number.NaN })).toBe(0);
    expect(rowLengthMs({ minutes: -5 })).toBe(0);
    expect(rowLengthMs(undefined)).toBe(0);
    expect(projectRowStarts([{ minutes: Number.NaN }, { minutes: 5 }], 0, 0).starts).toEqual([0, 0]);
  });
});

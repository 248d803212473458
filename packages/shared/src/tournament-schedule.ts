/**
 * When each row of a tournament's structure is projected to start (issue 28, decision 110): the server's
 * structure view and the console's editor count the same way, so a director sees, while typing, the times
 * the saved structure will show. Pure: no clock is read here, the caller names the moment the first
 * projected row starts.
 */
export interface ScheduledRow {
  minutes: number;
}

export interface RowSchedule {
  /** Each row's start in ms since the epoch; null for rows before `from` (played, or the running one). */
  starts: Array<number | null>;
  /** When the last row ends (ms since the epoch). */
  endMs: number;
}

/** Rows from `from` on start one after another from `startMs`; a row's length is its minutes. */
export function projectRowStarts(rows: readonly ScheduledRow[], from: number, startMs: number): RowSchedule {
  let at = startMs;
  const starts = rows.map((row, index) => {
    if (index < from) return null;
    const start = at;
    at += rowLengthMs(row);
    return start;
  });
  return { starts, endMs: at };
}

/** A row's length in ms; minutes that are not a positive number (a cell being typed) count as none. */
export function rowLengthMs(row: ScheduledRow | undefined): number {
  const minutes = row?.minutes ?? 0;
  return Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : 0;
}

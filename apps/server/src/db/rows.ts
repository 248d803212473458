/**
 * The row an `insert … returning()` or `update … returning()` gave back, where the statement cannot
 * miss: the insert succeeded, or the update's row is locked in the same transaction. None coming back
 * is a bug (a 500 with this message in the log), never a player's mistake.
 */
export function returnedRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The statement returned no row');
  return row;
}

/** A row this transaction has just written or locked, read again: missing means a bug, not bad input. */
export function stillThere<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing right after it was written`);
  return value;
}

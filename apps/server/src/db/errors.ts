/** The constraint a unique violation (SQLSTATE 23505) names, through Drizzle's error wrapping; else null. */
export function uniqueViolation(error: unknown): string | null {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
  }
  return null;
}

/** True for a check-constraint violation (SQLSTATE 23514): the database refused a value the service should have. */
export function checkViolation(error: unknown): string | null {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23514') return e.constraint ?? 'unknown';
  }
  return null;
}

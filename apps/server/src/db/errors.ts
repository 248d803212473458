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

/** Errors and their causes, outermost first (Drizzle wraps the driver's error in `cause`). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e !== 'object') return;
    yield e;
  }
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
// pg and pg-pool say these when the server is gone, the pool cannot connect in time, or PGlite was closed.
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Query read timeout|PGlite is clos)/;

/**
 * True when the database could not be reached or went away (not when it refused a statement): such a
 * request is answered 503 with Retry-After, since a retry may well succeed (DESIGN.md section 1, faults).
 * SQLSTATE classes 08 (connection exception), 57P01-57P03 (shutdown) and 53300 (too many connections).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300')
      return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * True for SQLSTATE class 22 (data exception: a NUL byte in text, a malformed number, a value out of
 * range): input the validation should have refused, answered 400, never 500.
 */
export function isInvalidInput(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

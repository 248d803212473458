import { ERROR_STATUS, type ErrorCode } from '@club/shared/errors';

/**
 * The one error type services throw. `message` is shown to the user; `internal` is logged only.
 * The HTTP status comes from the code, never from the thrower.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly internal?: string;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: unknown; internal?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
    this.internal = options.internal;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have access to this resource') => new AppError('FORBIDDEN', message);

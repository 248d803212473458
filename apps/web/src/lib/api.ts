import type { ErrorBody } from '@club/shared/errors';
import type { z } from 'zod';

/** Any non-OK answer. `message` is `STATUS: BODY` (the spec's wording); `body` is the server's error. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;

  /** `body` is the answer parsed with the error schema (readApiError does that). */
  constructor(status: number, bodyText: string, statusText: string, body?: ErrorBody) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code() {
    return this.body?.code;
  }

  /** The server's own sentence for people, when it sent one. */
  get serverMessage() {
    return this.body?.message;
  }
}

// The contract's schemas (and zod with them) load on first use, not with the sign-in page
// (docs/decisions/040-sign-in-page-budget.md).
async function parseErrorBody(text: string): Promise<ErrorBody | undefined> {
  try {
    const data: unknown = JSON.parse(text);
    const { errorBodySchema } = await import('@club/shared/errors');
    const parsed = errorBodySchema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<S extends z.ZodType | undefined> {
  method?: Method;
  body?: unknown;
  /** The answer's schema, or a promise of it (a schema module still loading). */
  schema?: S | Promise<S>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Answer<S> = S extends z.ZodType ? z.infer<S> : unknown;

/**
 * Calls the club API on this origin. Cookies always travel (the session lives in one); a
 * JSON content type is sent only with a body; the answer is parsed with `schema` when given.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  { method = 'GET', body, schema, headers, signal }: RequestOptions<S> = {},
): Promise<Answer<S>> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText, await parseErrorBody(text));
  const data: unknown = text ? JSON.parse(text) : undefined;
  const parser = await schema;
  return (parser ? parser.parse(data) : data) as Answer<S>;
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

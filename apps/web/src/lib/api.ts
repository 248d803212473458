import { type ErrorBody, errorBodySchema } from '@club/shared/errors';
import type { z } from 'zod';

/** Any non-OK answer. `message` is `STATUS: BODY` (the spec's wording); `body` is the server's error. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }

  get code() {
    return this.body?.code;
  }

  /** The server's own sentence for people, when it sent one. */
  get serverMessage() {
    return this.body?.message;
  }
}

function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<S extends z.ZodType | undefined> {
  method?: Method;
  body?: unknown;
  schema?: S;
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
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  const data: unknown = text ? JSON.parse(text) : undefined;
  return (schema ? schema.parse(data) : data) as Answer<S>;
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

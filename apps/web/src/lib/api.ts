import { type RouteAnswer, type RouteDefinition, type RouteInput, routeUrl } from '@club/shared/contract';
import type { ErrorBody } from '@club/shared/errors';
import { OfflineError, reportReachable, reportUnreachable } from './online-status';

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

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

type CallOptions<R extends RouteDefinition> = RouteInput<R> & { signal?: AbortSignal };
/** The options may be left out when the route needs no parameters and no body. */
type OptionsArgument<R extends RouteDefinition> =
  Record<string, never> extends CallOptions<R> ? [CallOptions<R>?] : [CallOptions<R>];

/**
 * Calls a route of the contract by name: `callApi(walletContract.getBalanceByPlayerId, { params: { playerId } })`.
 * The answer is parsed with the schema the contract gives its status. A contract still loading
 * (the sign-in page loads the accounts contract after it paints) may be passed as a promise.
 */
export async function callApi<R extends RouteDefinition>(
  definition: R | Promise<R>,
  ...[options = {} as CallOptions<R>]: OptionsArgument<R>
): Promise<RouteAnswer<R>> {
  const resolved = await definition;
  const { body, headers, signal } = options as {
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(routeUrl(resolved, options as { params?: object; query?: object }), {
      method: resolved.method,
      credentials: 'include',
      headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    // Not an answer but no way to the server at all (an abort is the caller's own doing).
    if (signal?.aborted) throw error;
    reportUnreachable();
    throw new OfflineError();
  }
  reportReachable();
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText, await parseErrorBody(text));
  const data: unknown = text ? JSON.parse(text) : undefined;
  const schema = resolved.responses[response.status];
  return (schema ? schema.parse(data) : data) as RouteAnswer<R>;
}

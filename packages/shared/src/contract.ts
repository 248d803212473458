import type { z } from 'zod';

// The route contract: every route's method, path, inputs, answers and error statuses, declared
// once here and read by both sides. The server registers its routes from it
// (apps/server/src/plugins/contract.ts), the web calls a route by name (apps/web/src/lib/api.ts),
// and OpenAPI is generated from what the server registered. One contract per feature, in
// contracts/<feature>.ts. docs/engineering.md says how to add a route.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses a route may answer with; each carries the shared error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** Fastify's syntax: `/api/balance/:playerId`. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answers by status; a status without a body (204, a file) maps to `null`. */
  readonly responses: Readonly<Record<number, z.ZodType | null>>;
  readonly errors: readonly ErrorStatus[];
}

/** Declares one route; the identity, kept for its types. */
export const route = <const R extends RouteDefinition>(definition: R): R => definition;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: path parameters as text or numbers, the query and body as their schemas take them. */
export type RouteInput<R extends RouteDefinition> = (R['params'] extends z.ZodType
  ? { params: { [K in keyof Input<R['params']>]: string | number } }
  : { params?: never }) &
  (R['query'] extends z.ZodType ? { query?: Input<R['query']> } : { query?: never }) &
  (R['headers'] extends z.ZodType ? { headers: Input<R['headers']> } : { headers?: Record<string, string> }) &
  (R['body'] extends z.ZodType ? { body: Input<R['body']> } : { body?: never });

/** The body of any success answer the route declares. */
export type RouteAnswer<R extends RouteDefinition> = {
  [S in keyof R['responses']]: R['responses'][S] extends z.ZodType ? z.output<R['responses'][S]> : undefined;
}[keyof R['responses']];

/** The path with its parameters filled in and the query appended (undefined values left out). */
export function routeUrl(definition: RouteDefinition, input: { params?: object; query?: object }): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = definition.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${definition.method} ${definition.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

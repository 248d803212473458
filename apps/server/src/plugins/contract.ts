import type { RouteDefinition } from '@club/shared/contract';
import { errorBodySchema } from '@club/shared/errors';

type Answers<R extends RouteDefinition> = {
  [S in keyof R['responses'] as R['responses'][S] extends null ? never : S]: R['responses'][S];
} & Record<R['errors'][number], typeof errorBodySchema>;

interface ContractSchema<R extends RouteDefinition> {
  tags: string[];
  summary: string;
  params: R['params'];
  querystring: R['query'];
  headers: R['headers'];
  body: R['body'];
  response: Answers<R>;
}

/**
 * The Fastify route options a contract route declares: method, URL and the schema that validates
 * the request and serializes the answer (and that OpenAPI is generated from). Spread it into
 * `app.route` beside the guard and the handler, which then take their types from the contract.
 */
export function fromContract<const R extends RouteDefinition>(definition: R) {
  const response: Record<number, unknown> = {};
  for (const [status, schema] of Object.entries(definition.responses)) if (schema) response[Number(status)] = schema;
  for (const status of definition.errors) response[status] = errorBodySchema;
  const schema: Record<string, unknown> = { tags: [...definition.tags], summary: definition.summary, response };
  if (definition.description) schema.description = definition.description;
  if (definition.params) schema.params = definition.params;
  if (definition.query) schema.querystring = definition.query;
  if (definition.headers) schema.headers = definition.headers;
  if (definition.body) schema.body = definition.body;
  return { method: definition.method, url: definition.path, schema: schema as unknown as ContractSchema<R> };
}

import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../app-error';

/**
 * Deeper than any request the API takes: a deeper body is refused before the walk below or zod's own
 * recurses through it (tens of thousands of `[` fit in 64 KB, and would overflow the stack: a 500).
 */
const MAX_DEPTH = 32;

type Problem = { kind: 'nul' | 'depth'; path: string };

/** The first string holding a NUL byte in a request part, or the first place nested deeper than MAX_DEPTH. */
function findProblem(value: unknown, path: string, depth = 0): Problem | null {
  if (typeof value === 'string') return value.includes('\u0000') ? { kind: 'nul', path } : null;
  if (!value || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { kind: 'depth', path };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findProblem(item, `${path}.${index}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const found = findProblem(key, `${path}.${key}`) ?? findProblem(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The zod validator of every route, refusing a NUL byte in any string first (PostgreSQL cannot store
 * one in text, and a person never types one) and a request nested deeper than MAX_DEPTH. It runs where validation runs, after the guards, so a
 * caller without the role still gets 403 (DESIGN.md section 3).
 */
export const validatorWithoutNul: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const problem = findProblem(data, route.httpPart ?? 'body');
    if (problem?.kind === 'nul') {
      return { error: new AppError('VALIDATION_FAILED', `Text must not contain a NUL character (${problem.path})`) };
    }
    if (problem?.kind === 'depth') {
      return { error: new AppError('VALIDATION_FAILED', `The request is nested more than ${MAX_DEPTH} levels deep`) };
    }
    return validate(data);
  };
};

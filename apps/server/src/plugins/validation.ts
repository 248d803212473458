import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../app-error';

/** The path of the first string holding a NUL byte in a request part, or null. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(key, `${path}.${key}`) ?? findNul(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The zod validator of every route, refusing a NUL byte in any string first: PostgreSQL cannot store
 * one in text, and a person never types one. It runs where validation runs, after the guards, so a
 * caller without the role still gets 403 (DESIGN.md section 3).
 */
export const validatorWithoutNul: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const path = findNul(data, route.httpPart ?? 'body');
    if (path) {
      return { error: new AppError('VALIDATION_FAILED', `Text must not contain a NUL character (${path})`) };
    }
    return validate(data);
  };
};

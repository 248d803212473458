import { MESSAGES } from '@club/shared/accounts';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';

/** Where a blank field has its own text instead of 'Please fill in all required fields'. */
const REQUIRED_MESSAGE_BY_ROUTE: Record<string, Partial<Record<string, string>>> = {
  '/api/auth/signin': { email: MESSAGES.emailRequired, password: 'Please enter your password' },
  '/api/email-verification/resend': { email: MESSAGES.emailRequired },
  '/api/auth/password-reset/request': { email: MESSAGES.emailRequired },
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * Error handler for the account forms' routes. The client shows the server's message as it is, so a
 * refused body answers with the specification's own text (accounts-kyc.md sections 5 and 8): a missing
 * or blank field is 'Please fill in all required fields' (sign-in: 'Please enter your email'), anything
 * else the rule's message ('Password must be at least 8 characters long.', ...), without the app-wide
 * handler's "(body.field)" suffix. The issues stay in details. Other errors go on to the app's handler.
 */
export function accountFormErrorHandler(error: FastifyError, request: FastifyRequest): never {
  if (!hasZodFastifySchemaValidationErrors(error) || error.validationContext !== 'body') throw error;
  const issues = error.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Invalid value',
  }));
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : null;
  const blank = body
    ? issues.find((issue) => issue.path && !issue.path.includes('.') && isBlank(body[issue.path]))
    : { path: '' };
  const message = blank
    ? (REQUIRED_MESSAGE_BY_ROUTE[request.routeOptions.url ?? '']?.[blank.path] ?? MESSAGES.requiredFields)
    : (issues[0]?.message ?? 'The request is not valid');
  throw new AppError('VALIDATION_FAILED', message, { details: { issues } });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@club/shared/errors';
import { AppError } from '../app-error';
import { isDatabaseUnavailable, isInvalidInput } from '../db/errors';

/** Seconds a client is told to wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * `error` carries the same words as `message`: the specification's earlier client shows `error` (a
 * KYC-pending sign-in must read 'Wait for KYC approval', not 'Forbidden'); `code` is for programs.
 */
export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: message, message, code, ...(details === undefined ? {} : { details }) };
}

/** Fastify's own error codes for bad input, mapped onto ours so no bad request ever becomes a 500. */
function fromFastifyError(error: FastifyError): { code: ErrorCode; message: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'INVALID_JSON', message: 'The request body is not valid JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON (application/json)' };
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return { code: 'RATE_LIMITED', message: error.message };
    default:
      if (error.statusCode === 413) return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
      if (error.statusCode === 429) return { code: 'RATE_LIMITED', message: error.message };
      if (error instanceof SyntaxError || error.statusCode === 400) {
        return { code: 'BAD_REQUEST', message: error.message || 'Bad request' };
      }
      // The framework's and the static file server's own refusals (a `..` segment, a missing file) keep
      // their status: they are the client's mistake, never a 500.
      if (error.statusCode === 403) return { code: 'FORBIDDEN', message: 'This path is not allowed' };
      if (error.statusCode === 404) return { code: 'ROUTE_NOT_FOUND', message: 'Not found' };
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return { code: 'BAD_REQUEST', message: error.message || 'Bad request' };
      }
      return undefined;
  }
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.internal) request.log.warn({ code: error.code, internal: error.internal }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path:
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (v.params as { issue?: { path?: string[] } })?.issue?.path?.join('.') ||
          '',
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const where = error.validationContext ?? 'body';
      const message = first
        ? first.path
          ? `${first.message} (${where}.${first.path})`
          : `${first.message} (${where})`
        : 'The request is not valid';
      return reply.status(400).send(errorBody('VALIDATION_FAILED', message, { issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .status(503)
        .send(errorBody('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.'));
    }
    if (isInvalidInput(error)) {
      request.log.warn({ err: error }, 'the database refused a value');
      return reply.status(400).send(errorBody('BAD_REQUEST', 'The request contains a value that cannot be stored'));
    }
    const mapped = fromFastifyError(error);
    if (mapped) return reply.status(ERROR_STATUS[mapped.code]).send(errorBody(mapped.code, mapped.message));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
});

import { pipeline, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * preParsing for the routes that take a large JSON body (the uploads, UPLOAD_BODY_LIMIT): refuses a
 * body nested deeper than `maxDepth` while it streams in, chunk by chunk, before JSON.parse ever holds
 * the event loop for it. A few megabytes of `[[[[…` cost seconds to parse and to walk, stalling every
 * request of the instance (issue 27, item 16); an upload's body is one flat object.
 */
export function limitJsonDepth(maxDepth: number) {
  return async (_request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) => {
    let depth = 0;
    let isInString = false;
    let isEscaped = false;
    const scan = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        for (const byte of chunk) {
          if (isInString) {
            if (isEscaped) isEscaped = false;
            else if (byte === BACKSLASH) isEscaped = true;
            else if (byte === QUOTE) isInString = false;
          } else if (byte === QUOTE) {
            isInString = true;
          } else if (OPENERS.has(byte)) {
            depth += 1;
            if (depth > maxDepth) {
              callback(new AppError('BAD_REQUEST', `The request body is nested more than ${maxDepth} levels deep`));
              return;
            }
          } else if (CLOSERS.has(byte)) {
            depth -= 1;
          }
        }
        callback(null, chunk);
      },
    });
    // An aborted request ends the scan too; the scan's own refusal reaches the body reader as its error.
    return pipeline(payload, scan, () => {});
  };
}

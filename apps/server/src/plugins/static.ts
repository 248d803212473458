import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors';

const NOT_PAGES = /^\/(api|docs|socket\.io)(\/|$)/;

/** A page route is a GET for a path without a file extension outside the API. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_PAGES.test(pathname)) return false;
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built web app: hashed assets pre-compressed (brotli, gzip) with a year's cache, index.html
 * never cached, and the SPA fallback only for page routes. Unknown API routes and files answer JSON 404.
 */
export const staticPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const index = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn(`No web build at ${root}: run "npm run build" to serve the web app`);
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', root);

  if (hasBuild) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && isPageRequest(request)) return sendIndex(reply);
    return reply
      .status(404)
      .send(errorBody('ROUTE_NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
});

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads whose answer is the same for every caller (no balance, flag or name of the caller in them). */
const PUBLIC_READS = new Set([
  '/api/club/settings',
  '/api/tables',
  '/api/tables/:tableId/pot',
  '/api/staff-offers',
  '/api/staff-offers/:id',
  '/api/food-beverage/items',
  '/api/food-beverage/ads',
]);

export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Styles: our CSS is a file, but UI primitives set style attributes and a scroll-lock <style>.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: app.config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.publicUrl.startsWith('https://'),
  });

  // An API answer is personal, and never stored, unless it is one of the reads that answer everyone
  // alike: those may be kept by a cache but must be revalidated, since they change live.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    const isPublic =
      request.method === 'GET' && reply.statusCode < 400 && PUBLIC_READS.has(request.routeOptions.url ?? '');
    reply.header('Cache-Control', isPublic ? 'no-cache' : 'no-store');
  });

  // Cross-site forgery: browsers send Origin with every state-changing request; one that names another
  // site is refused. A request without Origin is not from a browser page (docs/decisions/002).
  const allowed = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin && origin !== allowed) {
      throw new AppError('ORIGIN_MISMATCH', 'This request came from another site and was refused');
    }
  });
});

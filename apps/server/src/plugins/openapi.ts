import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: the UI at /docs, the document at /docs/json. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Poker club portal API', version: '1.0.0' },
      components: {
        securitySchemes: {
          playerSession: { type: 'apiKey', in: 'cookie', name: 'club_session' },
          staffSession: { type: 'apiKey', in: 'cookie', name: 'club_staff' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
});

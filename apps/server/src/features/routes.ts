import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';

/** Every feature's routes, in one place, so app.ts stays the same as features arrive. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}

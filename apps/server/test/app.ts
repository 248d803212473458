import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The real app on a fresh database. Pass overrides for configuration (REDIS_URL, SMTP_URL, limits). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  shared?: { database: Database & { dataDir: string } },
): Promise<TestApp> {
  const database = shared?.database ?? (await createTestDatabase());
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: database.dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST: '/nonexistent-web-dist',
      ...overrides,
    },
  );
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

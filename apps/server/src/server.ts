import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { FolderLockedError } from './db/folder-lock';
import { seedDemoClubIfEmpty } from './db/seed';
import { startCheckInCodeTimer } from './features/tables/check-in/check-in-code-timer';
import { startPagingTimer } from './features/tables/paging/paging-timer';
import { startClockTimer } from './features/tournaments/clock/clock-timer';
import { startDailySummary } from './features/reports/daily-summary.service';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.SEED_DEMO === 'auto' && !config.DATABASE_URL) {
    await seedDemoClubIfEmpty(app.database.db, {
      log: (line) => app.log.info(line),
      print: (line) => console.log(line),
      credentialsFile: path.join(config.dataDir, 'demo-credentials.json'),
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  // Holds of paged players run out on stored times; every instance runs this, exactly one acts (decision 061).
  const pagingTimer = startPagingTimer(app.useCase, { log: app.log });
  // Tournament clocks move to the next level at its stored end; every instance runs this, exactly one acts (decision 110).
  const clockTimer = startClockTimer(app.useCase, { log: app.log });
  // The room's check-in code, sent to this instance's boards and floor consoles when it changes (decision 064).
  const checkInCodeTimer = startCheckInCodeTimer({
    db: app.database.db,
    publicUrl: config.publicUrl,
    publishLocal: app.publishLocal,
    log: app.log,
  });
  // The previous day's summary to super admins, once a day whatever the instances (issue 19).
  const dailySummary = startDailySummary({
    db: app.database.db,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.log.info(
    {
      readyInMs: Math.round(performance.now() - startedAt),
      database: app.database.kind,
      realtime: config.REDIS_URL ? 'redis' : 'memory',
    },
    `Poker club portal ready at ${config.publicUrl}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await pagingTimer.stop();
      await clockTimer.stop();
      checkInCodeTimer.stop();
      await dailySummary.stop();
      await app.close(); // stops accepting, waits for in-flight requests, closes sockets and the database
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof FolderLockedError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});

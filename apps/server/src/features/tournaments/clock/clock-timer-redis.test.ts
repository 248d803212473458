import type { TournamentClock } from '@club/shared/tournament-clock';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances } from '../../../../test/instances';
import { connectSocket, listen } from '../../../../test/sockets';
import { clockAction, createTournament, putStructure, sampleStructure } from '../../../../test/tournaments';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, tournamentClocks } from '../../../db/schema';
import { startClockTimer } from './clock-timer';

// Runs only when TEST_REDIS_URL is set (vitest.config.ts leaves *-redis files out otherwise).
// Every instance runs the level-end timer (decision 110): at a level's end both act, exactly one moves
// the clock, and its push reaches the sockets of both instances once.
describe('the level-end timer across two instances sharing Redis', () => {
  let set: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    set = await createTwoInstances(process.env.TEST_REDIS_URL!);
  });
  afterAll(() => set?.close());

  it('moves the clock once and every console and TV on either instance hears it once', async () => {
    const manager = await signedInStaff(set.a.app, 'manager');
    const id = await createTournament(set.a.app, manager.cookie);
    expect((await putStructure(set.a.app, manager.cookie, id, sampleStructure())).statusCode).toBe(200);
    const started = (await clockAction(set.a.app, manager.cookie, id, { action: 'start' })).json<TournamentClock>();
    const end = new Date(started.levelEndsAt!);

    const created = await set.b.app.inject({
      method: 'POST',
      url: '/api/staff/displays',
      headers: { cookie: manager.cookie },
      payload: { name: 'Tournament TV' },
    });
    const { key } = created.json<{ key: string }>();
    const [urlA, urlB] = [await listen(set.a.app), await listen(set.b.app)];
    const consoleOnB = await connectSocket(urlB, manager.cookie);
    const tvOnA = await connectSocket(urlA, undefined, undefined, { displayKey: key });
    const heard = { console: [] as TournamentClock[], tv: [] as TournamentClock[] };
    consoleOnB.on(
      'tournament_clock',
      (clock: TournamentClock) => clock.tournamentId === id && heard.console.push(clock),
    );
    tvOnA.on('tournament_clock', (clock: TournamentClock) => clock.tournamentId === id && heard.tv.push(clock));

    const quiet = { warn: () => {} };
    const at = new Date(end.getTime() + 500);
    const timers = [set.a.app, set.b.app].map((instance) =>
      startClockTimer(instance.useCase, { log: quiet, now: () => at, intervalMs: 60_000 }),
    );
    try {
      await Promise.all(timers.map((timer) => timer.tick()));
      await expect.poll(() => heard.console.length + heard.tv.length, { timeout: 3000 }).toBe(2);
      // Anything more would have arrived by now: a second mover's push follows the first within milliseconds.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heard.console.map((clock) => [clock.levelIndex, clock.version])).toEqual([[1, started.version + 1]]);
      expect(heard.tv.map((clock) => [clock.levelIndex, clock.version])).toEqual([[1, started.version + 1]]);
      const moves = await set.a.app.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'tournament.clock.level_end'),
            eq(auditLog.entity, 'tournament'),
            eq(auditLog.entityId, String(id)),
          ),
        );
      expect(moves).toHaveLength(1);
      const [stored] = await set.b.app.database.db
        .select()
        .from(tournamentClocks)
        .where(eq(tournamentClocks.tournamentId, id));
      expect(stored).toMatchObject({ levelIndex: 1, version: started.version + 1 });
    } finally {
      await Promise.all(timers.map((timer) => timer.stop()));
      consoleOnB.close();
      tvOnA.close();
    }
  });
});

import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { createPlayer, createStaff, staffCookie } from '../../../test/fixtures';
import { auditLog, mailOutbox, transactions } from '../../db/schema';
import {
  DAILY_SUMMARY_ACTION,
  type DailySummaryDeps,
  sendDailySummaryIfDue,
  startDailySummary,
} from './daily-summary.service';

// Two instances of the app on one database, as two servers behind a load balancer.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  one = await createTestApp({}, { database });
  two = await createTestApp({}, { database });
});
afterAll(async () => {
  await one.close();
  await two.close();
  await database.close();
});

const db = () => database.db;
const deps = (t: TestApp): DailySummaryDeps => ({
  db: t.app.database.db,
  mailer: t.app.mailer,
  publicUrl: 'http://club.example',
  log: t.app.log,
});
const summaries = (day: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%daily summary for ${day}`));

describe('the daily summary e-mail', () => {
  it('goes to each active super admin exactly once a day, with two instances racing', async () => {
    const [a, b] = [await createStaff(db(), 'super_admin'), await createStaff(db(), 'super_admin')];
    await createStaff(db(), 'super_admin', { isActive: false });
    await createStaff(db(), 'admin');
    // The club's day 2026-03-01 (Kolkata, +05:30): a sign-up at 20:30 and a ₹2,500 table buy-in at 21:00.
    const player = await createPlayer(db(), { createdAt: new Date('2026-03-01T15:00:00Z') });
    await db()
      .insert(transactions)
      .values({
        playerId: player.id,
        type: 'table_buy_in',
        account: 'cash',
        amountPaise: -250_000n,
        createdAt: new Date('2026-03-01T15:30:00Z'),
      });

    // 08:30 on the 2nd on the club's clock: not yet.
    const early = new Date('2026-03-02T03:00:00Z');
    expect(await sendDailySummaryIfDue(deps(one), early)).toBe('not_due');
    expect(await summaries('2026-03-01')).toHaveLength(0);

    // 09:30: both instances try at once; one sends, the other finds the day marked.
    const due = new Date('2026-03-02T04:00:00Z');
    const results = await Promise.all([
      sendDailySummaryIfDue(deps(one), due),
      sendDailySummaryIfDue(deps(two), due),
      sendDailySummaryIfDue(deps(two), due),
    ]);
    expect(results.sort()).toEqual(['already_sent', 'already_sent', 'sent']);
    // Later that day, from either instance's scheduler: nothing more.
    expect(await sendDailySummaryIfDue(deps(one), new Date('2026-03-02T17:00:00Z'))).toBe('already_sent');
    const timer = startDailySummary(deps(two), 3_600_000);
    await timer.tick(new Date('2026-03-02T12:00:00Z'));
    await timer.stop();

    const sent = await summaries('2026-03-01');
    expect(sent.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
    expect(sent[0]!.subject).toBe('Poker Club: daily summary for 2026-03-01');
    expect(sent[0]!.text).toContain('New sign-ups: 1.');
    expect(sent[0]!.text).toContain('table buy-ins ₹2,500.00');
    expect(sent[0]!.text).toContain('http://club.example/staff/reports');
    const marks = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, DAILY_SUMMARY_ACTION), eq(auditLog.entityId, '2026-03-01')));
    expect(marks).toHaveLength(1);
    expect(marks[0]!.staffId).toBeNull();

    // The next day has its own summary.
    expect(await sendDailySummaryIfDue(deps(two), new Date('2026-03-03T04:00:00Z'))).toBe('sent');
    expect(await summaries('2026-03-02')).toHaveLength(2);
  });

  it("goes out from the club's dailySummaryHour, read at each pass: a change applies without a restart", async () => {
    const admin = await createStaff(db(), 'super_admin');
    const cookie = await staffCookie(db(), admin.id);
    const setHour = async (hour: number) => {
      const res = await one.app.inject({
        method: 'PATCH',
        url: '/api/staff/club/settings',
        headers: { cookie },
        payload: { dailySummaryHour: hour },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().dailySummaryHour).toBe(hour);
    };
    const timer = startDailySummary(deps(one), 3_600_000);
    try {
      // 06:30 on 2026-05-02, club time (+05:30): before the default 9 o'clock, nothing.
      const sixThirty = new Date('2026-05-02T01:00:00Z');
      await timer.tick(sixThirty);
      expect(await summaries('2026-05-01')).toHaveLength(0);
      expect(await sendDailySummaryIfDue(deps(one), sixThirty)).toBe('not_due');

      // A super admin moves it to 6 on the same instance's running scheduler: the next pass sends.
      await setHour(6);
      await timer.tick(sixThirty);
      expect((await summaries('2026-05-01')).map((m) => m.to)).toContain(admin.email);

      // Moved to 23: the next day at 22:00 is too early, 23:10 sends.
      await setHour(23);
      expect(await sendDailySummaryIfDue(deps(two), new Date('2026-05-03T16:30:00Z'))).toBe('not_due');
      expect(await sendDailySummaryIfDue(deps(two), new Date('2026-05-03T17:40:00Z'))).toBe('sent');
    } finally {
      await timer.stop();
      await setHour(9);
    }
  });
});

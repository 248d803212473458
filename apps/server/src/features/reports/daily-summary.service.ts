import { formatRupees, fromPaise } from '@club/shared/money';
import type { Report } from '@club/shared/reports';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, staff } from '../../db/schema';
import { getStaffClubSettings } from '../club/club.service';
import type { Mailer } from '../mail/mailer.service';
import { dailySummaryMail } from '../mail/templates';
import { writeAudit } from '../staff/audit.service';
import { buildReport, clubDayOf } from './reports.service';

/** The audit row that marks a day's summary as sent: at most one per club day, whatever the instances. */
export const DAILY_SUMMARY_ACTION = 'report.daily_summary';
/** pg_advisory_xact_lock key of the summary: one instance at a time checks and marks the day. */
const SUMMARY_LOCK = 1_900_190;

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface DailySummaryDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: Logger;
}

const hourOf = (instant: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const paiseOf = (rupees: string) => BigInt(rupees.replace('.', ''));
const money = <T>(rows: T[], pick: (row: T) => string) =>
  formatRupees(fromPaise(rows.reduce((sum, row) => sum + paiseOf(pick(row)), 0n)));
const total = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((sum, row) => sum + pick(row), 0);

/** The day's figures as sentences: what the e-mail says. */
export function summaryLines(r: Report): string[] {
  const peak = r.room.reduce<Report['room'][number] | null>(
    (best, row) => (row.players > (best?.players ?? 0) ? row : best),
    null,
  );
  const seatHours = Math.round(total(r.room, (x) => x.seatHours) * 100) / 100;
  const waits = r.waits.map(
    (w) =>
      `${w.game}: ${w.seated} seated from the list, ${w.averageMinutes} min on average (90th percentile ${w.p90Minutes} min)`,
  );
  return [
    peak
      ? `Room: at most ${peak.players} players (from ${peak.label}), ${Math.max(...r.room.map((x) => x.tables))} tables running, ${seatHours} seat-hours.`
      : 'Room: nobody was seated.',
    `Cage: table buy-ins ${money(r.cage, (x) => x.buyIns)}, table cash-outs ${money(r.cage, (x) => x.cashOuts)}, cash in ${money(r.cage, (x) => x.cashIn)}, cash paid out ${money(r.cage, (x) => x.cashPaidOut)}, reversed ${money(r.cage, (x) => x.reversals)}, net ${money(r.cage, (x) => x.net)}.`,
    `Tournaments: fees (the house's) ${money(r.tournaments, (x) => x.fees)}, buy-ins ${money(r.tournaments, (x) => x.buyIns)}, prizes paid ${money(r.tournaments, (x) => x.prizes)}.`,
    `Credit: issued ${money(r.credit, (x) => x.issued)}, cleared ${money(r.credit, (x) => x.cleared)}, reversed ${money(r.credit, (x) => x.reversals)}, ${formatRupees(r.credit.at(-1)?.outstanding ?? '0.00')} outstanding at the end of the day.`,
    `Food: ${total(r.food, (x) => x.orders)} orders for ${money(r.food, (x) => x.revenue)}, ${total(r.food, (x) => x.cancelled)} cancelled.`,
    `KYC: ${total(r.kyc, (x) => x.submitted)} submitted, ${total(r.kyc, (x) => x.decided)} decided, ${r.kyc.at(-1)?.backlog ?? 0} waiting at the end of the day.`,
    `VIP: ${total(r.vip, (x) => x.earned)} points earned, ${total(r.vip, (x) => x.redeemed)} redeemed.`,
    `New sign-ups: ${total(r.signups, (x) => x.signups)}.`,
    waits.length > 0 ? `Waits: ${waits.join('; ')}.` : 'Waits: nobody was seated from a wait-list.',
  ];
}

/**
 * Sends the previous club day's summary to every active super admin, once: from the club's
 * dailySummaryHour (a club setting, read at every pass, so a change applies without a restart) on its
 * clock, under a transaction-scoped advisory lock, the first instance to find no mark for the day writes
 * one (an audit row by the system) and, after commit, sends; every other instance, then or later, finds
 * the mark and sends nothing. Answers what it did.
 */
export async function sendDailySummaryIfDue(
  deps: DailySummaryDeps,
  now = new Date(),
): Promise<'not_due' | 'already_sent' | 'sent'> {
  const club = await getStaffClubSettings(deps.db);
  if (hourOf(now, club.timeZone) < club.dailySummaryHour) return 'not_due';
  const day = dayBefore(clubDayOf(now, club.timeZone));
  const claimed = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SUMMARY_LOCK})`);
    const [mark] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, DAILY_SUMMARY_ACTION), eq(auditLog.entityId, day)))
      .limit(1);
    if (mark) return null;
    const recipients = await tx
      .select({ email: staff.email })
      .from(staff)
      .where(and(eq(staff.role, 'super_admin'), eq(staff.isActive, true)));
    const report = await buildReport(tx, { from: day, to: day }, now);
    await writeAudit(tx, {
      staffId: null,
      action: DAILY_SUMMARY_ACTION,
      entity: 'daily_summary',
      entityId: day,
      after: { recipients: recipients.length },
    });
    return { recipients, report };
  });
  if (!claimed) return 'already_sent';
  const lines = summaryLines(claimed.report);
  const url = `${deps.publicUrl}/staff/reports`;
  for (const { email } of claimed.recipients) {
    await deps.mailer.send(dailySummaryMail(club.clubName, email, day, lines, url));
  }
  deps.log.info({ day, recipients: claimed.recipients.length }, 'daily summary sent');
  return 'sent';
}

export interface DailySummaryTimer {
  tick(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The summary's in-process scheduler: every instance runs one, a pass a minute (and one at start); the
 * advisory lock and the day's mark make exactly one send a day. A database outage logs one line and the
 * next pass tries again.
 */
export function startDailySummary(deps: DailySummaryDeps, intervalMs = 60_000): DailySummaryTimer {
  let running: Promise<void> | null = null;
  let failing = false;
  const tick = (now?: Date) => {
    running ??= sendDailySummaryIfDue(deps, now)
      .then(() => {
        failing = false;
      })
      .catch((error) => {
        if (!failing) deps.log.warn({ err: error }, 'daily summary: could not check or send; retrying');
        failing = true;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

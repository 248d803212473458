import { fromPaise } from '@club/shared/money';
import { type Report, type ReportKey, type ReportQuery, reportCsv } from '@club/shared/reports';
import type { DbOrTx } from '../../db/client';
import { cageSettings } from '../club/club.service';
import {
  foodByBucket,
  kycByBucket,
  ledgerByBucket,
  type ReportWindow,
  roomByBucket,
  signupsByBucket,
  tournamentsByBucket,
  vipByBucket,
  waitsByGame,
} from './reports.repo';

/** A day on the club's clock (YYYY-MM-DD) of an instant. */
export function clubDayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const money = (paise: string | bigint) => fromPaise(BigInt(paise));

/**
 * The window of a report: the days asked for, or tonight (today on the club's clock). One day is read
 * by the hour, a range by the day.
 */
async function windowOf(db: DbOrTx, query: ReportQuery, now: Date): Promise<ReportWindow> {
  const { timeZone } = await cageSettings(db);
  const today = clubDayOf(now, timeZone);
  const from = query.from ?? today;
  const to = query.to ?? today;
  return { from, to, timeZone, bucket: from === to ? 'hour' : 'day', now };
}

/** GET /api/staff/reports: every chart's figures, computed from the club's rows at this instant. */
export async function buildReport(db: DbOrTx, query: ReportQuery, now = new Date()): Promise<Report> {
  const w = await windowOf(db, query, now);
  // One after another: inside a transaction they share one connection.
  const room = await roomByBucket(db, w);
  const waits = await waitsByGame(db, w);
  const ledger = await ledgerByBucket(db, w);
  const tournaments = await tournamentsByBucket(db, w);
  const food = await foodByBucket(db, w);
  const kyc = await kycByBucket(db, w);
  const vip = await vipByBucket(db, w);
  const signups = await signupsByBucket(db, w);
  return {
    from: w.from,
    to: w.to,
    timeZone: w.timeZone,
    bucket: w.bucket,
    generatedAt: now.toISOString(),
    room: room.map((r) => ({
      start: r.start_at,
      label: r.label,
      players: r.players,
      tables: r.tables,
      seatHours: round(r.seat_seconds / 3600),
    })),
    waits: waits.map((r) => ({
      game: r.game,
      seated: r.seated,
      averageMinutes: round(r.average_seconds / 60, 1),
      p90Minutes: round(r.p90_seconds / 60, 1),
    })),
    cage: ledger.map((r) => ({
      start: r.start_at,
      label: r.label,
      buyIns: money(r.buy_ins),
      cashOuts: money(r.cash_outs),
      cashIn: money(r.cash_in),
      cashPaidOut: money(r.cash_paid_out),
      reversals: money(r.reversals),
      net: money(BigInt(r.cash_in) - BigInt(r.cash_paid_out)),
    })),
    tournaments: tournaments.map((r) => ({
      start: r.start_at,
      label: r.label,
      buyIns: money(r.buy_ins),
      fees: money(r.fees),
      prizes: money(r.prizes),
    })),
    credit: ledger.map((r) => ({
      start: r.start_at,
      label: r.label,
      issued: money(r.credit_issued),
      cleared: money(r.credit_cleared),
      reversals: money(r.credit_reversals),
      outstanding: money(r.credit_outstanding),
    })),
    food: food.map((r) => ({
      start: r.start_at,
      label: r.label,
      orders: r.orders,
      revenue: money(r.revenue),
      cancelled: r.cancelled,
    })),
    kyc: kyc.map((r) => ({
      start: r.start_at,
      label: r.label,
      submitted: r.submitted,
      decided: r.decided,
      backlog: r.backlog,
      averageHoursToDecision: r.average_seconds === null ? null : round(r.average_seconds / 3600),
    })),
    vip: vip.map((r) => ({ start: r.start_at, label: r.label, earned: r.earned, redeemed: r.redeemed })),
    signups: signups.map((r) => ({ start: r.start_at, label: r.label, signups: r.signups })),
  };
}

/** GET /api/staff/reports/{report}.csv: one chart's figures, the same as its table. */
export async function buildReportCsv(db: DbOrTx, key: ReportKey, query: ReportQuery, now = new Date()) {
  const report = await buildReport(db, query, now);
  return { csv: reportCsv(key, report[key]), filename: `${key}-${report.from}-to-${report.to}.csv` };
}

import { MAX_COUNTED_SESSION_HOURS, POINTS_PER_HOUR_PLAYED, POINTS_PER_VISIT_DAY } from '@club/shared/vip';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// Every figure is an aggregate over the rows the club already keeps (ledger, seats, wait-list, orders,
// players, VIP redemptions), read at each call: nothing of a report is stored (issue 19). Buckets are
// hours or days on the club's clock; the SQL casts every figure to int, float8 or text so that PGlite and
// node-postgres hand back the same JavaScript values.

export interface ReportWindow {
  /** Days of the club's time zone, both inclusive. */
  from: string;
  to: string;
  timeZone: string;
  bucket: 'hour' | 'day';
  /** The instant of reading: open seats count up to it and buckets after it are left out. */
  now: Date;
}

interface BucketRow {
  start_at: string;
  label: string;
}

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The buckets of the window that have begun by `now`: start and end instants, and the label on the club's clock. */
function bucketsCte(w: ReportWindow): SQL {
  const step = w.bucket === 'hour' ? '1 hour' : '1 day';
  const format = w.bucket === 'hour' ? 'HH24:MI' : 'YYYY-MM-DD';
  return sql`b AS (
    SELECT s AS local_start,
           (s AT TIME ZONE ${w.timeZone}) AS start_at,
           ((s + ${step}::interval) AT TIME ZONE ${w.timeZone}) AS end_at,
           to_char(s, ${format}) AS label
    FROM generate_series(${w.from}::date::timestamp, (${w.to}::date + 1)::timestamp - ${step}::interval, ${step}::interval) AS s
    WHERE (s AT TIME ZONE ${w.timeZone}) <= ${w.now.toISOString()}::timestamptz
  )`;
}

const nowOf = (w: ReportWindow) => sql`${w.now.toISOString()}::timestamptz`;
const bucketColumns = sql`to_char(b.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS start_at, b.label`;

export async function roomByBucket(db: DbOrTx, w: ReportWindow) {
  const now = nowOf(w);
  return rowsOf<BucketRow & { players: number; tables: number; seat_seconds: number }>(
    db,
    sql`WITH ${bucketsCte(w)}
    SELECT ${bucketColumns},
      count(DISTINCT s.player_id)::int AS players,
      count(DISTINCT s.table_id)::int AS tables,
      coalesce(sum(extract(epoch FROM least(coalesce(s.ended_at, ${now}), b.end_at) - greatest(s.session_start_at, b.start_at))) FILTER (WHERE s.id IS NOT NULL), 0)::float8 AS seat_seconds
    FROM b LEFT JOIN seats s
      ON s.session_start_at < b.end_at AND s.session_start_at <= ${now} AND coalesce(s.ended_at, ${now}) > b.start_at
    GROUP BY b.local_start, b.start_at, b.label ORDER BY b.local_start`,
  );
}

/** The window as instants: from the first day's midnight on the club's clock to the midnight after the last. */
const windowStart = (w: ReportWindow) => sql`(${w.from}::date::timestamp AT TIME ZONE ${w.timeZone})`;
const windowEnd = (w: ReportWindow) => sql`((${w.to}::date + 1)::timestamp AT TIME ZONE ${w.timeZone})`;

export async function waitsByGame(db: DbOrTx, w: ReportWindow) {
  return rowsOf<{ game: string; seated: number; average_seconds: number; p90_seconds: number }>(
    db,
    sql`SELECT t.game_type AS game, count(*)::int AS seated,
      avg(extract(epoch FROM e.resolved_at - e.created_at))::float8 AS average_seconds,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM e.resolved_at - e.created_at))::float8 AS p90_seconds
    FROM waitlist_entries e JOIN poker_tables t ON t.id = e.table_id
    WHERE e.status = 'seated' AND e.resolved_at >= ${windowStart(w)} AND e.resolved_at < ${windowEnd(w)}
    GROUP BY t.game_type ORDER BY t.game_type`,
  );
}

/**
 * Sums of the ledger by bucket, in paise as text (bigint-safe). A cage reversal writes the opposite type (a
 * reversed cash in is a cashier_withdrawal row, decision 070): it counts under the type of the row it reverses
 * (`r`), so it nets against it and is never a cash in or a cash out of its own (issue 38, item 12), and the
 * money reversed is its own figure. A tournament refund (also linked to what it reverses) is the tournaments'.
 */
export async function ledgerByBucket(db: DbOrTx, w: ReportWindow) {
  const countsAs = sql`coalesce(r.type, x.type)`;
  const isCageReversal = sql`x.reverses_transaction_id IS NOT NULL AND x.type <> 'tournament_refund'`;
  return rowsOf<
    BucketRow & {
      buy_ins: string;
      cash_outs: string;
      cash_in: string;
      cash_paid_out: string;
      reversals: string;
      credit_issued: string;
      credit_cleared: string;
      credit_reversals: string;
      credit_outstanding: string;
    }
  >(
    db,
    sql`WITH ${bucketsCte(w)}
    SELECT ${bucketColumns},
      (-coalesce(sum(x.amount_paise) FILTER (WHERE ${countsAs} = 'table_buy_in'), 0))::text AS buy_ins,
      coalesce(sum(x.amount_paise) FILTER (WHERE ${countsAs} = 'table_cash_out'), 0)::text AS cash_outs,
      coalesce(sum(x.amount_paise) FILTER (WHERE ${countsAs} IN ('cash_in', 'funds_added')), 0)::text AS cash_in,
      (-coalesce(sum(x.amount_paise) FILTER (WHERE ${countsAs} IN ('cash_out', 'cashier_withdrawal')), 0))::text AS cash_paid_out,
      coalesce(sum(abs(x.amount_paise)) FILTER (WHERE ${isCageReversal} AND x.account = 'cash'), 0)::text AS reversals,
      coalesce(sum(x.amount_paise) FILTER (WHERE x.account = 'credit' AND coalesce(r.amount_paise, x.amount_paise) > 0), 0)::text AS credit_issued,
      (-coalesce(sum(x.amount_paise) FILTER (WHERE x.account = 'credit' AND coalesce(r.amount_paise, x.amount_paise) < 0), 0))::text AS credit_cleared,
      coalesce(sum(abs(x.amount_paise)) FILTER (WHERE ${isCageReversal} AND x.account = 'credit'), 0)::text AS credit_reversals,
      (SELECT coalesce(sum(c.amount_paise), 0) FROM transactions c WHERE c.account = 'credit' AND c.created_at < b.end_at)::text AS credit_outstanding
    FROM b LEFT JOIN transactions x ON x.created_at >= b.start_at AND x.created_at < b.end_at
    LEFT JOIN transactions r ON r.id = x.reverses_transaction_id
    GROUP BY b.local_start, b.start_at, b.end_at, b.label ORDER BY b.local_start`,
  );
}

/**
 * Tournament money by bucket (decision 133): buy-ins and fees net of the refunds that reversed them, and
 * prizes paid. The fees are the house's.
 */
export async function tournamentsByBucket(db: DbOrTx, w: ReportWindow) {
  return rowsOf<BucketRow & { buy_ins: string; fees: string; prizes: string }>(
    db,
    sql`WITH ${bucketsCte(w)}
    SELECT ${bucketColumns},
      (-coalesce(sum(x.amount_paise) FILTER (WHERE x.type = 'tournament_buy_in' OR (x.type = 'tournament_refund' AND r.type = 'tournament_buy_in')), 0))::text AS buy_ins,
      (-coalesce(sum(x.amount_paise) FILTER (WHERE x.type = 'tournament_fee' OR (x.type = 'tournament_refund' AND r.type = 'tournament_fee')), 0))::text AS fees,
      coalesce(sum(x.amount_paise) FILTER (WHERE x.type = 'tournament_prize'), 0)::text AS prizes
    FROM b LEFT JOIN transactions x ON x.created_at >= b.start_at AND x.created_at < b.end_at
      AND x.type IN ('tournament_buy_in', 'tournament_fee', 'tournament_refund', 'tournament_prize')
    LEFT JOIN transactions r ON r.id = x.reverses_transaction_id
    GROUP BY b.local_start, b.start_at, b.label ORDER BY b.local_start`,
  );
}

export async function foodByBucket(db: DbOrTx, w: ReportWindow) {
  return rowsOf<BucketRow & { orders: number; revenue: string; cancelled: number }>(
    db,
    sql`WITH ${bucketsCte(w)}
    SELECT ${bucketColumns},
      count(o.id) FILTER (WHERE o.status <> 'cancelled')::int AS orders,
      coalesce(sum(o.total_paise) FILTER (WHERE o.status <> 'cancelled'), 0)::text AS revenue,
      count(o.id) FILTER (WHERE o.status = 'cancelled')::int AS cancelled
    FROM b LEFT JOIN food_orders o ON o.created_at >= b.start_at AND o.created_at < b.end_at
    GROUP BY b.local_start, b.start_at, b.label ORDER BY b.local_start`,
  );
}

/**
 * KYC by bucket: submissions, decisions, the players waiting at the bucket's end (or now, for the bucket
 * under way) and the average time from the submission to its decision. A player whose decision is older
 * than their latest submission is waiting again.
 */
export async function kycByBucket(db: DbOrTx, w: ReportWindow) {
  const now = nowOf(w);
  return rowsOf<BucketRow & { submitted: number; decided: number; backlog: number; average_seconds: number | null }>(
    db,
    sql`WITH ${bucketsCte(w)}
    SELECT ${bucketColumns},
      (SELECT count(*) FROM players p WHERE p.kyc_submitted_at >= b.start_at AND p.kyc_submitted_at < b.end_at)::int AS submitted,
      (SELECT count(*) FROM players p WHERE p.kyc_decided_at >= b.start_at AND p.kyc_decided_at < b.end_at)::int AS decided,
      (SELECT count(*) FROM players p
        WHERE p.kyc_submitted_at < least(b.end_at, ${now})
          AND (p.kyc_decided_at IS NULL OR p.kyc_decided_at < p.kyc_submitted_at OR p.kyc_decided_at >= least(b.end_at, ${now})))::int AS backlog,
      (SELECT avg(extract(epoch FROM p.kyc_decided_at - p.kyc_submitted_at)) FROM players p
        WHERE p.kyc_decided_at >= b.start_at AND p.kyc_decided_at < b.end_at
          AND p.kyc_submitted_at IS NOT NULL AND p.kyc_submitted_at <= p.kyc_decided_at)::float8 AS average_seconds
    FROM b ORDER BY b.local_start`,
  );
}

/**
 * VIP points by bucket, by the rules of the player's points (docs/decisions/031) applied to the club's
 * play in the bucket: ₹10 of table buy-ins a point, 3 points an hour seated (a session counts at most
 * MAX_COUNTED_SESSION_HOURS), 5 points a visit day (counted in the bucket of the day's first seat); and
 * the points of redemptions approved in the bucket.
 */
export async function vipByBucket(db: DbOrTx, w: ReportWindow) {
  const now = nowOf(w);
  const counted = sql`least(coalesce(s.ended_at, ${now}), ${now}, s.session_start_at + ${`${MAX_COUNTED_SESSION_HOURS} hours`}::interval)`;
  return rowsOf<BucketRow & { buy_in_paise: string; played_seconds: number; visit_days: number; redeemed: number }>(
    db,
    sql`WITH ${bucketsCte(w)},
    visits AS (
      SELECT s.player_id, min(s.session_start_at) AS first_at FROM seats s
      WHERE s.session_start_at <= ${now}
      GROUP BY s.player_id, (s.session_start_at AT TIME ZONE ${w.timeZone})::date
    )
    SELECT ${bucketColumns},
      (SELECT -coalesce(sum(x.amount_paise), 0) FROM transactions x
        WHERE x.type = 'table_buy_in' AND x.created_at >= b.start_at AND x.created_at < b.end_at)::text AS buy_in_paise,
      (SELECT coalesce(sum(greatest(extract(epoch FROM least(${counted}, b.end_at) - greatest(s.session_start_at, b.start_at)), 0)), 0)
        FROM seats s WHERE s.session_start_at < b.end_at AND ${counted} > b.start_at)::float8 AS played_seconds,
      (SELECT count(*) FROM visits v WHERE v.first_at >= b.start_at AND v.first_at < b.end_at)::int AS visit_days,
      (SELECT coalesce(sum(r.points_cost), 0) FROM vip_redemptions r
        WHERE r.status = 'approved' AND r.decided_at >= b.start_at AND r.decided_at < b.end_at)::int AS redeemed
    FROM b ORDER BY b.local_start`,
  ).then((rows) =>
    rows.map((row) => ({
      ...row,
      earned:
        Number(BigInt(row.buy_in_paise) / 1_000n) +
        Math.floor((row.played_seconds * POINTS_PER_HOUR_PLAYED) / 3600) +
        row.visit_days * POINTS_PER_VISIT_DAY,
    })),
  );
}

export async function signupsByBucket(db: DbOrTx, w: ReportWindow) {
  return rowsOf<BucketRow & { signups: number }>(
    db,
    sql`WITH ${bucketsCte(w)}
    SELECT ${bucketColumns}, count(p.id)::int AS signups
    FROM b LEFT JOIN players p ON p.created_at >= b.start_at AND p.created_at < b.end_at
    GROUP BY b.local_start, b.start_at, b.label ORDER BY b.local_start`,
  );
}

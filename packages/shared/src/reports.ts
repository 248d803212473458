import { z } from 'zod';

/** The longest range a report covers (issue 19): about a quarter. */
export const REPORT_MAX_DAYS = 92;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');

const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * GET /api/staff/reports[/{report}.csv]: days of the club's time zone, both inclusive. Neither: tonight
 * (today in the club's zone). One day: hourly buckets; a range: daily buckets.
 */
export const reportQuerySchema = z
  .object({
    from: day.refine(isRealDay, 'That start date does not exist').optional(),
    to: day.refine(isRealDay, 'That end date does not exist').optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'Give both a start and an end date, or neither for tonight',
    path: ['to'],
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  })
  .refine(
    (q) =>
      q.from === undefined ||
      q.to === undefined ||
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < REPORT_MAX_DAYS,
    { message: `A report covers at most ${REPORT_MAX_DAYS} days`, path: ['to'] },
  );
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const money = z.string().regex(/^-?\d+\.\d{2}$/);
/** A bucket: its start (ISO instant) and its label on the club's clock (20:00, or 2026-11-25). */
const bucket = { start: z.string(), label: z.string() };

export const reportSchema = z.object({
  from: day,
  to: day,
  timeZone: z.string(),
  bucket: z.enum(['hour', 'day']),
  /** The instant the figures were read at: open seats count up to it. */
  generatedAt: z.string(),
  /** Players and tables with a seat at any time in the bucket; seat-hours played in it. */
  room: z.array(z.object({ ...bucket, players: z.number(), tables: z.number(), seatHours: z.number() })),
  /** Wait-list entries seated in the range, per game: how long they waited (minutes). */
  waits: z.array(
    z.object({ game: z.string(), seated: z.number(), averageMinutes: z.number(), p90Minutes: z.number() }),
  ),
  /**
   * The ledger: table buy-ins and cash-outs, cash in and out at the cage, and the cage's net. A reversal counts
   * as what it reverses (a reversed cash in nets it to nothing), and the cash reversed is its own figure,
   * never a cash in or out (issue 38, item 12).
   */
  cage: z.array(
    z.object({
      ...bucket,
      buyIns: money,
      cashOuts: money,
      cashIn: money,
      cashPaidOut: money,
      reversals: money,
      net: money,
    }),
  ),
  /** Tournaments (decision 133): buy-ins, the house's fees (less fees refunded) and prizes paid in the bucket. */
  tournaments: z.array(z.object({ ...bucket, buyIns: money, fees: money, prizes: money })),
  /** Credit issued and cleared in the bucket (net of their reversals), the credit reversed, and outstanding at its end. */
  credit: z.array(z.object({ ...bucket, issued: money, cleared: money, reversals: money, outstanding: money })),
  /** Orders placed in the bucket (cancelled ones apart) and their revenue. */
  food: z.array(z.object({ ...bucket, orders: z.number(), revenue: money, cancelled: z.number() })),
  /** KYC submitted and decided in the bucket, waiting at its end, and the average hours to a decision. */
  kyc: z.array(
    z.object({
      ...bucket,
      submitted: z.number(),
      decided: z.number(),
      backlog: z.number(),
      averageHoursToDecision: z.number().nullable(),
    }),
  ),
  /** VIP points earned by play in the bucket (buy-ins, hours, visit days) and redeemed (approved). */
  vip: z.array(z.object({ ...bucket, earned: z.number(), redeemed: z.number() })),
  signups: z.array(z.object({ ...bucket, signups: z.number() })),
});
export type Report = z.infer<typeof reportSchema>;

export const REPORT_KEYS = ['room', 'waits', 'cage', 'tournaments', 'credit', 'food', 'kyc', 'vip', 'signups'] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];
export const reportKeyParams = z.object({
  report: z.enum(REPORT_KEYS, { message: `The report is one of ${REPORT_KEYS.join(', ')}` }),
});

type Row<K extends ReportKey> = Report[K][number];

/**
 * Each report's title and columns: the console's table and the CSV export show the same figures, in this
 * order, under these headings (the CSV's header row is the label).
 */
export const REPORT_COLUMNS: { [K in ReportKey]: { title: string; columns: Array<[keyof Row<K> & string, string]> } } =
  {
    room: {
      title: 'Players in the room',
      columns: [
        ['label', 'Time'],
        ['players', 'Players'],
        ['tables', 'Tables running'],
        ['seatHours', 'Seat-hours'],
      ],
    },
    waits: {
      title: 'Waits per game',
      columns: [
        ['game', 'Game'],
        ['seated', 'Seated from the list'],
        ['averageMinutes', 'Average wait (min)'],
        ['p90Minutes', '90th percentile (min)'],
      ],
    },
    cage: {
      title: 'Buy-ins, cash-outs and the cage',
      columns: [
        ['label', 'Time'],
        ['buyIns', 'Table buy-ins (₹)'],
        ['cashOuts', 'Table cash-outs (₹)'],
        ['cashIn', 'Cash in at the cage (₹)'],
        ['cashPaidOut', 'Cash paid out (₹)'],
        ['reversals', 'Reversed at the cage (₹)'],
        ['net', 'Net cage movement (₹)'],
      ],
    },
    tournaments: {
      title: 'Tournament fees',
      columns: [
        ['label', 'Time'],
        ['fees', 'Fees, the house’s (₹)'],
        ['buyIns', 'Tournament buy-ins (₹)'],
        ['prizes', 'Prizes paid (₹)'],
      ],
    },
    credit: {
      title: 'Credit outstanding',
      columns: [
        ['label', 'Time'],
        ['issued', 'Credit issued (₹)'],
        ['cleared', 'Credit cleared (₹)'],
        ['reversals', 'Credit reversed (₹)'],
        ['outstanding', 'Outstanding at the end (₹)'],
      ],
    },
    food: {
      title: 'Food orders and revenue',
      columns: [
        ['label', 'Time'],
        ['orders', 'Orders'],
        ['revenue', 'Revenue (₹)'],
        ['cancelled', 'Cancelled'],
      ],
    },
    kyc: {
      title: 'KYC backlog and time to decision',
      columns: [
        ['label', 'Time'],
        ['submitted', 'Submitted'],
        ['decided', 'Decided'],
        ['backlog', 'Waiting at the end'],
        ['averageHoursToDecision', 'Average hours to decision'],
      ],
    },
    vip: {
      title: 'VIP points',
      columns: [
        ['label', 'Time'],
        ['earned', 'Points earned'],
        ['redeemed', 'Points redeemed'],
      ],
    },
    signups: {
      title: 'New sign-ups',
      columns: [
        ['label', 'Time'],
        ['signups', 'Sign-ups'],
      ],
    },
  };

/** One CSV cell: quoted when it must be; a cell a spreadsheet would run as a formula starts with an apostrophe. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One report's figures as CSV text (RFC 4180, a header row first, CRLF line ends): the server's export. */
export function reportCsv<K extends ReportKey>(key: K, rows: ReadonlyArray<Row<K>>): string {
  const { columns } = REPORT_COLUMNS[key];
  const lines = [
    columns.map(([, label]) => csvCell(label)).join(','),
    ...rows.map((row) => columns.map(([field]) => csvCell((row as Record<string, unknown>)[field])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

// Latencies and errors of `npm run loadtest`, per route group, and the table it prints.

export type Group = 'player reads' | 'player writes' | 'staff money' | 'seating' | 'staff writes' | 'staff reads';
export const GROUPS: Group[] = [
  'player reads',
  'player writes',
  'staff money',
  'seating',
  'staff writes',
  'staff reads',
];

/** Requests during the deliberate outages are kept apart: their 502s and 503s are what the step provokes. */
export type Phase = 'setup' | 'evening' | 'failure';

interface Bucket {
  latencies: number[];
  count: number;
  refusals: number;
  errors: number;
  errorKinds: Map<string, number>;
}

const bucket = (): Bucket => ({ latencies: [], count: 0, refusals: 0, errors: 0, errorKinds: new Map() });

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export class Recorder {
  readonly buckets = new Map<string, Bucket>();
  /** Staff action to every connected tab of the player: time until the last tab had the event. */
  readonly delivery: number[] = [];
  readonly deliveryByKind = new Map<string, number[]>();
  deliveryMissing = 0;
  /** Seatings made while the table's wait-list held 30 or more. */
  readonly seating30: number[] = [];

  private get(group: Group, phase: Phase) {
    const key = `${phase}:${group}`;
    let b = this.buckets.get(key);
    if (!b) {
      b = bucket();
      this.buckets.set(key, b);
    }
    return b;
  }

  /** Set once the failure step is over: evening requests are then also kept apart, to show where tails come from. */
  afterFailure = false;

  /** Latencies of the evening before the kill, and after the failure step (both are in the evening's bucket). */
  readonly evenings = { before: new Map<Group, number[]>(), after: new Map<Group, number[]>() };

  request(group: Group, phase: Phase, ms: number, outcome: 'ok' | 'refusal' | { error: string }) {
    if (phase === 'evening') {
      const part = this.afterFailure ? this.evenings.after : this.evenings.before;
      const list = part.get(group) ?? [];
      list.push(ms);
      part.set(group, list);
    }
    const b = this.get(group, phase);
    b.count++;
    b.latencies.push(ms);
    if (outcome === 'refusal') b.refusals++;
    else if (outcome !== 'ok') {
      b.errors++;
      b.errorKinds.set(outcome.error, (b.errorKinds.get(outcome.error) ?? 0) + 1);
    }
  }

  delivered(kind: string, ms: number) {
    this.delivery.push(ms);
    const list = this.deliveryByKind.get(kind) ?? [];
    list.push(ms);
    this.deliveryByKind.set(kind, list);
  }

  bucketOf(group: Group, phase: Phase): Bucket {
    return this.buckets.get(`${phase}:${group}`) ?? bucket();
  }
}

export const ms = (v: number) => (Number.isNaN(v) ? '-' : `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`);

/** A plain text table: a header row, then rows, columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

import type { Report, ReportKey } from '@club/shared/reports';
import type { ReactElement } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// Colours readable on the console's dark slate, told apart by more than hue (bars and lines).
const COLOURS = {
  emerald: '#34d399',
  sky: '#38bdf8',
  amber: '#fbbf24',
  rose: '#fb7185',
  violet: '#a78bfa',
};
const AXIS = { stroke: '#94a3b8', tick: { fill: '#cbd5e1', fontSize: 12 } };
const TOOLTIP = {
  contentStyle: { background: '#0f172a', border: '1px solid #334155', borderRadius: 8, color: '#f8fafc' },
  labelStyle: { color: '#f8fafc' },
};

type Series = { key: string; name: string; colour: string; kind: 'bar' | 'line'; axis?: 'left' | 'right' };

const SERIES: Record<ReportKey, { x: string; series: Series[] }> = {
  room: {
    x: 'label',
    series: [
      { key: 'seatHours', name: 'Seat-hours', colour: COLOURS.sky, kind: 'bar' },
      { key: 'players', name: 'Players', colour: COLOURS.emerald, kind: 'line' },
      { key: 'tables', name: 'Tables running', colour: COLOURS.amber, kind: 'line' },
    ],
  },
  waits: {
    x: 'game',
    series: [
      { key: 'averageMinutes', name: 'Average wait (min)', colour: COLOURS.emerald, kind: 'bar' },
      { key: 'p90Minutes', name: '90th percentile (min)', colour: COLOURS.amber, kind: 'bar' },
    ],
  },
  cage: {
    x: 'label',
    series: [
      { key: 'buyIns', name: 'Table buy-ins', colour: COLOURS.emerald, kind: 'bar' },
      { key: 'cashOuts', name: 'Table cash-outs', colour: COLOURS.rose, kind: 'bar' },
      { key: 'net', name: 'Net cage movement', colour: COLOURS.sky, kind: 'line' },
    ],
  },
  tournaments: {
    x: 'label',
    series: [
      { key: 'fees', name: 'Fees (the house’s)', colour: COLOURS.emerald, kind: 'bar' },
      { key: 'prizes', name: 'Prizes paid', colour: COLOURS.violet, kind: 'line', axis: 'right' },
    ],
  },
  credit: {
    x: 'label',
    series: [
      { key: 'issued', name: 'Issued', colour: COLOURS.amber, kind: 'bar' },
      { key: 'cleared', name: 'Cleared', colour: COLOURS.emerald, kind: 'bar' },
      { key: 'outstanding', name: 'Outstanding', colour: COLOURS.rose, kind: 'line' },
    ],
  },
  food: {
    x: 'label',
    series: [
      { key: 'orders', name: 'Orders', colour: COLOURS.sky, kind: 'bar' },
      { key: 'revenue', name: 'Revenue (₹)', colour: COLOURS.emerald, kind: 'line', axis: 'right' },
    ],
  },
  kyc: {
    x: 'label',
    series: [
      { key: 'submitted', name: 'Submitted', colour: COLOURS.sky, kind: 'bar' },
      { key: 'decided', name: 'Decided', colour: COLOURS.emerald, kind: 'bar' },
      { key: 'backlog', name: 'Waiting', colour: COLOURS.amber, kind: 'line' },
    ],
  },
  vip: {
    x: 'label',
    series: [
      { key: 'earned', name: 'Earned', colour: COLOURS.violet, kind: 'bar' },
      { key: 'redeemed', name: 'Redeemed', colour: COLOURS.amber, kind: 'bar' },
    ],
  },
  signups: {
    x: 'label',
    series: [{ key: 'signups', name: 'Sign-ups', colour: COLOURS.emerald, kind: 'bar' }],
  },
};

/** Money arrives as rupee strings; the chart plots numbers. */
const plotted = (rows: ReadonlyArray<Record<string, unknown>>) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v) ? Number(v) : v]),
    ),
  );

/** One report's chart: bars and lines over the hours (or days), or over the games for the waits. */
export function ReportChart({ report, rows }: { report: ReportKey; rows: Report[ReportKey] }): ReactElement {
  const { x, series } = SERIES[report];
  const hasRight = series.some((s) => s.axis === 'right');
  return (
    <ResponsiveContainer width="100%" height={240}>
      <ComposedChart
        data={plotted(rows as ReadonlyArray<Record<string, unknown>>)}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="#334155" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={x} {...AXIS} interval="preserveStartEnd" minTickGap={12} />
        <YAxis yAxisId="left" {...AXIS} width={56} allowDecimals={report !== 'signups'} />
        {hasRight ? <YAxis yAxisId="right" orientation="right" {...AXIS} width={56} /> : null}
        <Tooltip {...TOOLTIP} />
        <Legend wrapperStyle={{ color: '#e2e8f0', fontSize: 12 }} />
        {series.map((s) =>
          s.kind === 'bar' ? (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.colour}
              yAxisId={s.axis ?? 'left'}
              isAnimationActive={false}
              radius={[3, 3, 0, 0]}
            />
          ) : (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stroke={s.colour}
              strokeWidth={2}
              dot={{ r: 2 }}
              yAxisId={s.axis ?? 'left'}
              type="linear"
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

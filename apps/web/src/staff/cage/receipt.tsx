import { formatRupees } from '@club/shared/money';
import { useClubName } from '../../features/accounts/club-settings-query';
import { formatClubTime } from '../../lib/format';

export interface ReceiptData {
  number: string;
  operation: string;
  player: string;
  amount: string;
  /** The balances after, or null when nothing moved (a table cash-out of zero). */
  after: { cash: string; creditUsed: string } | null;
  cashier: string;
  at: string;
}

/** The printable receipt: on paper only this shows (styles.css, @media print). */
export function Receipt({ data }: { data: ReceiptData }) {
  const clubName = useClubName();
  const rows: [string, string][] = [
    ['Receipt', `#${data.number}`],
    ['Player', data.player],
    ['Operation', data.operation],
    ['Amount', formatRupees(data.amount)],
    ['Cash after', data.after ? formatRupees(data.after.cash) : 'unchanged'],
    ['Credit used after', data.after ? formatRupees(data.after.creditUsed) : 'unchanged'],
    ['Cashier', data.cashier],
    ['Time', formatClubTime(data.at, 'dateTime')],
  ];
  return (
    <section
      aria-label="Receipt"
      className="cage-print cage-receipt rounded-xl border border-slate-700 bg-slate-950 p-4 text-sm"
    >
      <p className="mb-2 text-base font-bold text-white">{clubName}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-300">{label}</dt>
            <dd className="font-semibold text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

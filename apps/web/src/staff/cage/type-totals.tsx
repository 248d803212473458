import type { CageTransaction, TypeTotal } from '@club/shared/cage';
import { formatRupees } from '@club/shared/money';
import { Fragment } from 'react';

export const typeLabel = (type: string) => type.replaceAll('_', ' ');

/** A ledger row's type as the cage reads it: a reversal is its own type, naming what it reverses (issue 27, item 8). */
export function rowTypeLabel(row: Pick<CageTransaction, 'type' | 'reversesTransactionId' | 'reversesType'>) {
  if (row.reversesTransactionId === null) return typeLabel(row.type);
  return `reversal of ${row.reversesType ? `${typeLabel(row.reversesType)} ` : ''}#${row.reversesTransactionId}`;
}

/**
 * Totals by type and account: each type's own rows, the reversals of them on their own line, and the net of
 * the two (a cash in of ₹5,000 reversed nets ₹0).
 */
export function TypeTotals({ totals, caption = 'Totals by type' }: { totals: TypeTotal[]; caption?: string }) {
  if (totals.length === 0) return <p className="text-sm text-slate-300">{caption}: no operations.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm" aria-label={caption}>
        <caption className="text-left font-semibold text-white">{caption}</caption>
        <thead className="text-slate-300">
          <tr>
            {['Type', 'Account', 'Operations', 'Amount', 'Net'].map((h) => (
              <th key={h} scope="col" className="py-1 pr-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-white">
          {totals.map((total) => (
            <Fragment key={`${total.type}-${total.account}`}>
              <tr className="border-t border-slate-800">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {typeLabel(total.type)}
                </th>
                <td className="py-1 pr-3">{total.account}</td>
                <td className="py-1 pr-3">{total.count}</td>
                <td className="py-1 pr-3 whitespace-nowrap">{formatRupees(total.amount)}</td>
                <td className="py-1 pr-3 font-semibold whitespace-nowrap">{formatRupees(total.net)}</td>
              </tr>
              {total.reversalCount > 0 ? (
                <tr className="text-amber-200">
                  <th scope="row" className="py-1 pr-3 pl-4 font-medium">
                    reversals of {typeLabel(total.type)}
                  </th>
                  <td className="py-1 pr-3">{total.account}</td>
                  <td className="py-1 pr-3">{total.reversalCount}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{formatRupees(total.reversalAmount)}</td>
                  <td className="py-1 pr-3" />
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

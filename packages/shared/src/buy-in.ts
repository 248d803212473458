import { formatRupees, toPaise } from './money';

/**
 * A seat's buy-in as the floor, the cage and the phone say it (decision 104): paid when its table_buy_in
 * rows reach the agreed buy-in, unpaid when none was recorded, part paid in between.
 */
export function buyInPayment(buyIn: string, paid: string) {
  const agreed = toPaise(buyIn);
  const recorded = toPaise(paid);
  const unpaidPaise = agreed > recorded ? agreed - recorded : 0n;
  if (unpaidPaise === 0n) return { isPaid: true, unpaidPaise, label: 'paid' } as const;
  if (recorded === 0n) return { isPaid: false, unpaidPaise, label: 'unpaid' } as const;
  return { isPaid: false, unpaidPaise, label: `${formatRupees(paid)} of ${formatRupees(buyIn)} paid` } as const;
}

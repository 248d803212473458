import { z } from 'zod';

/** Money crosses the wire as a decimal string of rupees with two places: "1234.50". */
export const MAX_AMOUNT_PAISE = 10_000_000_000n; // ₹10 crore: anything above is a typo, not a buy-in

export const amountSchema = z
  .string()
  .trim()
  // abort: the refinements below parse the digits, so they must not run on text that is not a number.
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'Amount must be a positive number with at most two decimals', abort: true })
  .refine((v) => toPaise(v) > 0n, 'Amount must be greater than zero')
  .refine((v) => toPaise(v) <= MAX_AMOUNT_PAISE, 'Amount is too large');

export function toPaise(rupees: string): bigint {
  const [whole, fraction = ''] = rupees.trim().split('.');
  return BigInt(whole ?? '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

export function fromPaise(paise: bigint | number): string {
  const value = BigInt(paise);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** ₹1,23,456.00: Indian digit grouping, as players read amounts at the club. */
export function formatRupees(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number.isFinite(value) ? value : 0);
}

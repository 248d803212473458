import { z } from 'zod';

/** Money crosses the wire as a decimal string of rupees with two places: "1234.50". */
export const MAX_AMOUNT_PAISE = 10_000_000_000n; // ₹10 crore: anything above is a typo, not a buy-in

/**
 * Money as a caller sends it: a decimal string of rupees ("1500.50") or, as the specification's client
 * sends some amounts, a JSON number (1500.5). A number is read as the text it prints as, so the same
 * limits hold either way (issue 13 item 6): digits with at most two decimals (1.005 and 1e21 are
 * refused), never negative, zero only where `allowZero`, at most `maxPaise`. The parsed value is the
 * trimmed text, so services keep converting it with `toPaise`.
 */
export function rupeesInput(
  options: {
    allowZero?: boolean;
    /** Whole-rupee digits allowed (12 by default). */
    digits?: number;
    maxPaise?: bigint;
    message?: string;
    tooLarge?: string;
  } = {},
) {
  const {
    allowZero = false,
    digits = 12,
    maxPaise = MAX_AMOUNT_PAISE,
    message = 'Amount must be a positive number with at most two decimals',
    tooLarge = 'Amount is too large',
  } = options;
  const pattern = new RegExp(`^\\d{1,${digits}}(\\.\\d{1,2})?$`);
  return (
    z
      .union([z.string(), z.number()])
      .transform((value) => (typeof value === 'number' ? String(value) : value).trim())
      // abort: the refinements below parse the digits, so they must not run on text that is not a number.
      .pipe(z.string().regex(pattern, { error: message, abort: true }))
      .refine((v) => allowZero || toPaise(v) > 0n, 'Amount must be greater than zero')
      .refine((v) => toPaise(v) <= maxPaise, tooLarge)
  );
}

/** A positive amount below the configured maximum: every money input of the API that moves money. */
export const amountSchema = rupeesInput();

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

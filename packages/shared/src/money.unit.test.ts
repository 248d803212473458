import { describe, expect, it } from 'vitest';
import { amountSchema, formatRupees, fromPaise, toPaise } from './money';

describe('amountSchema', () => {
  it.each(['1', '0.01', '10.5', '1234.50', '100000000'])('accepts %s', (value) => {
    expect(amountSchema.safeParse(value).success).toBe(true);
  });

  it.each(['0', '0.00', '-1', 'ten', '1e3', '10.001', '', ' ', '100000001', '1,000'])(
    'refuses %j with a message, never a crash',
    (value) => {
      const parsed = amountSchema.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBeTruthy();
    },
  );
});

describe('paise and rupees', () => {
  it('converts exactly, with signs', () => {
    expect(toPaise('1234.5')).toBe(123_450n);
    expect(fromPaise(-120_025n)).toBe('-1200.25');
    expect(fromPaise(5n)).toBe('0.05');
  });

  it('groups digits the Indian way', () => {
    expect(formatRupees('123456')).toBe('₹1,23,456.00');
    expect(formatRupees('-1500.5')).toBe('-₹1,500.50');
  });
});

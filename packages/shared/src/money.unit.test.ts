import { describe, expect, it } from 'vitest';
import { amountSchema, formatRupees, fromPaise, rupeesInput, toPaise } from './money';

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

describe("amountSchema with a number (the specification's client sends some amounts as numbers)", () => {
  it.each([
    [1, '1'],
    [0.01, '0.01'],
    [10.5, '10.5'],
    [1234.5, '1234.5'],
    [100000000, '100000000'],
  ])('accepts %j as the text %j', (value, text) => {
    expect(amountSchema.parse(value)).toBe(text);
  });

  it.each([0, -1, 10.001, 0.1 + 0.2, 1e21, 100000001, 1e-7])('refuses %j with the same limits as text', (value) => {
    const parsed = amountSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBeTruthy();
  });

  it('refuses other types with a message', () => {
    for (const value of [null, true, {}, []]) expect(amountSchema.safeParse(value).success).toBe(false);
  });
});

describe('rupeesInput', () => {
  it('keeps each input its own limits: zero where allowed, fewer digits where asked', () => {
    const price = rupeesInput({ allowZero: true, digits: 7 });
    expect(price.parse(0)).toBe('0');
    expect(price.parse(' 99.5 ')).toBe('99.5');
    expect(price.safeParse(12345678).success).toBe(false);
    expect(rupeesInput().safeParse(0).success).toBe(false);
  });
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

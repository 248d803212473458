import fs from 'node:fs';
import path from 'node:path';
import { formatRupees } from '@club/shared/money';
import { describe, expect, it } from 'vitest';

// Issue 27 item 9: the console and the TV board show every amount in rupees with the Indian grouping
// (formatRupees: ₹1,23,456.00), as the player app does; "2000.00 to 10000.00" was what the floor read.

/** The API's money fields: decimal strings of rupees ("2000.00"), never shown as they come. */
const MONEY_FIELDS = [
  'amount',
  'availableCredit',
  'bigBlind',
  'buyIn',
  'buy_in',
  'cashBalance',
  'cashOut',
  'countedCash',
  'creditBalance',
  'creditLimit',
  'expectedCash',
  'maxBuyIn',
  'minBuyIn',
  'openingFloat',
  'price',
  'prize_pool',
  'smallBlind',
  'variance',
];

/** `{x.minBuyIn}` in JSX or `${x.minBuyIn}` in a template, not an input's value: shown as it came. */
const RAW = new RegExp(`(?<![=(]\\s*)\\$?\\{\\s*[\\w.?]+\\.(${MONEY_FIELDS.join('|')})\\s*\\}`, 'g');

function screens(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screens(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('amounts in the staff console and on the TV board', () => {
  it('formats rupees with the Indian grouping and two decimals', () => {
    expect(formatRupees('2000.00')).toBe('₹2,000.00');
    expect(formatRupees('10000.00')).toBe('₹10,000.00');
    expect(formatRupees('123456')).toBe('₹1,23,456.00');
  });

  it('never shows a raw decimal amount (every money field goes through formatRupees)', () => {
    const root = path.join(import.meta.dirname, '..');
    const raw = [...screens(path.join(root, 'staff')), ...screens(path.join(root, 'display'))].flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => [...line.matchAll(RAW)].map((m) => `${path.relative(root, file)}:${i + 1}: ${m[0]}`)),
    );
    expect(raw).toEqual([]);
  });
});

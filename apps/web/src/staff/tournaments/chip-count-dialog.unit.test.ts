import { describe, expect, it } from 'vitest';
import { parseChips } from './chip-count-dialog';

describe('a typed chip count', () => {
  it('reads whole chips, with or without the Indian grouping', () => {
    expect(parseChips('24500')).toBe(24_500);
    expect(parseChips('1,24,500')).toBe(124_500);
    expect(parseChips(' 0 ')).toBe(0);
  });

  it('refuses what is not a whole count', () => {
    for (const text of ['', '12.5', '-3', 'abc', '12 chips', '12345678901']) expect(parseChips(text)).toBeNull();
  });
});

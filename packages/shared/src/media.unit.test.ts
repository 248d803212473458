import { describe, expect, it } from 'vitest';
import { linkSchema } from './media';

describe('links staff attach to offers, ads and images', () => {
  it.each(['https://club.example/promo?x=1', 'http://localhost:3000/a', '/api/media/4', '/vip-shop'])(
    'accepts %s',
    (link) => {
      expect(linkSchema.safeParse(link).success).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example',
    'ftp://x',
    'promo',
    '/a b',
    '/\\\\evil',
  ])('refuses %s', (link) => {
    expect(linkSchema.safeParse(link).success).toBe(false);
  });
});

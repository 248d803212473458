import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageLinkToken, readPageLinkToken } from './page-link';

describe('the answer link token', () => {
  const secret = randomBytes(32);
  const claim = { entryId: 4711, pagedAt: new Date('2026-11-27T21:04:05.123Z') };

  it('reads back the entry and the page it was made for, and is short enough for a text', () => {
    const token = pageLinkToken(secret, claim);
    expect(token.length).toBeLessThanOrEqual(40);
    expect(readPageLinkToken(secret, token)).toEqual(claim);
  });

  it('refuses a token with another entry, another page time or a changed signature', () => {
    const token = pageLinkToken(secret, claim);
    const [, ms, ...rest] = token.split('-');
    const sig = rest.join('-');
    expect(readPageLinkToken(secret, `${(4712).toString(36)}-${ms}-${sig}`)).toBeNull();
    expect(
      readPageLinkToken(secret, `${(4711).toString(36)}-${(claim.pagedAt.getTime() + 1).toString(36)}-${sig}`),
    ).toBeNull();
    const flipped = `${sig?.slice(0, -1)}${sig?.endsWith('A') ? 'B' : 'A'}`;
    expect(readPageLinkToken(secret, `${(4711).toString(36)}-${ms}-${flipped}`)).toBeNull();
  });

  it('refuses a token signed with another secret, and malformed ones', () => {
    expect(readPageLinkToken(secret, pageLinkToken(randomBytes(32), claim))).toBeNull();
    for (const bad of ['', 'abc', '1-2', '1-2-3', `0-1-${'a'.repeat(22)}`, `01-1-${'a'.repeat(22)}`]) {
      expect(readPageLinkToken(secret, bad)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { firstSentences, isOfferVisibleAt, nextOfferChangeAt } from './offers';

describe('firstSentences (the offer page terms)', () => {
  it('takes the first three sentences', () => {
    expect(firstSentences('One. Two! Three? Four.')).toEqual(['One.', 'Two!', 'Three?']);
  });

  it('keeps a last sentence without a full stop, and returns fewer when there are fewer', () => {
    expect(firstSentences('Free dinner. Show your card at the counter')).toEqual([
      'Free dinner.',
      'Show your card at the counter',
    ]);
    expect(firstSentences('')).toEqual([]);
  });
});

describe('offers by the clock (issue 14, item 6)', () => {
  const at = (iso: string) => Date.parse(iso);
  const offer = (start_date: string | null, end_date: string | null, status: 'active' | 'inactive' = 'active') => ({
    status,
    start_date,
    end_date,
  });

  it('shows an active offer from its start to its end, both included', () => {
    const o = offer('2026-11-25T18:00:00.000Z', '2026-11-25T20:00:00.000Z');
    expect(isOfferVisibleAt(o, at('2026-11-25T17:59:59.999Z'))).toBe(false);
    expect(isOfferVisibleAt(o, at('2026-11-25T18:00:00.000Z'))).toBe(true);
    expect(isOfferVisibleAt(o, at('2026-11-25T20:00:00.000Z'))).toBe(true);
    expect(isOfferVisibleAt(o, at('2026-11-25T20:00:00.001Z'))).toBe(false);
    expect(isOfferVisibleAt(offer(null, null), 0)).toBe(true);
    expect(isOfferVisibleAt(offer(null, null, 'inactive'), 0)).toBe(false);
  });

  it('names the next start or end still ahead, or null', () => {
    const now = at('2026-11-25T19:00:00.000Z');
    const offers = [
      offer('2026-11-25T18:00:00.000Z', '2026-11-25T21:00:00.000Z'),
      offer('2026-11-25T20:00:00.000Z', null),
      offer('2026-11-25T19:30:00.000Z', null, 'inactive'),
    ];
    expect(nextOfferChangeAt(offers, now)).toBe(at('2026-11-25T20:00:00.000Z'));
    expect(nextOfferChangeAt(offers.slice(0, 1), now)).toBe(at('2026-11-25T21:00:00.000Z') + 1);
    expect(nextOfferChangeAt([offer(null, null)], now)).toBeNull();
  });
});

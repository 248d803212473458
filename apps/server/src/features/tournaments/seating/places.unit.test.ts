import { describe, expect, it } from 'vitest';
import { placeOfBust } from './places';

describe('the place of a bust', () => {
  it('is the number of players left, the bust included', () => {
    expect(placeOfBust(30)).toEqual({ ok: true, place: 30, sharedPlaces: [30] });
    expect(placeOfBust(2)).toEqual({ ok: true, place: 2, sharedPlaces: [2] });
  });

  it('is shared by the busts of one hand-for-hand hand (RP-8: 52 left, 3 bust, they share 50th)', () => {
    expect(placeOfBust(52, 3)).toEqual({ ok: true, place: 50, sharedPlaces: [50, 51, 52] });
    expect(placeOfBust(10, 2)).toEqual({ ok: true, place: 9, sharedPlaces: [9, 10] });
  });

  it('refuses busts that would leave nobody, and counts that are not whole', () => {
    expect(placeOfBust(3, 3)).toMatchObject({ ok: false, error: { code: 'invalid_count' } });
    expect(placeOfBust(1)).toMatchObject({ ok: false, error: { code: 'invalid_count' } });
    expect(placeOfBust(10, 0)).toMatchObject({ ok: false, error: { code: 'invalid_count' } });
    expect(placeOfBust(10.5)).toMatchObject({ ok: false, error: { code: 'invalid_count' } });
  });
});

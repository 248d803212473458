import { describe, expect, it } from 'vitest';
import { firstSentences } from './offers';

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

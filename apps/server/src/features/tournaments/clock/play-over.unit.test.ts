import { describe, expect, it } from 'vitest';
import { isPlayOver } from './play-over';

const confirmed = (playedForPaise: bigint) => ({ status: 'confirmed', playedForPaise });

describe('isPlayOver', () => {
  it('is over once one player is left in a started tournament', () => {
    expect(isPlayOver({ playersLeft: 1, started: true, deal: null })).toBe(true);
  });

  it('is not over before play begins, nor with nobody in', () => {
    expect(isPlayOver({ playersLeft: 1, started: false, deal: null })).toBe(false);
    expect(isPlayOver({ playersLeft: 0, started: true, deal: null })).toBe(false);
  });

  it('is over when a confirmed deal leaves nothing to play for', () => {
    expect(isPlayOver({ playersLeft: 3, started: true, deal: confirmed(0n) })).toBe(true);
  });

  it('goes on while a confirmed deal leaves money to play for, or a deal waits for answers', () => {
    expect(isPlayOver({ playersLeft: 3, started: true, deal: confirmed(50_000n) })).toBe(false);
    expect(isPlayOver({ playersLeft: 3, started: true, deal: { status: 'proposed', playedForPaise: 0n } })).toBe(false);
    expect(isPlayOver({ playersLeft: 3, started: true, deal: null })).toBe(false);
  });
});

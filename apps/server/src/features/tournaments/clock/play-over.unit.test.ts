import { describe, expect, it } from 'vitest';
import { isPlayOver } from './play-over';

const confirmed = (playedForPaise: bigint) => ({ status: 'confirmed', playedForPaise });

describe('isPlayOver', () => {
  it('is over once a bust leaves one player in a started tournament', () => {
    expect(isPlayOver({ playersLeft: 1, entrants: 2, started: true, entriesClosed: true, deal: null })).toBe(true);
  });

  it('is not over while an entry can still come (late registration open): the busted may re-enter', () => {
    expect(isPlayOver({ playersLeft: 1, entrants: 2, started: true, entriesClosed: false, deal: null })).toBe(false);
  });

  it('is not over before play begins, with nobody in, nor for a lone player before any bust', () => {
    expect(isPlayOver({ playersLeft: 1, entrants: 2, started: false, entriesClosed: true, deal: null })).toBe(false);
    expect(isPlayOver({ playersLeft: 0, entrants: 2, started: true, entriesClosed: true, deal: null })).toBe(false);
    // One player only, even after busting and re-entering: nobody beaten, nobody holds 1st.
    expect(isPlayOver({ playersLeft: 1, entrants: 1, started: true, entriesClosed: true, deal: null })).toBe(false);
  });

  it('is over when a confirmed deal leaves nothing to play for', () => {
    expect(isPlayOver({ playersLeft: 3, entrants: 5, started: true, entriesClosed: true, deal: confirmed(0n) })).toBe(
      true,
    );
  });

  it('goes on while a confirmed deal leaves money to play for, or a deal waits for answers', () => {
    expect(
      isPlayOver({ playersLeft: 3, entrants: 5, started: true, entriesClosed: true, deal: confirmed(50_000n) }),
    ).toBe(false);
    expect(
      isPlayOver({
        playersLeft: 3,
        entrants: 5,
        started: true,
        entriesClosed: true,
        deal: { status: 'proposed', playedForPaise: 0n },
      }),
    ).toBe(false);
    expect(isPlayOver({ playersLeft: 3, entrants: 5, started: true, entriesClosed: true, deal: null })).toBe(false);
  });
});

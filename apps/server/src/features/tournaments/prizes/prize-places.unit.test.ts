import { describe, expect, it } from 'vitest';
import { prizePlaces } from './prize-places';

// Decision 133: who takes which paid place and how much.
const places = [50_000n, 30_000n, 20_000n];

describe('prizePlaces', () => {
  it('names the places still being played for until one player is left', () => {
    const playing = prizePlaces({ places, busts: [], stillIn: [1, 2, 3, 4], deal: null });
    expect(playing.placesStillPlaying).toEqual([1, 2, 3]);
    const done = prizePlaces({
      places,
      busts: [
        { id: 10, playerId: 4, place: 4, handGroup: null },
        { id: 11, playerId: 3, place: 3, handGroup: null },
        { id: 12, playerId: 2, place: 2, handGroup: null },
      ],
      stillIn: [1],
      deal: null,
    });
    expect(done.placesStillPlaying).toEqual([]);
    expect(done.finishes.map((f) => [f.playerId, f.place, f.amountPaise])).toEqual([
      [1, 1, 50_000n],
      [2, 2, 30_000n],
      [3, 3, 20_000n],
      [4, 4, 0n],
    ]);
  });

  it('splits shared places equally, the paise that do not divide to the busts in the order recorded', () => {
    // Three bust in one hand from 4 left: they share 2nd to 4th (30,000 + 20,000 + 0 = 50,000 paise over 3).
    const result = prizePlaces({
      places,
      busts: [
        { id: 21, playerId: 7, place: 2, handGroup: 20 },
        { id: 20, playerId: 6, place: 2, handGroup: 20 },
        { id: 22, playerId: 8, place: 2, handGroup: 20 },
      ],
      stillIn: [5],
      deal: null,
    });
    const shared = result.finishes.filter((f) => f.place === 2);
    expect(shared.map((f) => [f.playerId, f.amountPaise, f.sharedBy])).toEqual([
      [6, 16_667n, 3],
      [7, 16_667n, 3],
      [8, 16_666n, 3],
    ]);
    expect(result.finishes.reduce((sum, f) => sum + f.amountPaise, 0n)).toBe(100_000n);
  });

  it('pays a confirmed deal’s shares, places by chips when nothing is left to play for', () => {
    const deal = {
      shares: [
        { playerId: 1, chips: 25, amountPaise: 30_833n },
        { playerId: 2, chips: 50, amountPaise: 38_334n },
        { playerId: 3, chips: 25, amountPaise: 30_833n },
      ],
      playedForPaise: 0n,
    };
    const result = prizePlaces({ places, busts: [], stillIn: [1, 2, 3], deal });
    expect(result.placesStillPlaying).toEqual([]);
    expect(result.finishes.map((f) => [f.playerId, f.place, f.amountPaise, f.fromDeal])).toEqual([
      [2, 1, 38_334n, true],
      [1, 2, 30_833n, true],
      [3, 3, 30_833n, true],
    ]);
  });

  it('keeps playing for what was left on top, and gives it to the winner with the share', () => {
    const deal = {
      shares: [
        { playerId: 1, chips: 60, amountPaise: 40_000n },
        { playerId: 2, chips: 40, amountPaise: 40_000n },
      ],
      playedForPaise: 10_000n,
    };
    const still = prizePlaces({ places: [50_000n, 40_000n], busts: [], stillIn: [1, 2], deal });
    expect(still.placesStillPlaying).toEqual([1, 2]);
    const done = prizePlaces({
      places: [50_000n, 40_000n],
      busts: [{ id: 1, playerId: 1, place: 2, handGroup: null }],
      stillIn: [2],
      deal,
    });
    expect(done.finishes.map((f) => [f.playerId, f.amountPaise])).toEqual([
      [2, 50_000n],
      [1, 40_000n],
    ]);
  });

  it('gives a player with no chips at the deal their place’s prize, not a share', () => {
    const deal = {
      shares: [
        { playerId: 1, chips: 60, amountPaise: 45_000n },
        { playerId: 2, chips: 40, amountPaise: 35_000n },
        { playerId: 3, chips: 0, amountPaise: 0n },
      ],
      playedForPaise: 0n,
    };
    const result = prizePlaces({ places, busts: [], stillIn: [1, 2, 3], deal });
    expect(result.finishes.map((f) => [f.playerId, f.place, f.amountPaise, f.fromDeal])).toEqual([
      [1, 1, 45_000n, true],
      [2, 2, 35_000n, true],
      [3, 3, 20_000n, false],
    ]);
  });
});

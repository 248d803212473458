import { describe, expect, it } from 'vitest';
import { bountyAwards } from './bounties';

const entry = (entryId: number, playerId: number, bountyPaise = 50_000n) => ({ entryId, playerId, bountyPaise });

describe('bountyAwards', () => {
  it('pays each busted entry’s bounty to its eliminator and the winner their own', () => {
    // Players 1–4; 2 busts 4, 1 busts 3, 1 busts 2: player 1 wins with three bounties and their own.
    const result = bountyAwards(
      [entry(11, 1), entry(12, 2), entry(13, 3), entry(14, 4)],
      [
        { entryId: 14, eliminatorId: 2 },
        { entryId: 13, eliminatorId: 1 },
        { entryId: 12, eliminatorId: 1 },
      ],
    );
    expect(result.awards).toEqual([
      { playerId: 1, count: 3, amountPaise: 150_000n },
      { playerId: 2, count: 1, amountPaise: 50_000n },
    ]);
    expect(result.unnamed).toEqual([]);
  });

  it('gives a re-entry its own bounty and counts each entry of a player apart', () => {
    // Player 2 busts twice (entry 12, re-entry 15), each time to player 1, who then wins.
    const result = bountyAwards(
      [entry(11, 1), entry(12, 2), entry(15, 2)],
      [
        { entryId: 12, eliminatorId: 1 },
        { entryId: 15, eliminatorId: 1 },
      ],
    );
    expect(result.awards).toEqual([{ playerId: 1, count: 3, amountPaise: 150_000n }]);
  });

  it('lets the players of a deal that ended the tournament keep their own bounties', () => {
    const result = bountyAwards([entry(11, 1), entry(12, 2), entry(13, 3)], [{ entryId: 13, eliminatorId: 2 }]);
    expect(result.awards).toEqual([
      { playerId: 2, count: 2, amountPaise: 100_000n },
      { playerId: 1, count: 1, amountPaise: 50_000n },
    ]);
  });

  it('pays nothing without bounties and keeps a bust with no eliminator apart, unpaid', () => {
    expect(bountyAwards([entry(11, 1, 0n), entry(12, 2, 0n)], [{ entryId: 12, eliminatorId: 1 }]).awards).toEqual([]);
    const result = bountyAwards([entry(11, 1), entry(12, 2)], [{ entryId: 12, eliminatorId: null }]);
    expect(result.awards).toEqual([{ playerId: 1, count: 1, amountPaise: 50_000n }]);
    expect(result.unnamed).toEqual([12]);
  });

  it('pays out exactly the bounties bought, whatever the order of the busts', () => {
    const entries = Array.from({ length: 9 }, (_, i) => entry(100 + i, i + 1, BigInt(10_000 * (i + 1))));
    const busts = entries.slice(1).map((e, i) => ({ entryId: e.entryId, eliminatorId: (i % 3) + 1 }));
    const { awards } = bountyAwards(entries, busts.reverse());
    const paid = awards.reduce((sum, a) => sum + a.amountPaise, 0n);
    expect(paid).toBe(entries.reduce((sum, e) => sum + e.bountyPaise, 0n));
    expect(awards.reduce((sum, a) => sum + a.count, 0)).toBe(9);
  });
});

// A knockout's bounties (issue 30, decision 134): pure, so who is paid which bounty is tested alone.

export interface BountyEntry {
  entryId: number;
  playerId: number;
  bountyPaise: bigint;
}

export interface BountyBust {
  entryId: number;
  eliminatorId: number | null;
}

export interface BountyAward {
  playerId: number;
  /** How many bounties: the entries this player eliminated, and their own last entry if it was never busted. */
  count: number;
  amountPaise: bigint;
}

/**
 * Who is paid each bounty once the tournament is over. Every entry and re-entry not refunded carries the
 * bounty it was bought with: a busted entry's goes to the player named as its eliminator; an entry never
 * busted (the winner's, or those of the players in a deal that ended the tournament) goes back to its own
 * player. A bust with no eliminator named (the floor must name one when there are bounties) is returned
 * apart, unpaid, so the figures show it rather than a guess paying it. Awards come largest first.
 */
export function bountyAwards(
  entries: readonly BountyEntry[],
  busts: readonly BountyBust[],
): { awards: BountyAward[]; unnamed: number[] } {
  const bustOf = new Map(busts.map((bust) => [bust.entryId, bust]));
  const byPlayer = new Map<number, BountyAward>();
  const unnamed: number[] = [];
  for (const entry of entries) {
    if (entry.bountyPaise <= 0n) continue;
    const bust = bustOf.get(entry.entryId);
    const winner = bust ? bust.eliminatorId : entry.playerId;
    if (winner === null) {
      unnamed.push(entry.entryId);
      continue;
    }
    const award = byPlayer.get(winner) ?? { playerId: winner, count: 0, amountPaise: 0n };
    award.count += 1;
    award.amountPaise += entry.bountyPaise;
    byPlayer.set(winner, award);
  }
  const awards = [...byPlayer.values()].sort((a, b) =>
    a.amountPaise === b.amountPaise ? a.playerId - b.playerId : a.amountPaise > b.amountPaise ? -1 : 1,
  );
  return { awards, unnamed };
}

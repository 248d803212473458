/**
 * Whether play is over (issue 38 item 5, decision 133's rule of who holds 1st): one player left after a
 * bust, or a confirmed deal with nothing left to play for among players still in. A lone player with no bust
 * yet (the first of a late field) is not a winner. Pure: the clock stops on it.
 */
export function isPlayOver(input: {
  playersLeft: number;
  /** Entries and re-entries not refunded, busted ones included. */
  entries: number;
  started: boolean;
  deal: { status: string; playedForPaise: bigint } | null;
}): boolean {
  if (!input.started || input.playersLeft === 0) return false;
  if (input.playersLeft === 1) return input.entries > 1;
  return input.deal?.status === 'confirmed' && input.deal.playedForPaise === 0n;
}

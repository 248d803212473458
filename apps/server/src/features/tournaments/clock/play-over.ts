/**
 * Whether play is over (issue 38 item 5, decision 133's rule of who holds 1st): one player left after a
 * bust of another player, or a confirmed deal with nothing left to play for among players still in. A lone
 * player who has beaten nobody (the first of a late field, or one who busted and re-entered alone) is not a
 * winner, and neither is one while an entry can still come (late registration open: a busted player may
 * re-enter, a new one may enter). Pure: the clock stops on it.
 */
export function isPlayOver(input: {
  playersLeft: number;
  /** Players with an entry or re-entry not refunded, busted ones included (each counted once). */
  entrants: number;
  started: boolean;
  /** No entry or re-entry can come any more (late registration over, or the desk closed registration). */
  entriesClosed: boolean;
  deal: { status: string; playedForPaise: bigint } | null;
}): boolean {
  if (!input.started || input.playersLeft === 0) return false;
  if (input.playersLeft === 1) return input.entrants > 1 && input.entriesClosed;
  return input.deal?.status === 'confirmed' && input.deal.playedForPaise === 0n;
}

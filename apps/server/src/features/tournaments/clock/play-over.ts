/**
 * Whether play is over (issue 38 item 5, decision 133's rule of who holds 1st): one player left, or a
 * confirmed deal with nothing left to play for among players still in. Pure: the clock stops on it.
 */
export function isPlayOver(input: {
  playersLeft: number;
  started: boolean;
  deal: { status: string; playedForPaise: bigint } | null;
}): boolean {
  if (!input.started || input.playersLeft === 0) return false;
  if (input.playersLeft === 1) return true;
  return input.deal?.status === 'confirmed' && input.deal.playedForPaise === 0n;
}

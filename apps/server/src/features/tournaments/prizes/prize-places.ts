// Who takes which paid place and how much (issue 30, decision 133): pure, so the arithmetic is tested alone.

export interface Bust {
  id: number;
  playerId: number;
  place: number;
  /** The first bust's id for busts of one hand-for-hand hand; null for a bust alone. */
  handGroup: number | null;
}

export interface ConfirmedDeal {
  shares: ReadonlyArray<{ playerId: number; chips: number; amountPaise: bigint }>;
  playedForPaise: bigint;
}

export interface Finish {
  playerId: number;
  place: number;
  sharedBy: number;
  fromDeal: boolean;
  amountPaise: bigint;
}

export interface PrizePlaces {
  /** Paid places whose player is still playing: nothing can be paid until this is empty. */
  placesStillPlaying: number[];
  /** Every finish known, best place first (amount 0 for places out of the money). */
  finishes: Finish[];
}

/**
 * The finishes of a tournament from its paid places (amounts by place, first first), its standing busts (in
 * the order recorded), the players still in and a confirmed deal:
 * - the last player in is first; with a confirmed deal and nothing left to play for, the players in the deal
 *   take the best places by their chips at the deal (more chips, better place; equal chips by player id);
 * - busts of one hand share the sum of their places' prizes equally, the paise that do not divide one each
 *   to the busts in the order recorded (decision 123);
 * - a player in a confirmed deal (with chips) is paid their share instead of the place's prize, and the
 *   winner also what was left to play for.
 */
export function prizePlaces(input: {
  places: readonly bigint[];
  busts: readonly Bust[];
  stillIn: readonly number[];
  deal: ConfirmedDeal | null;
}): PrizePlaces {
  const { places, busts, stillIn, deal } = input;
  const amountOf = (place: number) => places[place - 1] ?? 0n;
  const dealt = new Map((deal?.shares ?? []).filter((s) => s.chips > 0).map((s) => [s.playerId, s.amountPaise]));
  const finishes: Finish[] = [];

  const settled = deal !== null && deal.playedForPaise === 0n;
  let placesStillPlaying: number[] = [];
  if (stillIn.length === 1) {
    const [winner] = stillIn as [number];
    finishes.push({ playerId: winner, place: 1, sharedBy: 1, fromDeal: false, amountPaise: amountOf(1) });
  } else if (settled && stillIn.length > 1) {
    const chipsOf = new Map(deal.shares.map((s) => [s.playerId, s.chips]));
    const order = [...stillIn].sort((a, b) => (chipsOf.get(b) ?? 0) - (chipsOf.get(a) ?? 0) || a - b);
    order.forEach((playerId, index) => {
      finishes.push({ playerId, place: index + 1, sharedBy: 1, fromDeal: false, amountPaise: amountOf(index + 1) });
    });
  } else if (stillIn.length > 1) {
    placesStillPlaying = Array.from({ length: Math.min(stillIn.length, places.length) }, (_, i) => i + 1);
  }

  const groups = new Map<number, Bust[]>();
  for (const bust of busts) {
    const key = bust.handGroup ?? bust.id;
    groups.set(key, [...(groups.get(key) ?? []), bust]);
  }
  for (const members of groups.values()) {
    const ordered = [...members].sort((a, b) => a.id - b.id);
    const place = Math.min(...ordered.map((m) => m.place));
    const count = BigInt(ordered.length);
    let pool = 0n;
    for (let p = place; p < place + ordered.length; p += 1) pool += amountOf(p);
    const remainder = pool % count;
    ordered.forEach((member, index) => {
      finishes.push({
        playerId: member.playerId,
        place,
        sharedBy: ordered.length,
        fromDeal: false,
        amountPaise: pool / count + (BigInt(index) < remainder ? 1n : 0n),
      });
    });
  }

  for (const finish of finishes) {
    const share = dealt.get(finish.playerId);
    if (share === undefined) continue;
    finish.fromDeal = true;
    finish.sharedBy = 1;
    finish.amountPaise = share + (finish.place === 1 ? (deal?.playedForPaise ?? 0n) : 0n);
  }
  finishes.sort((a, b) => a.place - b.place);
  return { placesStillPlaying, finishes };
}

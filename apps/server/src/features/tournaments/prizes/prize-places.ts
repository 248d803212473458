// Who takes which paid place and how much (issue 30, decision 133): pure, so the arithmetic is tested alone.

import { formatRupees, fromPaise } from '@club/shared/money';

const rupees = (paise: bigint) => formatRupees(fromPaise(paise));

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

  // A deal is made among live entries (issue 38): a player who re-entered is in it with her live entry only,
  // which finishes better than any entry she busted before, so the share goes to her best finish alone.
  const best = new Map<number, Finish>();
  for (const finish of finishes) {
    const held = best.get(finish.playerId);
    if (!held || finish.place < held.place) best.set(finish.playerId, finish);
  }
  for (const finish of best.values()) {
    const share = dealt.get(finish.playerId);
    if (share === undefined) continue;
    finish.fromDeal = true;
    finish.sharedBy = 1;
    finish.amountPaise = share + (finish.place === 1 ? (deal?.playedForPaise ?? 0n) : 0n);
  }
  finishes.sort((a, b) => a.place - b.place);
  return { placesStillPlaying, finishes };
}

export interface PrizeToRecord {
  playerId: number;
  /** The player's best place. */
  place: number;
  amountPaise: bigint;
}

/**
 * The prizes to record, one per player (issue 38): a player who re-entered may hold two paid places (a bust in
 * the money during late registration, then her re-entry's finish); she is paid their sum in one prize at her
 * best place, as her bounties are (decision 134). Places out of the money are left out.
 */
export function prizesToRecord(finishes: readonly Finish[]): PrizeToRecord[] {
  const byPlayer = new Map<number, PrizeToRecord>();
  for (const finish of finishes) {
    if (finish.amountPaise <= 0n) continue;
    const held = byPlayer.get(finish.playerId);
    if (held) {
      held.amountPaise += finish.amountPaise;
      held.place = Math.min(held.place, finish.place);
    } else
      byPlayer.set(finish.playerId, {
        playerId: finish.playerId,
        place: finish.place,
        amountPaise: finish.amountPaise,
      });
  }
  return [...byPlayer.values()].sort((a, b) => a.place - b.place || a.playerId - b.playerId);
}

/**
 * What is wrong with a payment about to be recorded, or null (issue 38): the finishes give each place from 1st
 * to the number of entries to exactly one entry (the busts of one hand, each `sharedBy` them all, cover as
 * many places as they are from the place they share; two finishes at one place that do not share it are the
 * same place given twice), the prizes add up to the pool and the bounties to the bounties bought.
 */
export function paymentProblem(input: {
  entries: number;
  finishes: readonly Pick<Finish, 'place' | 'sharedBy' | 'fromDeal'>[];
  prizes: readonly { amountPaise: bigint }[];
  poolPaise: bigint;
  bounties: readonly { amountPaise: bigint }[];
  bountiesPaise: bigint;
}): string | null {
  const atPlace = new Map<number, Array<Pick<Finish, 'sharedBy' | 'fromDeal'>>>();
  for (const finish of input.finishes) atPlace.set(finish.place, [...(atPlace.get(finish.place) ?? []), finish]);
  const covered = new Map<number, number>();
  const twice = new Set<number>();
  for (const [place, here] of atPlace) {
    // A deal's finishes carry its share, not the hand's split, so only the others say how many share a place.
    if (here.some((finish) => !finish.fromDeal && finish.sharedBy !== here.length)) twice.add(place);
    for (let p = place; p < place + here.length; p += 1) covered.set(p, (covered.get(p) ?? 0) + 1);
  }
  for (const [place, count] of covered) if (count > 1) twice.add(place);
  const missing = Array.from({ length: input.entries }, (_, i) => i + 1).filter((p) => !covered.has(p));
  const beyond = [...covered.keys()].filter((p) => p < 1 || p > input.entries);
  if (twice.size > 0 || missing.length > 0 || beyond.length > 0) {
    const said = [
      twice.size > 0 ? `given twice: ${[...twice].sort((a, b) => a - b).join(', ')}` : null,
      missing.length > 0 ? `without a player: ${missing.join(', ')}` : null,
      beyond.length > 0 ? `beyond the ${input.entries} entries: ${beyond.sort((a, b) => a - b).join(', ')}` : null,
    ].filter((part) => part !== null);
    return `Places ${said.join('; ')}`;
  }
  const sum = (rows: readonly { amountPaise: bigint }[]) => rows.reduce((total, row) => total + row.amountPaise, 0n);
  const prizes = sum(input.prizes);
  if (prizes !== input.poolPaise)
    return `The prizes add up to ${rupees(prizes)}, the prize pool is ${rupees(input.poolPaise)}`;
  const bounties = sum(input.bounties);
  if (bounties !== input.bountiesPaise) {
    return `The bounties add up to ${rupees(bounties)}, the entries carry ${rupees(input.bountiesPaise)} of them`;
  }
  return null;
}

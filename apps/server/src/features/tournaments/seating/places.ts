import { refuse, type SeatingOutcome } from './seating-state';

/**
 * Places from the order of busts (issue 38, decision 135; TDA recommended procedure 8). A tournament's
 * places run over every entry it sold (entries and re-entries, refunded ones left out): with `entries` of
 * them, the first bust recorded finishes last (place `entries`), the next one place above, and the last player
 * still in is 1st. A place is never fixed when the bust is recorded: an undone bust, a re-entry during late
 * registration or a refunded entry moves every bust after it, and re-deriving from the order alone gives each
 * place to exactly one entry whatever happened in between.
 *
 * Busts of one hand-for-hand hand (the same `handGroup`, the first bust's id) share the places they cover and
 * all take the best of them: 52 entries, 3 busts in the first hand share places 50, 51 and 52, each 50th.
 */
export interface RecordedBust {
  id: number;
  /** The first bust's id for the busts of one hand-for-hand hand; null for a bust alone. */
  handGroup: number | null;
}

export interface PlacedBust {
  id: number;
  place: number;
  /** The places the busts of the hand share, best first (one place for a bust alone). */
  sharedPlaces: number[];
}

/** `place` and the places below it that `shared` busts of one hand cover: 50 and 3 give 50, 51, 52. */
export const sharedPlacesFrom = (place: number, shared: number) =>
  Array.from({ length: Math.max(1, shared) }, (_, index) => place + index);

/**
 * Every standing bust's place from the number of entries and the busts in the order they were recorded (by
 * id). At least one entry must be left in: more busts than that is refused, as is a count that is not whole.
 */
export function placesFromBusts(
  entries: number,
  busts: readonly RecordedBust[],
): SeatingOutcome<{ places: PlacedBust[] }> {
  if (!Number.isInteger(entries) || entries < 0) {
    return refuse('invalid_count', 'The number of entries is a whole number');
  }
  if (busts.length > 0 && busts.length >= entries) {
    return refuse(
      'invalid_count',
      `${busts.length} busts of ${entries} entries would leave nobody in: one player must be left`,
    );
  }
  const groups = new Map<number, RecordedBust[]>();
  for (const bust of [...busts].sort((a, b) => a.id - b.id)) {
    const key = bust.handGroup ?? bust.id;
    groups.set(key, [...(groups.get(key) ?? []), bust]);
  }
  // Each hand in the order its first bust was recorded; its busts cover the places below the busts before it.
  const ordered = [...groups.values()].sort((a, b) => (a[0]?.id ?? 0) - (b[0]?.id ?? 0));
  const placed: PlacedBust[] = [];
  let before = 0;
  for (const members of ordered) {
    const place = entries - before - members.length + 1;
    const sharedPlaces = sharedPlacesFrom(place, members.length);
    for (const member of members) placed.push({ id: member.id, place, sharedPlaces });
    before += members.length;
  }
  return { ok: true, places: placed };
}

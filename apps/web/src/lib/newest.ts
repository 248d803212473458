/**
 * Of what the cache holds and what just arrived, the newer by the server's version stamp (a row's
 * last change, or when a snapshot was read). Two pushes can cross on the way, or a push can arrive
 * before the answer of a read that started earlier: the older one never replaces the newer on screen.
 */
export function newestOf<T>(held: T | undefined, incoming: T, versionOf: (value: T) => string): T {
  if (held === undefined) return incoming;
  return Date.parse(versionOf(held)) > Date.parse(versionOf(incoming)) ? held : incoming;
}

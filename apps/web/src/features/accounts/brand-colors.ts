// Plain colour rules of the club's branding (decision 090), without React: the prerendered sign-in
// page's own script uses them too (decision 040).

/** The primary colour on the portal's dark cards, unless it would be hard to read there (then the card's own white). */
export function readableOnDark(color: string): string | undefined {
  const n = Number.parseInt(color.slice(1), 16);
  if (!/^#[0-9a-f]{6}$/i.test(color) || Number.isNaN(n)) return undefined;
  // Perceived brightness (0-255): dark colours fall back to the card's white text.
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) >= 110 ? color : undefined;
}

/** How often a page without a live socket (a visitor's) reads the public settings again. */
export const VISITOR_REFRESH_MS = 15_000;

import { createHmac, timingSafeEqual } from 'node:crypto';

// The answer link of a text (issue 31, decision 141): /p/{token}, where the token names one page of one entry
// (the entry's id and the page's paged_at, in base 36, joined by '-': a '.' would read as a file's extension) and is signed with the server's page-link secret
// (HMAC-SHA256, 128 bits kept). Nothing is stored per link: the entry's row says whether that page still runs,
// is answered or was replaced by a newer page.

const PURPOSE = 'page-link';
const SIGNATURE_CHARS = 22;

export interface PageLinkClaim {
  entryId: number;
  pagedAt: Date;
}

function signature(secret: Buffer, entryId: number, pagedAtMs: number) {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}:${entryId}:${pagedAtMs}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

export function pageLinkToken(secret: Buffer, claim: PageLinkClaim): string {
  const ms = claim.pagedAt.getTime();
  return `${claim.entryId.toString(36)}-${ms.toString(36)}-${signature(secret, claim.entryId, ms)}`;
}

/** The page a token names, or null when it is malformed or its signature does not match (tampered). */
export function readPageLinkToken(secret: Buffer, token: string): PageLinkClaim | null {
  const match = /^([0-9a-z]{1,12})-([0-9a-z]{1,12})-([\w-]{22})$/.exec(token);
  if (!match) return null;
  const [, entryPart = '', msPart = '', given = ''] = match;
  const entryId = Number.parseInt(entryPart, 36);
  const ms = Number.parseInt(msPart, 36);
  if (!Number.isSafeInteger(entryId) || entryId <= 0 || !Number.isSafeInteger(ms)) return null;
  // The parts must be written as the server writes them, so one page has exactly one token.
  if (entryId.toString(36) !== entryPart || ms.toString(36) !== msPart) return null;
  const expected = Buffer.from(signature(secret, entryId, ms));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { entryId, pagedAt: new Date(ms) };
}

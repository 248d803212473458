// The sign-in screen is prerendered at build time (apps/web/src/prerender.tsx) and sent by the
// server (apps/server/src/plugins/static.ts), which fills these slots per request.
// docs/decisions/040-sign-in-page-budget.md.

/** The build's folder of prerendered pages; the server reads them and never serves them as files. */
export const PRERENDERED_DIR = 'prerendered';

/** Prerendered page (file in PRERENDERED_DIR) per path; the server sends one only without a query string. */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'log-in.html',
  '/sign-in': 'log-in.html',
  '/auth': 'log-in.html',
  '/sign-up': 'sign-up.html',
};

/** Stands for the club's name, as HTML text. */
export const CLUB_NAME_SLOT = '%CLUB_NAME%';
/** Stands for the club's public settings, as JSON inside the page's data block. */
export const CLUB_SETTINGS_SLOT = '%CLUB_SETTINGS%';
/** The id of that data block (a JSON script element, which the CSP's script-src does not govern). */
export const CLUB_SETTINGS_ELEMENT_ID = 'club-settings';

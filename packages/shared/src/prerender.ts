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

/**
 * Where the prerendered sign-in form posts when no script runs (or before it has): the server signs
 * in as the JSON route does and answers with a redirect, or with this page and the reason.
 */
export const SIGN_IN_FORM_PATH = '/sign-in';
/** Stands for the e-mail address the visitor entered (an HTML attribute value; empty on a first visit). */
export const SIGN_IN_EMAIL_SLOT = '%SIGN_IN_EMAIL%';
/** Stands for the refusal's alert (HTML from SIGN_IN_ALERT_FILE; empty on a first visit). */
export const SIGN_IN_ALERT_SLOT = '%SIGN_IN_ALERT%';
/** The alert the server shows a refused form post, as the build rendered it (in PRERENDERED_DIR). */
export const SIGN_IN_ALERT_FILE = 'sign-in-alert.html';
/** Stand for the alert's title and sentence (HTML text) in SIGN_IN_ALERT_FILE. */
export const ALERT_TITLE_SLOT = '%ALERT_TITLE%';
export const ALERT_TEXT_SLOT = '%ALERT_TEXT%';
/** The id of the page's template of the 'Email Not Verified' alert, which the page's script shows. */
export const UNVERIFIED_TEMPLATE_ID = 'sign-in-unverified';

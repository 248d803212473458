// Build-time entry (scripts/prerender-plugin.ts): the sign-in screen as HTML, so a visitor sees it
// before any JavaScript has run. The server fills in the club's settings when it sends the page.
import { DEFAULT_CLUB_TIME_ZONE, SIGN_IN_TEXT } from '@club/shared/accounts-constants';
import { DEFAULT_BRANDING } from '@club/shared/branding';
import { PAGE_EXTENSION_MINUTES } from '@club/shared/paging';
import {
  ALERT_TEXT_SLOT,
  ALERT_TITLE_SLOT,
  CLUB_NAME_SLOT,
  CLUB_SETTINGS_ELEMENT_ID,
  CLUB_SETTINGS_SLOT,
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  SIGN_IN_ALERT_FILE,
  SIGN_IN_ALERT_SLOT,
  SIGN_IN_EMAIL_SLOT,
  UNVERIFIED_TEMPLATE_ID,
} from '@club/shared/prerender';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { seedSignedOutVisit } from './app/signed-out-visit';
import { Alert } from './components/ui/alert';
import { Button } from './components/ui/button';
import { SignInPrefill } from './features/accounts/sign-in-prefill';

const EMPTY_ROOT = '<div id="root"></div>';

/** The auth screen at `path` for a visitor without a session, exactly as the browser's first render makes it. */
function renderAuthScreen(path: string): string {
  const queryClient = createQueryClient();
  seedSignedOutVisit(queryClient, {
    clubName: CLUB_NAME_SLOT,
    supportEmail: '',
    supportPhone: '',
    welcomeVideoUrl: null,
    requireEmailVerification: true,
    timeZone: DEFAULT_CLUB_TIME_ZONE,
    pageExtensionMinutes: PAGE_EXTENSION_MINUTES,
    branding: DEFAULT_BRANDING,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The log-in form carries slots for the server's answer to a script-free post (prerendered-pages.ts).
  const html = renderToString(
    <SignInPrefill.Provider value={{ email: SIGN_IN_EMAIL_SLOT, alert: SIGN_IN_ALERT_SLOT }}>
      <AppRoot router={router} queryClient={queryClient} />
    </SignInPrefill.Provider>,
  );
  // Each query left in the cache holds a 30 s garbage-collection timer, which kept the build's process
  // alive for 30 s after the build had finished (every `vite build`, the browser tests' too).
  queryClient.clear();
  return html;
}

/**
 * The page's scripts at low priority: here they only make painted markup interactive, so nothing
 * should wait for them (Lighthouse otherwise counts module scripts as render-blocking).
 */
const lowerScriptPriority = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin');

const TITLE = /<title>[^<]*<\/title>/;
const APP_SCRIPTS = /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;

/**
 * The log-in page runs no React: its form works as HTML, and its own small script (sign-in-page.ts,
 * `signInScripts`) only improves it. Without scripts the show-password button is hidden, and the
 * noscript line says what does and does not work.
 */
function asLogInPage(page: string, signInScripts: string): string {
  const scripts = page.match(APP_SCRIPTS) ?? [];
  if (!scripts.some((tag) => tag.includes('<script'))) throw new Error('index.html has no module script to replace');
  let html = page.replace(APP_SCRIPTS, '');
  html = html.replace(
    '</head>',
    () => `    ${signInScripts}\n    <noscript><style>.js-only{display:none!important}</style></noscript>\n  </head>`,
  );
  if (!NOSCRIPT.test(html)) throw new Error('index.html has no noscript line');
  html = html.replace(
    NOSCRIPT,
    '<noscript><p class="mx-auto max-w-md px-4 pb-8 text-center text-sm text-slate-400">You can sign in without JavaScript; the rest of the player portal needs it, so please enable it.</p></noscript>',
  );
  // The 'Email Not Verified' box the script shows after a refused sign-in, drawn by the app's components.
  const unverified = renderToStaticMarkup(
    <Alert variant="warning" title={SIGN_IN_TEXT.notVerifiedTitle}>
      <p data-hint="" />
      <div className="mt-3">
        <Button variant="secondary" className="w-full" data-resend="">
          {SIGN_IN_TEXT.resend}
        </Button>
      </div>
    </Alert>,
  );
  return html.replace(
    '</body>',
    () => `  <template id="${UNVERIFIED_TEMPLATE_ID}">${unverified}</template>\n  </body>`,
  );
}

/**
 * Each prerendered page (its file in the build folder, and its HTML), made from the built index.html;
 * `signInScripts` are the tags of the log-in page's own script.
 */
export function renderPrerenderedPages(indexHtml: string, signInScripts: string): Map<string, string> {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to fill');
  const pages = new Map<string, string>();
  // The refusal a script-free post gets back, filled by the server.
  pages.set(
    `${PRERENDERED_DIR}/${SIGN_IN_ALERT_FILE}`,
    renderToStaticMarkup(
      <Alert variant="destructive" title={ALERT_TITLE_SLOT}>
        {ALERT_TEXT_SLOT}
      </Alert>,
    ),
  );
  for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
    const name = `${PRERENDERED_DIR}/${file}`;
    if (pages.has(name)) continue;
    // React writes the screen's <title> where the screen renders it; in a document it belongs in the head.
    let markup = renderAuthScreen(path);
    const title = TITLE.exec(markup)?.[0];
    if (title) markup = markup.replace(title, '');
    const data = `<script type="application/json" id="${CLUB_SETTINGS_ELEMENT_ID}">${CLUB_SETTINGS_SLOT}</script>`;
    let page = lowerScriptPriority(indexHtml).replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>\n    ${data}`);
    if (title) page = page.replace(TITLE, () => title);
    if (path === '/') {
      for (const slot of [SIGN_IN_EMAIL_SLOT, SIGN_IN_ALERT_SLOT]) {
        if (page.split(slot).length !== 2) throw new Error(`the log-in page must hold ${slot} exactly once`);
      }
    }
    pages.set(name, file === PRERENDERED_PAGES['/'] ? asLogInPage(page, signInScripts) : page);
  }
  return pages;
}

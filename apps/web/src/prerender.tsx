// Build-time entry (scripts/prerender-plugin.ts): the sign-in screen as HTML, so a visitor sees it
// before any JavaScript has run. The server fills in the club's settings when it sends the page.
import { DEFAULT_CLUB_TIME_ZONE } from '@club/shared/accounts-constants';
import { DEFAULT_BRANDING } from '@club/shared/branding';
import { PAGE_EXTENSION_MINUTES } from '@club/shared/paging';
import {
  CLUB_NAME_SLOT,
  CLUB_SETTINGS_ELEMENT_ID,
  CLUB_SETTINGS_SLOT,
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
} from '@club/shared/prerender';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { seedSignedOutVisit } from './app/signed-out-visit';

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
  return renderToString(<AppRoot router={router} queryClient={queryClient} />);
}

/**
 * The page's scripts at low priority: here they only make painted markup interactive, so nothing
 * should wait for them (Lighthouse otherwise counts module scripts as render-blocking).
 */
const lowerScriptPriority = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin');

const TITLE = /<title>[^<]*<\/title>/;

/** Each prerendered page (its file in the build folder, and its HTML), made from the built index.html. */
export function renderPrerenderedPages(indexHtml: string): Map<string, string> {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to fill');
  const pages = new Map<string, string>();
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
    pages.set(name, page);
  }
  return pages;
}

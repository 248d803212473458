import fs from 'node:fs';
import path from 'node:path';
import type { ClubSettings } from '@club/shared/accounts';
import {
  ALERT_TEXT_SLOT,
  ALERT_TITLE_SLOT,
  CLUB_NAME_SLOT,
  CLUB_SETTINGS_SLOT,
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  SIGN_IN_ALERT_FILE,
  SIGN_IN_ALERT_SLOT,
  SIGN_IN_EMAIL_SLOT,
} from '@club/shared/prerender';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
const fill = (html: string, slot: string, value: string) => html.split(slot).join(value);

/** A script-free sign-in the server refused: the address as entered (never the password) and why. */
export interface SignInRefusal {
  email: string;
  title: string;
  message: string;
}

// Inside <script type="application/json"> only "</script" could end the block early: no "<" at all.
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The sign-in pages the build prerendered (apps/web/src/prerender.tsx), filled with the club's
 * settings. The result is kept per page until the settings differ from those it was made with,
 * so a renamed club shows its new name on the next page load. docs/decisions/040-sign-in-page-budget.md.
 */
export function loadPrerenderedPages(webDist: string) {
  const templates = new Map<string, string>();
  for (const file of new Set(Object.values(PRERENDERED_PAGES))) {
    const fullPath = path.join(webDist, PRERENDERED_DIR, file);
    if (fs.existsSync(fullPath)) templates.set(file, fs.readFileSync(fullPath, 'utf8'));
  }
  const alertPath = path.join(webDist, PRERENDERED_DIR, SIGN_IN_ALERT_FILE);
  const alertTemplate = fs.existsSync(alertPath) ? fs.readFileSync(alertPath, 'utf8') : undefined;
  const filled = new Map<string, { settingsJson: string; html: string }>();

  /** The template with the club's settings; the sign-in form's slots empty, as on a first visit. */
  const withSettings = (file: string, template: string, settings: ClubSettings) => {
    const settingsJson = jsonForScript(settings);
    const cached = filled.get(file);
    if (cached?.settingsJson === settingsJson) return cached.html;
    let html = fill(template, CLUB_NAME_SLOT, escapeHtml(settings.clubName));
    html = fill(html, CLUB_SETTINGS_SLOT, settingsJson);
    html = fill(fill(html, SIGN_IN_EMAIL_SLOT, ''), SIGN_IN_ALERT_SLOT, '');
    filled.set(file, { settingsJson, html });
    return html;
  };

  return {
    /** The page for `pathname`, or undefined when that path has no prerendered page. */
    render(pathname: string, settings: ClubSettings): string | undefined {
      const file = PRERENDERED_PAGES[pathname];
      const template = file === undefined ? undefined : templates.get(file);
      if (file === undefined || template === undefined) return undefined;
      return withSettings(file, template, settings);
    },
    /**
     * The log-in page again after a refused script-free sign-in: the address kept, the reason in the
     * build's alert (all as escaped HTML), never the password. Undefined without a build.
     */
    renderRefusedSignIn(settings: ClubSettings, refusal: SignInRefusal): string | undefined {
      const file = PRERENDERED_PAGES['/'];
      const template = file === undefined ? undefined : templates.get(file);
      if (file === undefined || template === undefined || alertTemplate === undefined) return undefined;
      const alert = fill(
        fill(alertTemplate, ALERT_TITLE_SLOT, escapeHtml(refusal.title)),
        ALERT_TEXT_SLOT,
        escapeHtml(refusal.message),
      );
      let html = fill(template, CLUB_NAME_SLOT, escapeHtml(settings.clubName));
      html = fill(html, CLUB_SETTINGS_SLOT, jsonForScript(settings));
      // The visitor's own text goes in last, so nothing in it is taken for a slot.
      return fill(fill(html, SIGN_IN_ALERT_SLOT, alert), SIGN_IN_EMAIL_SLOT, escapeHtml(refusal.email));
    },
    hasPage: (pathname: string) => {
      const file = PRERENDERED_PAGES[pathname];
      return file !== undefined && templates.has(file);
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type { ClubSettings } from '@club/shared/accounts';
import { CLUB_NAME_SLOT, CLUB_SETTINGS_SLOT, PRERENDERED_DIR, PRERENDERED_PAGES } from '@club/shared/prerender';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

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
  const filled = new Map<string, { settingsJson: string; html: string }>();

  return {
    /** The page for `pathname`, or undefined when that path has no prerendered page. */
    render(pathname: string, settings: ClubSettings): string | undefined {
      const file = PRERENDERED_PAGES[pathname];
      const template = file === undefined ? undefined : templates.get(file);
      if (file === undefined || template === undefined) return undefined;
      const settingsJson = jsonForScript(settings);
      const cached = filled.get(file);
      if (cached?.settingsJson === settingsJson) return cached.html;
      const html = template
        .split(CLUB_NAME_SLOT)
        .join(escapeHtml(settings.clubName))
        .split(CLUB_SETTINGS_SLOT)
        .join(settingsJson);
      filled.set(file, { settingsJson, html });
      return html;
    },
    hasPage: (pathname: string) => {
      const file = PRERENDERED_PAGES[pathname];
      return file !== undefined && templates.has(file);
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_BRANDING } from '@club/shared/branding';
import {
  ALERT_TEXT_SLOT,
  ALERT_TITLE_SLOT,
  CLUB_NAME_SLOT,
  CLUB_SETTINGS_SLOT,
  PRERENDERED_DIR,
  SIGN_IN_ALERT_FILE,
  SIGN_IN_ALERT_SLOT,
  SIGN_IN_EMAIL_SLOT,
} from '@club/shared/prerender';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPrerenderedPages } from './prerendered-pages';

const settings = {
  clubName: 'Aces & <Kings> "Club"',
  supportEmail: 'help@club.test',
  supportPhone: '+91 1',
  welcomeVideoUrl: null,
  requireEmailVerification: true,
  timeZone: 'Asia/Kolkata',
  pageExtensionMinutes: 5,
  branding: DEFAULT_BRANDING,
};

let dist: string;
function makeBuild(template: string) {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
  fs.mkdirSync(path.join(dist, PRERENDERED_DIR));
  fs.writeFileSync(path.join(dist, PRERENDERED_DIR, 'log-in.html'), template);
  return loadPrerenderedPages(dist);
}
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('prerendered sign-in pages', () => {
  it('fills the club name as escaped HTML text and the settings as JSON that cannot end its script element', () => {
    const pages = makeBuild(`<h1>${CLUB_NAME_SLOT}</h1><script type="application/json">${CLUB_SETTINGS_SLOT}</script>`);
    const html = pages.render('/', { ...settings, supportEmail: '</script><script>alert(1)</script>' })!;
    expect(html).toContain('<h1>Aces &amp; &lt;Kings&gt; &quot;Club&quot;</h1>');
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/json">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).supportEmail).toBe('</script><script>alert(1)</script>');
  });

  it('serves the same page for /, /sign-in and /auth, and none for paths it was not built for', () => {
    const pages = makeBuild(`<h1>${CLUB_NAME_SLOT}</h1>`);
    expect(pages.hasPage('/sign-in')).toBe(true);
    expect(pages.render('/auth', settings)).toBe(pages.render('/', settings));
    expect(pages.hasPage('/sign-up')).toBe(false);
    expect(pages.hasPage('/dashboard')).toBe(false);
  });

  it('shows a renamed club on the next page', () => {
    const pages = makeBuild(`<h1>${CLUB_NAME_SLOT}</h1>`);
    expect(pages.render('/', settings)).toContain('Aces');
    expect(pages.render('/', { ...settings, clubName: 'River Rats' })).toBe('<h1>River Rats</h1>');
  });

  it("leaves the sign-in form's slots empty on a first visit", () => {
    const pages = makeBuild(`<div>${SIGN_IN_ALERT_SLOT}</div><input value="${SIGN_IN_EMAIL_SLOT}">`);
    expect(pages.render('/', settings)).toBe('<div></div><input value="">');
  });

  it('fills a refused sign-in: the reason in the alert and the address, all escaped, the address last', () => {
    const pages = makeBuild(`<div>${SIGN_IN_ALERT_SLOT}</div><input value="${SIGN_IN_EMAIL_SLOT}">`);
    fs.writeFileSync(
      path.join(dist, PRERENDERED_DIR, SIGN_IN_ALERT_FILE),
      `<p role="alert"><b>${ALERT_TITLE_SLOT}</b> ${ALERT_TEXT_SLOT}</p>`,
    );
    const reloaded = loadPrerenderedPages(dist);
    // An address that names a slot stays text: the alert's markup never lands inside the attribute.
    const html = reloaded.renderRefusedSignIn(settings, {
      email: `"a@b.c${SIGN_IN_ALERT_SLOT}`,
      title: 'Sign <In> Failed',
      message: 'Wait & see',
    });
    expect(html).toBe(
      `<div><p role="alert"><b>Sign &lt;In&gt; Failed</b> Wait &amp; see</p></div><input value="&quot;a@b.c${SIGN_IN_ALERT_SLOT}">`,
    );
    expect(pages.renderRefusedSignIn(settings, { email: '', title: 't', message: 'm' })).toBeUndefined();
  });
});

// Prerenders the sign-in screen at build time (src/prerender.tsx), so its first paint comes from
// HTML and CSS rather than after the JavaScript has downloaded and run. The templates go to
// <outDir>/prerendered/; the server fills in the club's settings and sends them to visitors without
// a session (apps/server/src/plugins/static.ts). docs/decisions/040-sign-in-page-budget.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

interface PrerenderModule {
  /** File (relative to the build folder) to HTML. */
  renderPrerenderedPages: (indexHtml: string, signInScripts: string) => Map<string, string>;
}

/**
 * The stylesheet as a <style> element (the CSP allows inline styles, not scripts): the page paints
 * as soon as its HTML arrives, with no second round trip before the first paint.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/g, (_link, href: string) => {
    const css = fs.readFileSync(path.join(outDir, href), 'utf8');
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains "</style"`);
    return `<style>${css}</style>`;
  });
}

/** The name of the log-in page's own entry (vite.config.ts): a small script instead of the app. */
export const SIGN_IN_ENTRY = 'sign-in-page';

export function prerenderSignIn(): Plugin {
  let config: ResolvedConfig;
  let signInScripts: string | undefined;
  return {
    name: 'club:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const entry = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry && output.name === SIGN_IN_ENTRY,
      );
      if (entry?.type !== 'chunk') return;
      // Its static imports are preloaded with it: one round trip, not one per level of imports.
      signInScripts = [
        `<script type="module" crossorigin src="${config.base}${entry.fileName}"></script>`,
        ...entry.imports.map((file) => `<link rel="modulepreload" crossorigin href="${config.base}${file}">`),
      ].join('\n    ');
    },
    async closeBundle() {
      if (config.build.ssr) return;
      if (!signInScripts) throw new Error(`the build made no ${SIGN_IN_ENTRY} entry (vite.config.ts)`);
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-prerender-'));
      try {
        // The same config (aliases, dedupe, React), bundled whole so the module runs from anywhere.
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          ssr: { noExternal: true },
          build: {
            ssr: path.join(config.root, 'src/prerender.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
          },
        });
        const entry = fs.readdirSync(ssrDir).find((name) => /^prerender\.m?js$/.test(name));
        if (!entry) throw new Error(`prerender build wrote no entry in ${ssrDir}`);
        const { renderPrerenderedPages } = (await import(
          pathToFileURL(path.join(ssrDir, entry)).href
        )) as PrerenderModule;
        const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const pages = renderPrerenderedPages(inlineStylesheets(indexHtml, outDir), signInScripts);
        for (const [file, html] of pages) {
          fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
          fs.writeFileSync(path.join(outDir, file), html);
        }
      } finally {
        fs.rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

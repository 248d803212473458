import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDERED_DIR } from '@club/shared/prerender';
import fp from 'fastify-plugin';
import type { ClubSettings } from '@club/shared/accounts';
import { PLAYER_COOKIE } from './auth';
import { errorBody } from './errors';
import { loadPrerenderedPages, type SignInRefusal } from './prerendered-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The log-in page after a refused script-free sign-in (the accounts feature's form route), or
     * undefined when there is no build or the settings cannot be read.
     */
    refusedSignInPage(refusal: SignInRefusal): Promise<string | undefined>;
  }
}

/**
 * The prerendered sign-in page's form posts to this server without a script. Under the app's
 * `no-referrer` a browser sends such a post with `Origin: null`, which the Origin check refuses;
 * `same-origin` still sends nothing to any other site, and lets a post from here say where it is from.
 */
export const FORM_PAGE_REFERRER_POLICY = 'same-origin';

const NOT_PAGES = /^\/(api|docs|socket\.io)(\/|$)/;

/** A page route is a GET for a path without a file extension outside the API. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_PAGES.test(pathname)) return false;
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built web app: hashed assets pre-compressed (brotli, gzip) with a year's cache, index.html
 * never cached, and the SPA fallback only for page routes. Unknown API routes and files answer JSON 404.
 */
export interface StaticOptions {
  /** The club's settings, which the prerendered sign-in page shows (given by app.ts: plugins know no feature). */
  loadClubSettings: () => Promise<ClubSettings>;
}

export const staticPlugin = fp(async (app: FastifyInstance, options: StaticOptions) => {
  const root = app.config.webDist;
  const index = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: true,
      index: false,
      // The prerendered pages are templates the server fills, never files for the browser; nor is the
      // build's stamp (scripts/web-build.mjs).
      allowedPath: (pathname) => !pathname.startsWith(`/${PRERENDERED_DIR}/`) && pathname !== '/.build-hash',
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn(`No web build at ${root}: run "npm run build" to serve the web app`);
  }

  const prerendered = loadPrerenderedPages(root);
  app.decorate('refusedSignInPage', async (refusal: SignInRefusal) => {
    const settings = await options.loadClubSettings().catch((error: unknown) => {
      app.log.warn({ err: error }, 'club settings unavailable: answering the sign-in form without its page');
      return undefined;
    });
    return settings && prerendered.renderRefusedSignIn(settings, refusal);
  });

  /**
   * index.html, whose script renders the page; or, for the sign-in screen's paths, that screen
   * prerendered with the club's settings, which the script hydrates. Only a request without a
   * session cookie and without a query string gets it: a signed-in player is on the way to
   * another screen, and /auth?verified=true or ?error= shows banners the prerender lacks.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The page differs with the session cookie: caches must keep the two apart.
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8');
    const [pathname, query] = request.url.split('?');
    if (query === undefined && !request.cookies[PLAYER_COOKIE] && prerendered.hasPage(pathname ?? '/')) {
      // Without the settings the plain page still works: it asks for them itself.
      const settings = await options.loadClubSettings().catch((error: unknown) => {
        request.log.warn({ err: error }, 'club settings unavailable: sending the page without prerendering');
        return undefined;
      });
      const html = settings && prerendered.render(pathname ?? '/', settings);
      if (html) return reply.header('Referrer-Policy', FORM_PAGE_REFERRER_POLICY).send(html);
    }
    return reply.sendFile('index.html', root);
  };

  if (hasBuild) app.get('/', sendPage);

  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && isPageRequest(request)) return sendPage(request, reply);
    return reply
      .status(404)
      .send(errorBody('ROUTE_NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
});

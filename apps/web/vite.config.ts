import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import { prerenderSignIn, SIGN_IN_ENTRY } from './scripts/prerender-plugin.ts';

// The dev and preview servers forward API, socket and docs traffic to the Node server, so the
// browser talks to one origin as it does in production (cookies stay first-party).
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

// The server refuses state-changing requests whose Origin is not its own public URL; behind
// this proxy the browser's origin is Vite's, so present the server's.
const toServer: ProxyOptions = {
  target: apiOrigin,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', apiOrigin);
    });
  },
};
const proxy: Record<string, ProxyOptions> = {
  '/api': toServer,
  '/socket.io': { ...toServer, ws: true },
  '/docs': toServer,
};

// react-router's package exports point every bundler at its development build (warnings and
// all); production bundles take the production build beside it, about 20 KB smaller.
const reactRouterDist = dirname(dirname(createRequire(import.meta.url).resolve('react-router')));
const reactRouterProduction = join(reactRouterDist, 'production', 'index.mjs');

export default defineConfig(({ mode, isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), prerenderSignIn()],
  resolve: {
    // @club/shared and the web app each resolve zod from their own node_modules: keep one copy.
    dedupe: ['zod', 'react', 'react-dom'],
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The app, and the prerendered log-in page's own small script (decision 040).
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: join(import.meta.dirname, 'index.html'),
            [SIGN_IN_ENTRY]: join(import.meta.dirname, 'src/sign-in-page.ts'),
          },
        },
  },
}));

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server of `npm run start -w @bus/server` (apps/server config defaults). */
const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Marks index.html with the build mode (`<meta name="build-mode">`). A production build leaves out
 * the development aids (components/dev-aids.tsx); scripts/lib/web-build.mjs reads the mark to
 * rebuild apps/web/dist when the server about to serve it needs the other mode.
 */
function buildModeMark(): Plugin {
  let mode = 'production';
  return {
    name: 'build-mode-mark',
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'build-mode', content: mode }, injectTo: 'head' },
    ],
  };
}

export default defineConfig({
  plugins: [react(), buildModeMark()],
  server: {
    port: 5173,
    strictPort: true,
    // ws: the notification socket lives at /api/ws, so upgrades must be proxied too. xfwd: the
    // server sees the visitor's address (X-Forwarded-For), so a visitor from another machine
    // (`--host`) does not look local to the development aids (server http/local-request.ts).
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true, xfwd: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json lets the bench script measure the landing page's initial JS.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change rarely and are needed by every page: one long-cached chunk.
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // Server state and i18n are part of every page too. zod is not: the shell trusts the
            // server's validated responses, and only pages that parse with a schema load it.
            {
              name: 'app-vendor',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              priority: 2,
            },
            // antd is deliberately not forced into one group: a single antd chunk would pull every
            // component used by any page (tables, forms, date pickers) into the landing page.
            // Rolldown's automatic splitting shares the core (config provider, css-in-js) instead.
          ],
        },
      },
    },
  },
});

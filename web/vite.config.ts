// Builds the single-page app into web/dist, which the api serves on its own port with an SPA fallback.
// Every compressible file is also written as .br and .gz, which the api serves as they are.
// In development Vite proxies the api and its Socket.IO endpoint to the server on port 3000.
// vite-plugin-pwa builds the service worker (src/sw.ts, injectManifest) into dist/sw.js with the list of
// the shell's files to precache; the manifest and icons are files of public/ (docs/architecture.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { domainImports } from './build-tools/domain-imports';
import { precompress } from './build-tools/precompress';

// Lingui's macro and plugin find web/lingui.config.ts from wherever the build or the tests start.
process.env['LINGUI_CONFIG'] ??= fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

const apiTarget = process.env['API_URL'] ?? 'http://localhost:3000';

/**
 * react-router's production build, which its package ships beside the development one but names in no
 * `exports` condition (every condition resolves to dist/development, with its dev-only warnings and
 * checks): the app's build takes it by path; the dev server and the tests keep the development build.
 */
const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production/index.mjs');

/** The service worker: src/sw.ts built into dist/sw.js, with the shell's files listed for its precache. */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  // main.tsx registers the worker itself, after the page has loaded (no workbox-window in the entry).
  injectRegister: false,
  // public/manifest.webmanifest, linked from index.html.
  manifest: false,
  injectManifest: {
    // A classic script, which every browser with service workers runs.
    rollupFormat: 'iife',
    // The shell: the HTML, the hashed JavaScript and CSS, the icons and the manifest; never a source map, nor
    // a .br or .gz copy (precompress writes them after the worker's build, and these patterns leave them out).
    globPatterns: ['**/*.{html,js,css,png,svg,webmanifest}'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
  },
});

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Lingui's macros become message look-ups at build time; its plugin compiles a language's catalog
  // (src/locales/<lang>/messages.po) when that language is chosen and imported (docs/i18n.md).
  plugins: [react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }), lingui({ failOnMissing: true, failOnCompileError: true }), domainImports(fileURLToPath(new URL('../domain/src/index.ts', import.meta.url))), serviceWorker, precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // zod ships comments Rollup cannot place; they are harmless.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        // Seven characters of content hash, not eight (the fewest Rollup allows for this many chunks): the entry lists the file name of every chunk it may
        // preload (one per portal, screen and library chunk), and those names are most of what it grew by.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // The chart library stays in the chunk of the screens that draw charts
          // (docs/decisions/0087-charts-from-uplot-drawn-lazily-with-their-figures.md).
          if (/node_modules\/uplot\//.test(id)) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          // With what only they use (react-redux's selector hook, RTK Query's schema helpers), so that the
          // sign-in screen's preloads are these three chunks and the entry
          // (docs/decisions/0094-initial-javascript.md).
          if (/node_modules\/(@reduxjs|redux|react-redux|reselect|immer|redux-thunk|use-sync-external-store|@standard-schema)\//.test(id)) return 'redux';
          // Out of the first visit: the sign-in form checks without zod (issue 24), after sign-in its screens' schemas.
          if (/node_modules\/zod\//.test(id)) return 'zod';
          // Loaded after sign-in only (the portals' decision buttons, the live connection): chunks of their own.
          if (/node_modules\/xstate\//.test(id)) return 'xstate';
          if (/node_modules\/(socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)\//.test(id)) return 'socket';
          // Anything else stays in the chunk of the code that imports it (the entry's counts as initial).
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
}));

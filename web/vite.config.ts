// Builds the single-page app into web/dist, which the api serves on its own port with an SPA fallback.
// In development Vite proxies the api and its Socket.IO endpoint to the server on port 3000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env['API_URL'] ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // The chart library stays in the chunk of the screens that draw charts (docs/decisions.md).
          if (/node_modules\/uplot\//.test(id)) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(@reduxjs|redux|react-redux|reselect|immer|redux-thunk)\//.test(id)) return 'redux';
          if (/node_modules\/(zod|xstate)\//.test(id)) return 'domain-libs';
          return 'vendor';
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
});

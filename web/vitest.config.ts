// The web project of the root Vitest run: component tests in jsdom, stubbing only the network edge.
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Lingui's macro and plugin find web/lingui.config.ts from wherever the build or the tests start.
process.env['LINGUI_CONFIG'] ??= fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }), lingui()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A test waits up to 5 s for a screen (src/test/setup.ts); the first one of a file also loads its
    // portal's lazy chunk, so on a busy machine a whole test needs more than Vitest's default 5 s.
    testTimeout: 20_000,
  },
});

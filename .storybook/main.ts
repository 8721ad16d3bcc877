// Storybook for the web app: stories sit next to their components in web/src.
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const webSrc = fileURLToPath(new URL('../web/src', import.meta.url));

const config: StorybookConfig = {
  stories: ['../web/src/**/*.stories.tsx'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    return mergeConfig(viteConfig, {
      plugins: [react()],
      resolve: { alias: { '@': webSrc } },
      build: { chunkSizeWarningLimit: 2000 },
    });
  },
};

export default config;

// Storybook for the web app: stories sit next to their components in web/src.
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

// Lingui's macro and plugin find web/lingui.config.ts from wherever the build or the tests start.
process.env['LINGUI_CONFIG'] ??= fileURLToPath(new URL('../web/lingui.config.ts', import.meta.url));

const webSrc = fileURLToPath(new URL('../web/src', import.meta.url));
const configFile = fileURLToPath(import.meta.url);

/**
 * npm may install Storybook under .storybook/node_modules rather than at the root. Stories in web/src
 * and Storybook's own virtual modules import 'storybook/...' and '@storybook/...': resolve those from
 * this folder, so the build works whichever way the packages were installed.
 */
function storybookFromConfigDir(): Plugin {
  return {
    name: 'leave:storybook-from-config-dir',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/^(storybook|@storybook\/[^/]+)(\/|$)/.test(source) || importer === configFile) return null;
      return this.resolve(source, configFile, { ...options, skipSelf: true });
    },
  };
}

const config: StorybookConfig = {
  stories: ['../web/src/**/*.stories.tsx'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    const { lingui } = await import('@lingui/vite-plugin');
    return mergeConfig(viteConfig, {
      plugins: [storybookFromConfigDir(), react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }), lingui()],
      resolve: { alias: { '@': webSrc } },
      build: { chunkSizeWarningLimit: 2000 },
    });
  },
};

export default config;

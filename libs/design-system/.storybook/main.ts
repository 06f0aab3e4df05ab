import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // With telemetry on, the build waits on failing DNS lookups (toolchain notes, gotcha 3).
  core: { disableTelemetry: true },
  // Storybook's own preview bundle is large by nature; only our code matters here.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      build: { chunkSizeWarningLimit: 2000, rolldownOptions: { checks: { pluginTimings: false } } },
    }),
};

export default config;

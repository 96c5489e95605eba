import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  // Autodocs pages (every story file: preview.tsx tags them all) with the controls' table.
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    disableTelemetry: true,
    // The package's vite.config.ts is a library build; stories get a plain app config.
    builder: { name: '@storybook/builder-vite', options: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  // TypeScript 7 has no compiler API, so react-docgen-typescript cannot run.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;

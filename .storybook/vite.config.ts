import { defineConfig } from 'vite';

/** Storybook's Vite config: an app build, not the library build of the package. */
export default defineConfig({});

// @ts-check
import node from '@astrojs/node';
import svelte from '@astrojs/svelte';
import { defineConfig, envField } from 'astro/config';

// One example, two outputs: `astro build` writes static pages (dist/); CINE_OUTPUT=server builds the
// same pages for a Node server (dist-server/, `node dist-server/server/entry.mjs`), which renders
// <cine-login> in the language the request asks for.
const server = process.env.CINE_OUTPUT === 'server';

export default defineConfig({
  base: '/astro/',
  // The Svelte counter is the Astro island beside our elements.
  integrations: [svelte()],
  ...(server
    ? { output: 'server', adapter: node({ mode: 'standalone' }), outDir: './dist-server' }
    : { output: 'static', outDir: './dist' }),
  env: {
    schema: {
      // Where the cinema's account API lives (the demo's by default); a server reads it at run time.
      CINE_API_BASE: envField.string({
        context: 'server',
        access: 'secret',
        default: 'http://localhost:5173/api/',
      }),
    },
  },
  // The page's own styles as files, never an inline <style> (Astro's island <style> still is: docs/host-astro.md).
  build: { inlineStylesheets: 'never' },
  // Away from the demo's 5173, which the elements call; beside the other examples' 5180-5183.
  server: { port: 5184 },
});

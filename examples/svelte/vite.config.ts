import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

// Svelte needs no option for custom elements: a tag with a dash is one.
export default defineConfig({
  plugins: [svelte()],
  // Away from the demo's 5173, which the elements call.
  server: { port: 5182 },
});

import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// TypeScript in <script lang="ts">, for the build and for svelte-check.
export default { preprocess: vitePreprocess() };

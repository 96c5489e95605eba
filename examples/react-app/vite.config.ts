import { defineConfig } from 'vite';

// No React plugin needed for the elements: Vite compiles the JSX with React's automatic runtime.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // Away from the demo's 5173, which the elements call.
  server: { port: 5180 },
});

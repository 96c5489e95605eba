import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      // The one configuration line: cine-* tags are custom elements, not Vue components to resolve.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('cine-') } },
    }),
  ],
  // Away from the demo's 5173, which the elements call.
  server: { port: 5181 },
});

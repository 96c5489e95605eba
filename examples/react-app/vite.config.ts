import { fillElements, styleFiles } from 'cine-account/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { defineConfig, type Plugin, runnerImport } from 'vite';

/** Where the prerendered elements' stylesheets are written in the build (under the app's base). */
const STYLES = 'cine-styles/';

/**
 * The page prerendered at build (README "Painted before the runtime"): the app's first render, with
 * <cine-login>'s first screen filled in by cine-account/server, so the form is painted before any
 * script; main.tsx then hydrates it. The sheets that markup links are written beside the bundle.
 */
function prerender(): Plugin {
  let base = '/';
  return {
    name: 'prerender-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      for (const style of styleFiles())
        this.emitFile({ type: 'asset', fileName: `${STYLES}${style.name}`, source: style.css });
    },
    async transformIndexHtml(html) {
      const { module } = await runnerImport<typeof import('./src/app')>('./src/app.tsx', {
        configFile: false,
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
      });
      const app = await fillElements(renderToString(createElement(module.App)), {
        stylesBase: `${base}${STYLES}`,
      });
      return html.replace('<div id="root"></div>', `<div id="root">${app}</div>`);
    },
  };
}

// No React plugin needed for the elements: Vite compiles the JSX with React's automatic runtime.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [prerender()],
  // Away from the demo's 5173, which the elements call.
  server: { port: 5180 },
});

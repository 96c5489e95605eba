import { type RenderOptions, renderShadowRoot } from 'cine-account/server';

/** Where the cinema's account API lives; the demo (`npm run demo` in cine-account) by default. */
export const apiBase = () => process.env.CINE_API_BASE ?? 'http://localhost:5173/api/';

/** Where app/cine-account/styles/ serves the sheets the prerendered roots link. */
const options: RenderOptions = { stylesBase: '/cine-account/styles/' };

/** The attributes the server renders a tag with; the page gives the browser the same ones. */
export const attributesOf = (lang: string) => ({ lang, country: 'CH', 'api-base': apiBase() });

/** The shadow root of `tag` as the server renders it, for `<Prerendered tag shadow>`. */
export const shadowOf = (tag: string, lang = 'fr') => renderShadowRoot(tag, attributesOf(lang), options);

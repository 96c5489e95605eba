/**
 * `cine-account/react`: React hosts that render on a server (Next.js App Router, any React SSR)
 * place an element's server-rendered shadow root with `<Prerendered>`, which their hydration accepts.
 */
export type { ShadowRootHtml } from '../server/render-to-html';
export { type CineTag, Prerendered, type PrerenderedProps } from './prerendered';

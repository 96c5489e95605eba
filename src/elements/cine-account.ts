import { AccountSite, loadOpeningScreen } from './account-site';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-account>`: the standalone account site, a thin router over the spec route table. It
 * renders the matched screen element (`<cine-login>`, `<cine-dashboard>` ...), runs the language
 * and login guards, and after each completed navigation scrolls to the top, removes the
 * `cine-body-lock` class from `<body>`, tracks the page view and sets `document.title`.
 *
 * @attr base-path - Where the site is mounted (default `/`).
 * @fires cine-navigate - Cancelable: an in-app link (the screens' own events bubble through).
 * @csspart page, not-found, heading - The column, the unknown-route page and its heading.
 */
export const CineAccount = defineIsland('cine-account', AccountSite, {
  settingsNotice: false,
  attributes: { 'base-path': 'string' },
  // Each routed screen is its own element and asks for its own texts when it mounts.
  texts: ['account'],
});

if (typeof document !== 'undefined') loadOpeningScreen(document.querySelector('cine-account'));

declare global {
  interface HTMLElementTagNameMap {
    'cine-account': CineElement<{ basePath: string }>;
  }
}

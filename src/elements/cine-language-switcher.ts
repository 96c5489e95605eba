import { LanguageSwitcher } from '../screens/language-switcher/language-switcher';
import css from '../screens/language-switcher/language-switcher.css?inline';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-language-switcher>`: the country's languages by their own names (ch: fr, de, en; be: fr,
 * nl, en; sn and tn: fr, en). On the account site a choice moves to the same route in that language;
 * elsewhere every element of the page switches in place. The choice is kept in the `lang` cookie.
 *
 * Attributes: the shared ones (`lang`, `country`, `api-base`, `context`, `parent-origin`, `return-url`).
 * Events: `cine-navigate` (cancelable) when a choice moves to another URL.
 * Theming: `--cine-language-switcher-color`.
 * Parts: `language-switcher`.
 */
export const CineLanguageSwitcher = defineIsland('cine-language-switcher', LanguageSwitcher, {
  settingsNotice: false,
  styles: [toSheet(css)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-language-switcher': CineElement;
  }
}

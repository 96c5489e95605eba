import { LanguageSwitcher } from '../screens/language-switcher/language-switcher';
import css from '../screens/language-switcher/language-switcher.css?inline';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-language-switcher>`: the country's languages by their own names (ch: fr, de, en; be: fr,
 * nl, en; sn and tn: fr, en). On the account site a choice moves to the same route in that language;
 * elsewhere every element of the page switches in place. The tapped language shows as chosen at
 * once, and the page switches as one once that language's texts are in. The choice is kept in the
 * `lang` cookie.
 *
 * @fires cine-navigate - Cancelable: a choice that moves to another URL.
 * @csspart language-switcher - The list of languages.
 * @cssprop --cine-language-switcher-color - Colour of the language names.
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

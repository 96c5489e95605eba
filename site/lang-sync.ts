import { $config } from '../src/stores/config';
import { skipTexts } from './skip-texts';

/** Keeps `<html lang>` and the skip link text in step with the account's language. */
export function syncPageLanguage(): void {
  $config.subscribe(({ lang }) => {
    if (!lang) return;
    document.documentElement.lang = lang;
    const skip = document.querySelector('.skip-link');
    if (skip) skip.textContent = skipTexts[lang] ?? skipTexts.en ?? '';
  });
}

import { atom } from 'nanostores';
import type { CountryCode, LanguageCode } from '../api/contract/common';
import { localeOf, translationKey } from './languages';
import { type Messages, mergeMessages } from './locales/merge';
import { type TextValues, translate } from './translate';

/** Lazy loaders of text files by glob path: `./locales/{lang}/{namespace}.json`, `./locales/overrides/{lang}_{COUNTRY}.json`. */
export type TextFiles = Record<string, () => Promise<unknown>>;

/** Namespaces every element needs (shared UI, errors, common words). */
export const CORE_TEXTS: readonly string[] = ['common', 'errors', 'ui'];

// Swiss Standard German never writes ß (it writes ss), whatever the feature files say.
function swissGerman(tree: Messages): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] =
      typeof value === 'string' ? value.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS') : swissGerman(value);
  }
  return out;
}

/** The page's texts over `files`: one per page in production, fresh ones in tests. */
export function createCatalog(files: TextFiles) {
  const $lang = atom<LanguageCode | ''>('');
  const $locale = atom<string>('en');
  const $textsVersion = atom(0);
  const requested = new Set(CORE_TEXTS);
  const trees = new Map<string, Messages>(); // `fr/login` or `fr_CH` -> its texts
  const tried = new Set<string>(); // loaded or failed: nothing more to wait for
  let declared = false;
  let target: { lang: LanguageCode; country: CountryCode } | undefined;
  let chain: Messages[] = [];
  let applied = '';
  let latest = 0;
  let pending: Promise<void> = Promise.resolve();

  const pathOf = (id: string) =>
    id.includes('/') ? `./locales/${id}.json` : `./locales/overrides/${id}.json`;

  // Until an element declares its texts (tests, Storybook, a bare setLanguage), every namespace loads.
  function namespaces(lang: LanguageCode): string[] {
    if (declared) return [...requested];
    const prefix = `./locales/${lang}/`;
    return Object.keys(files)
      .filter((path) => path.startsWith(prefix))
      .map((path) => path.slice(prefix.length, -5));
  }

  function fetchText(id: string): Promise<unknown> {
    if (trees.has(id)) return Promise.resolve();
    const load = files[pathOf(id)];
    return (load ? load() : Promise.resolve({})).then((tree) => {
      trees.set(id, mergeMessages(tree));
    });
  }

  function merged(lang: string): Messages {
    return mergeMessages(...[...trees].filter(([id]) => id.startsWith(`${lang}/`)).map(([, tree]) => tree));
  }

  function sync(): Promise<void> {
    const goal = target;
    if (!goal) return pending;
    const call = ++latest;
    const { lang, country } = goal;
    const ids = [...namespaces(lang).map((ns) => `${lang}/${ns}`), translationKey(lang, country)];
    const run = Promise.allSettled(ids.map(fetchText)).then((results): Promise<void> | undefined => {
      // A later call wins; its promise is the one to wait for.
      if (call !== latest) return pending;
      const locale = localeOf(lang, country);
      const fresh = ids.filter((id) => !tried.has(id));
      for (const id of fresh) tried.add(id);
      // Another element asking for the same language changes nothing: no re-render.
      if (fresh.length === 0 && locale === applied) return undefined;
      const base = merged(lang);
      const variant = mergeMessages(
        lang === 'de' && country === 'CH' ? swissGerman(base) : {},
        trees.get(ids.at(-1) ?? ''),
      );
      // Country variant, then the language, then English where it is loaded; else the key shows.
      chain = [variant, base, lang === 'en' ? {} : merged('en')];
      applied = locale;
      $locale.set(locale);
      $lang.set(lang);
      $textsVersion.set($textsVersion.get() + 1);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return undefined;
    });
    pending = run.then(() => undefined);
    return pending;
  }

  return {
    $lang,
    $locale,
    $textsVersion,
    t: (key: string, values?: TextValues): string => translate(chain, key, values, $locale.get()),
    setLanguage(lang: LanguageCode, country: CountryCode): Promise<void> {
      target = { lang, country };
      return sync();
    },
    requestTexts(list: readonly string[]): Promise<void> {
      declared = true;
      const fresh = list.filter((ns) => !requested.has(ns));
      for (const ns of fresh) requested.add(ns);
      return fresh.length > 0 ? sync() : pending;
    },
    hasTexts(list: readonly string[]): boolean {
      if (!target) return true;
      const { lang, country } = target;
      return (
        applied === localeOf(lang, country) &&
        [...CORE_TEXTS, ...list].every((ns) => tried.has(`${lang}/${ns}`))
      );
    },
  };
}

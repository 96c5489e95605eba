import { createInstance, type i18n as I18n } from 'i18next';
import { atom } from 'nanostores';
import type { CountryCode, LanguageCode } from '../api/contract/common';
import { pageStore } from '../platform/hydration';
import { localeOf, translationKey } from './languages';
import { buildVariant, isTree, type TextLanguage, type TextTree } from './variants';

export type { TextLanguage, TextTree } from './variants';

/**
 * Lazy loaders of text files by glob path: `./locales/{lang}/{namespace}.json` (one namespace) and
 * `./locales/overrides/{lang}_{COUNTRY}.json` (namespace -> only the texts that differ in that country).
 */
export type TextFiles = Record<string, () => Promise<unknown>>;

/** Values for a text: `{{name}}` placeholders, `count` for plurals, `defaultValue` when the key is missing. */
export type TextValues = Record<string, unknown>;

/** A translation function: a key and optional interpolation values. */
export type Translate = (key: string, values?: TextValues) => string;

/** Namespaces every element needs (shared UI, errors, common words). */
export const CORE_TEXTS: readonly string[] = ['common', 'errors', 'ui'];

type Goal = { lang: LanguageCode; country: CountryCode };

/**
 * The page's texts over `files`: one i18next instance every element shares (one per page in
 * production, fresh ones in tests). i18next translates; this only feeds it the lazily loaded files.
 *
 * i18next's language is the locale (`fr-CH`), so a key resolves `fr-CH` -> `fr` -> `en` (English
 * when it is loaded). `fr-CH` holds only what differs: the country override file, the Swiss German
 * spelling, and the integrator's texts (which always win over ours).
 */
export function createTexts(
  files: TextFiles,
  /** More text files, loaded on first need (the member area's, kept out of every page's first download). */
  later?: { namespaces: readonly string[]; files: () => Promise<TextFiles> },
) {
  const i18n = createInstance();
  // Namespaces a key without one is looked up in, in order: core first, then as they arrive.
  const lookup = [...CORE_TEXTS];
  void i18n.init({
    // Synchronous: no backend, texts are added as their chunks arrive, so t() works right away.
    initAsync: false,
    resources: {},
    fallbackLng: 'en',
    ns: [...CORE_TEXTS],
    defaultNS: [...lookup],
    // Keys are dotted paths (`Error.API.EC-101`); a key never names its namespace.
    nsSeparator: false,
    // React escapes.
    interpolation: { escapeValue: false },
    // A placeholder without a value shows nothing, and a group of texts shows its key, never `{{x}}` or an object.
    missingInterpolationHandler: () => '',
    returnedObjectHandler: (key: string) => key,
  });

  // The prerendered HTML is in the page's language already: hydration reads these as they are.
  const $lang = pageStore(atom<LanguageCode | ''>(''));
  const $locale = pageStore(atom<string>('en'));
  const $textsVersion = pageStore(atom(0));
  const requested = new Set(CORE_TEXTS);
  const loads = new Map<string, Promise<unknown>>(); // `fr/login` or `fr_CH` -> its file, fetched once
  const inserted = new Set<string>(); // handed to i18next
  const tried = new Set<string>(); // inserted or failed: nothing more to wait for
  const overrides = new Map<string, TextTree>(); // `fr_CH` -> namespace -> texts
  const custom = new Map<string, TextTree[]>(); // `fr/login`, `fr-CH/login` -> the integrator's texts, in order
  let declared = false;
  let target: Goal | undefined;
  let applied: Goal | undefined;
  let latest = 0;
  let pending: Promise<void> = Promise.resolve();

  // A text without values, once found, until the texts or the language change (each bumps the version):
  // i18next looks each key up in every namespace and fallback language, slow on a phone's re-render.
  const found = new Map<string, string>();
  const bump = () => {
    found.clear();
    $textsVersion.set($textsVersion.get() + 1);
  };
  const pathOf = (id: string) =>
    id.includes('/') ? `./locales/${id}.json` : `./locales/overrides/${id}.json`;

  function look(ns: string): void {
    if (lookup.includes(ns)) return;
    lookup.push(ns);
    i18n.setDefaultNamespace([...lookup]);
  }

  // Until an element declares its texts (tests, Storybook, a bare setLanguage), every namespace loads.
  function namespaces(lang: LanguageCode): string[] {
    if (declared) return [...requested];
    const prefix = `./locales/${lang}/`;
    const own = Object.keys(files)
      .filter((path) => path.startsWith(prefix))
      .map((path) => path.slice(prefix.length, -5));
    return [...own, ...(later?.namespaces ?? [])];
  }

  // The files to fetch for a language in a country: its namespaces, and the country's overrides if any.
  function idsOf(lang: LanguageCode, country: CountryCode, list: readonly string[]): string[] {
    const variant = translationKey(lang, country);
    return [...list.map((ns) => `${lang}/${ns}`), ...(files[pathOf(variant)] ? [variant] : [])];
  }

  // One download per file, however many elements ask; a failed one is tried again on the next ask.
  function load(id: string): Promise<unknown> {
    let promise = loads.get(id);
    if (!promise) {
      const path = pathOf(id);
      const file = files[path];
      promise = file
        ? file()
        : later
          ? later.files().then((more) => more[path]?.())
          : Promise.resolve(undefined);
      promise.catch(() => loads.delete(id));
      loads.set(id, promise);
    }
    return promise;
  }

  function insert(id: string, tree: unknown): void {
    inserted.add(id);
    if (!isTree(tree)) return;
    const [lang, ns] = id.split('/');
    if (lang && ns) {
      // Not overwriting: texts the integrator set before ours arrived stay.
      i18n.addResourceBundle(lang, ns, tree, true, false);
      look(ns);
    } else overrides.set(id, tree);
  }

  function show(goal: Goal): void {
    const code = localeOf(goal.lang, goal.country);
    buildVariant(i18n, goal.lang, goal.country, { overrides, custom });
    // Synchronous here: every text is already in.
    void i18n.changeLanguage(code);
    applied = goal;
    $locale.set(code);
    $lang.set(goal.lang);
    bump();
  }

  // A text file lost to the network is asked again when it returns: the page shows fallbacks meanwhile.
  let retryArmed = false;
  function retryWhenOnline(reason: unknown): void {
    console.warn('[cine-account] texts not loaded, retried online', reason);
    if (retryArmed || typeof window === 'undefined') return;
    retryArmed = true;
    window.addEventListener(
      'online',
      () => {
        retryArmed = false;
        void sync();
      },
      { once: true },
    );
  }

  function sync(): Promise<void> {
    const goal = target;
    if (!goal) return pending;
    const call = ++latest;
    const { lang, country } = goal;
    const ids = idsOf(lang, country, namespaces(lang));
    const run = Promise.allSettled(ids.map(load)).then((results): Promise<void> | undefined => {
      // A later call wins; its promise is the one to wait for.
      if (call !== latest) return pending;
      let fresh = false;
      for (const [index, result] of results.entries()) {
        const id = ids[index] as string;
        if (result.status === 'fulfilled' && !inserted.has(id)) {
          insert(id, result.value);
          fresh = true;
        }
        if (!tried.has(id)) {
          tried.add(id);
          fresh = true;
        }
      }
      // Another element asking for texts already in changes nothing: no re-render.
      if (!fresh && applied && localeOf(applied.lang, applied.country) === localeOf(lang, country)) {
        return undefined;
      }
      show(goal);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) retryWhenOnline(failed.reason);
      return undefined;
    });
    pending = run.then(() => undefined);
    return pending;
  }

  const API_ERROR_PREFIX = 'Error.API.';
  const GENERIC_ERROR = 'Error.Occurred';

  /** A translation function looking in `namespace` first, then in every namespace loaded. */
  function fixedT(namespace?: string): Translate {
    const translate: Translate = (key, values) => {
      const memo = `${namespace}\0${key}`;
      if (!values && found.has(memo)) return found.get(memo) as string;
      const count = values?.count;
      const text = i18n.t(key, {
        ...(namespace ? { ns: [namespace, ...lookup.filter((ns) => ns !== namespace)] } : {}),
        // Values only fill placeholders: a value called `lng` or `ns` cannot redirect the lookup.
        replace: values,
        count: typeof count === 'number' ? count : undefined,
        defaultValue: values?.defaultValue,
      });
      // A server code our texts do not know reads as the generic message, never `Error.API.EC-999` (spec section 8).
      if (text === key && key.startsWith(API_ERROR_PREFIX) && key !== GENERIC_ERROR)
        return translate(GENERIC_ERROR);
      if (!values) found.set(memo, text);
      return text;
    };
    return translate;
  }

  return {
    /** The i18next instance (tests; the rest of the code goes through the functions below). */
    i18n: i18n as I18n,
    $lang,
    $locale,
    $textsVersion,
    t: fixedT(),
    fixedT,
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
        applied !== undefined &&
        localeOf(applied.lang, applied.country) === localeOf(lang, country) &&
        [...CORE_TEXTS, ...list].every((ns) => tried.has(`${lang}/${ns}`))
      );
    },
    preloadTexts(lang: LanguageCode, country: CountryCode, list: readonly string[] = []): Promise<unknown> {
      return Promise.allSettled(idsOf(lang, country, [...new Set([...requested, ...list])]).map(load));
    },
    setTranslations(language: TextLanguage, namespace: string, resources: TextTree): void {
      if (!isTree(resources)) throw new TypeError('setTranslations: resources must be an object of texts');
      const code = language.replace('_', '-');
      const key = `${code}/${namespace}`;
      custom.set(key, [...(custom.get(key) ?? []), resources]);
      i18n.addResourceBundle(code, namespace, resources, true, true);
      look(namespace);
      if (applied && applied.lang === code.split('-')[0])
        buildVariant(i18n, applied.lang, applied.country, { overrides, custom });
      bump();
    },
  };
}

/** What {@link createTexts} returns. */
export type Texts = ReturnType<typeof createTexts>;

import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog';

const texts: Record<string, unknown> = {
  './locales/en/common.json': { _: { Close: 'Close', Mobile: 'Mobile phone' } },
  './locales/en/errors.json': { Error: { Title: 'Error' } },
  './locales/en/ui.json': { ui: { busy: 'Loading' } },
  './locales/en/login.json': { login: { title: 'Sign in' } },
  './locales/en/signup.json': { signup: { title: 'Create an account' } },
  './locales/fr/common.json': { _: { Close: 'Fermer', Mobile: 'Téléphone mobile' } },
  './locales/fr/errors.json': { Error: {} },
  './locales/fr/ui.json': { ui: { busy: 'Chargement' } },
  './locales/fr/login.json': { login: { title: 'Connexion' } },
  './locales/fr/signup.json': { signup: { title: 'Créer un compte' } },
  './locales/de/common.json': { _: { Close: 'Schließen' } },
  './locales/overrides/fr_CH.json': { _: { Mobile: 'Natel' } },
};

/** A catalog over `texts` that records which files it fetched; `hold` files wait for `release()`. */
function setup(hold: string[] = []) {
  const fetched: string[] = [];
  const waiting: (() => void)[] = [];
  const files = Object.fromEntries(
    Object.entries(texts).map(([path, tree]) => [
      path,
      () => {
        fetched.push(path.replace(/^\.\/locales\/(overrides\/)?|\.json$/g, ''));
        if (!hold.some((part) => path.includes(part))) return Promise.resolve(tree);
        return new Promise((resolve) => waiting.push(() => resolve(tree)));
      },
    ]),
  );
  const release = () => {
    for (const go of waiting.splice(0)) go();
  };
  return { catalog: createCatalog(files), fetched, release };
}

describe('per-namespace texts', () => {
  it('downloads the core namespaces, the requested ones and the override of that language only', async () => {
    const { catalog, fetched } = setup();
    void catalog.requestTexts(['login']);
    await catalog.setLanguage('fr', 'CH');
    expect(fetched.sort()).toEqual(['fr/common', 'fr/errors', 'fr/login', 'fr/ui', 'fr_CH']);
    expect(catalog.t('login.title')).toBe('Connexion');
    expect(catalog.t('_.Mobile')).toBe('Natel');
    expect(catalog.$locale.get()).toBe('fr-CH');
  });

  it('loads a namespace asked for later in the current language, once, and bumps the version', async () => {
    const { catalog, fetched } = setup();
    void catalog.requestTexts(['login']);
    await catalog.setLanguage('fr', 'SN');
    const version = catalog.$textsVersion.get();
    expect(catalog.hasTexts(['signup'])).toBe(false);
    await catalog.requestTexts(['signup']);
    await catalog.requestTexts(['signup', 'login']);
    expect(catalog.t('signup.title')).toBe('Créer un compte');
    expect(catalog.hasTexts(['signup'])).toBe(true);
    expect(catalog.$textsVersion.get()).toBe(version + 1);
    expect(fetched.filter((file) => file === 'fr/signup')).toHaveLength(1);
  });

  it('brings every namespace asked for so far into a new language', async () => {
    const { catalog, fetched } = setup();
    void catalog.requestTexts(['signup']);
    await catalog.setLanguage('fr', 'BE');
    fetched.length = 0;
    await catalog.setLanguage('en', 'BE');
    expect(fetched.sort()).toEqual(['en/common', 'en/errors', 'en/signup', 'en/ui']);
  });

  it('keeps showing the old language until the new one is in, then switches at once', async () => {
    const { catalog, release } = setup(['/en/']);
    void catalog.requestTexts([]);
    await catalog.setLanguage('fr', 'CH');
    const switching = catalog.setLanguage('en', 'CH');
    expect(catalog.t('_.Close')).toBe('Fermer');
    expect(catalog.hasTexts([])).toBe(false);
    release();
    await switching;
    expect(catalog.t('_.Close')).toBe('Close');
    expect(catalog.$lang.get()).toBe('en');
  });

  it('loads every namespace while no element has declared its texts', async () => {
    const { catalog } = setup();
    await catalog.setLanguage('fr', 'TN');
    expect(catalog.t('signup.title')).toBe('Créer un compte');
    expect(catalog.t('login.title')).toBe('Connexion');
  });

  it('has nothing to wait for before any language is chosen', () => {
    expect(setup().catalog.hasTexts(['login'])).toBe(true);
  });
});

describe('fallback and variants', () => {
  it('falls back to English only once English is loaded, else shows the key', async () => {
    const { catalog } = setup();
    await catalog.setLanguage('fr', 'SN');
    expect(catalog.t('Error.Title')).toBe('Error.Title');
    await catalog.setLanguage('en', 'SN');
    await catalog.setLanguage('fr', 'SN');
    expect(catalog.t('Error.Title')).toBe('Error');
  });

  it('writes Swiss German with ss, not ß', async () => {
    const { catalog } = setup();
    await catalog.setLanguage('de', 'CH');
    expect(catalog.t('_.Close')).toBe('Schliessen');
    await catalog.setLanguage('de', 'BE');
    expect(catalog.t('_.Close')).toBe('Schließen');
  });

  it('keeps the last of overlapping calls, and both resolve once it is shown', async () => {
    const { catalog } = setup();
    const first = catalog.setLanguage('fr', 'BE');
    const second = catalog.setLanguage('en', 'BE');
    await first;
    expect(catalog.$lang.get()).toBe('en');
    await second;
    expect(catalog.t('_.Close')).toBe('Close');
  });
});

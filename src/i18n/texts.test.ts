import { describe, expect, it, vi } from 'vitest';
import { createTexts } from './texts';

const files: Record<string, unknown> = {
  './locales/en/common.json': { _: { Close: 'Close', Mobile: 'Mobile phone', OnlyEnglish: 'English only' } },
  './locales/en/errors.json': { Error: { Title: 'Error' } },
  './locales/en/ui.json': { ui: { busy: 'Loading' } },
  './locales/en/login.json': { login: { title: 'Sign in' } },
  './locales/en/signup.json': {
    signup: { title: 'Create an account' },
    seats: { left_one: '{{count}} seat', left_other: '{{count}} seats' },
  },
  './locales/fr/common.json': {
    _: { Close: 'Fermer', Mobile: 'Téléphone mobile', Hello: 'Bonjour {{name}}', Both: '{{ a }} et {{b}}' },
  },
  './locales/fr/errors.json': {
    Error: { Occurred: 'Une erreur est survenue. Réessayez.', API: { 'EC-101': 'Une erreur est survenue.' } },
  },
  './locales/fr/ui.json': { ui: { busy: 'Chargement' } },
  './locales/fr/login.json': { login: { title: 'Connexion', subtitle: 'Bienvenue' } },
  './locales/fr/signup.json': {
    signup: { title: 'Créer un compte', min: 'Au moins {{count}} caractères.' },
    seats: { left_zero: 'Complet', left_one: '{{count}} place', left_other: '{{count}} places' },
  },
  './locales/de/common.json': { _: { Close: 'Schließen', Street: 'Straße' } },
  './locales/overrides/fr_CH.json': { common: { _: { Mobile: 'Natel' } } },
  './locales/overrides/de_CH.json': { common: { _: { Street: 'Strasse (CH)' } } },
};

/** Texts over `files` that record which files they fetched; `hold` files wait for `release()`. */
function setup(hold: string[] = []) {
  const fetched: string[] = [];
  const waiting: (() => void)[] = [];
  const loaders = Object.fromEntries(
    Object.entries(files).map(([path, tree]) => [
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
  return { texts: createTexts(loaders), fetched, release };
}

describe('per-namespace texts', () => {
  it('downloads the core namespaces, the requested ones and the override of that language only', async () => {
    const { texts, fetched } = setup();
    void texts.requestTexts(['login']);
    await texts.setLanguage('fr', 'CH');
    expect(fetched.sort()).toEqual(['fr/common', 'fr/errors', 'fr/login', 'fr/ui', 'fr_CH']);
    expect(texts.t('login.title')).toBe('Connexion');
    expect(texts.t('_.Mobile')).toBe('Natel');
    expect(texts.$locale.get()).toBe('fr-CH');
    expect(texts.i18n.language).toBe('fr-CH');
  });

  it('resolves keys without a namespace across every loaded namespace', async () => {
    const { texts } = setup();
    void texts.requestTexts(['login', 'signup']);
    await texts.setLanguage('fr', 'SN');
    expect(texts.t('_.Close')).toBe('Fermer');
    expect(texts.t('Error.API.EC-101')).toBe('Une erreur est survenue.');
    expect(texts.t('ui.busy')).toBe('Chargement');
    expect(texts.t('login.title')).toBe('Connexion');
    expect(texts.t('signup.title')).toBe('Créer un compte');
    // A namespace first, then the others.
    expect(texts.fixedT('login')('login.subtitle')).toBe('Bienvenue');
    expect(texts.fixedT('login')('_.Close')).toBe('Fermer');
  });

  it('loads a namespace asked for later in the current language, once, and bumps the version', async () => {
    const { texts, fetched } = setup();
    void texts.requestTexts(['login']);
    await texts.setLanguage('fr', 'SN');
    const version = texts.$textsVersion.get();
    expect(texts.hasTexts(['signup'])).toBe(false);
    // Two elements asking at once: one download.
    await Promise.all([texts.requestTexts(['signup']), texts.requestTexts(['signup', 'login'])]);
    expect(texts.t('signup.title')).toBe('Créer un compte');
    expect(texts.hasTexts(['signup'])).toBe(true);
    expect(texts.$textsVersion.get()).toBe(version + 1);
    expect(fetched.filter((file) => file === 'fr/signup')).toHaveLength(1);
  });

  it('downloads a file once while loads overlap, preloading included', async () => {
    const { texts, fetched, release } = setup(['/fr/']);
    texts.preloadTexts('fr', 'CH', ['login']);
    void texts.requestTexts(['login']);
    const shown = texts.setLanguage('fr', 'CH');
    void texts.setLanguage('fr', 'CH');
    expect(texts.t('login.title')).toBe('login.title');
    release();
    await shown;
    expect(texts.t('login.title')).toBe('Connexion');
    expect(fetched.sort()).toEqual(['fr/common', 'fr/errors', 'fr/login', 'fr/ui', 'fr_CH']);
  });

  it('preloads without switching', async () => {
    const { texts, fetched } = setup();
    texts.preloadTexts('fr', 'CH', ['login']);
    expect(fetched.sort()).toEqual(['fr/common', 'fr/errors', 'fr/login', 'fr/ui', 'fr_CH']);
    await Promise.resolve();
    expect(texts.$lang.get()).toBe('');
  });

  it('brings every namespace asked for so far into a new language', async () => {
    const { texts, fetched } = setup();
    void texts.requestTexts(['signup']);
    await texts.setLanguage('fr', 'BE');
    fetched.length = 0;
    await texts.setLanguage('en', 'BE');
    expect(fetched.sort()).toEqual(['en/common', 'en/errors', 'en/signup', 'en/ui']);
  });

  it('keeps showing the old language until the new one is in, then switches at once', async () => {
    const { texts, release } = setup(['/en/']);
    void texts.requestTexts([]);
    await texts.setLanguage('fr', 'CH');
    const switching = texts.setLanguage('en', 'CH');
    expect(texts.t('_.Close')).toBe('Fermer');
    expect(texts.hasTexts([])).toBe(false);
    release();
    await switching;
    expect(texts.t('_.Close')).toBe('Close');
    expect(texts.$lang.get()).toBe('en');
  });

  it('loads every namespace while no element has declared its texts', async () => {
    const { texts } = setup();
    await texts.setLanguage('fr', 'TN');
    expect(texts.t('signup.title')).toBe('Créer un compte');
    expect(texts.t('login.title')).toBe('Connexion');
  });

  it('has nothing to wait for before any language is chosen', () => {
    expect(setup().texts.hasTexts(['login'])).toBe(true);
  });
});

describe('a text file lost to the network', () => {
  it('shows what it has without an error, and fetches the lost file again when the browser is online', async () => {
    let offline = true;
    const loaders = Object.fromEntries(
      Object.entries(files).map(([path, tree]) => [
        path,
        () =>
          offline && path.includes('fr/login')
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(tree),
      ]),
    );
    const texts = createTexts(loaders);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    void texts.requestTexts(['login']);
    await expect(texts.setLanguage('fr', 'CH')).resolves.toBeUndefined();
    expect(texts.t('_.Close')).toBe('Fermer');
    expect(texts.t('login.title')).toBe('login.title');
    expect(warn).toHaveBeenCalledOnce();
    offline = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(texts.t('login.title')).toBe('Connexion'));
    warn.mockRestore();
  });
});

describe('fallback and variants', () => {
  it('falls back to English only once English is loaded, else shows the key', async () => {
    const { texts } = setup();
    await texts.setLanguage('fr', 'SN');
    expect(texts.t('Error.Title')).toBe('Error.Title');
    await texts.setLanguage('en', 'SN');
    await texts.setLanguage('fr', 'SN');
    expect(texts.t('Error.Title')).toBe('Error');
    expect(texts.t('_.OnlyEnglish')).toBe('English only');
  });

  it('overrides only what differs in a country, over the language', async () => {
    const { texts } = setup();
    await texts.setLanguage('fr', 'CH');
    expect(texts.t('_.Mobile')).toBe('Natel');
    expect(texts.t('_.Close')).toBe('Fermer');
    await texts.setLanguage('fr', 'BE');
    expect(texts.t('_.Mobile')).toBe('Téléphone mobile');
  });

  it('writes Swiss German with ss, not ß, except in its own overrides', async () => {
    const { texts } = setup();
    await texts.setLanguage('de', 'CH');
    expect(texts.t('_.Close')).toBe('Schliessen');
    expect(texts.t('_.Street')).toBe('Strasse (CH)');
    await texts.setLanguage('de', 'BE');
    expect(texts.t('_.Close')).toBe('Schließen');
  });

  it('keeps the last of overlapping calls, and both resolve once it is shown', async () => {
    const { texts } = setup();
    const first = texts.setLanguage('fr', 'BE');
    const second = texts.setLanguage('en', 'BE');
    await first;
    expect(texts.$lang.get()).toBe('en');
    await second;
    expect(texts.t('_.Close')).toBe('Close');
  });
});

describe('i18next does the translating', () => {
  it('fills {{placeholders}} without escaping (React escapes), and an unknown one with nothing', async () => {
    const { texts } = setup();
    await texts.setLanguage('fr', 'CH');
    expect(texts.t('_.Hello', { name: "O'Brien <3" })).toBe("Bonjour O'Brien <3");
    expect(texts.t('_.Both', { a: 1, b: 'deux' })).toBe('1 et deux');
    expect(texts.t('_.Hello')).toBe('Bonjour ');
    // Values fill placeholders only: they never pick the language or the namespace.
    expect(texts.t('_.Hello', { name: 'Ana', lng: 'en', ns: 'login' })).toBe('Bonjour Ana');
  });

  it('picks the plural form of `count` by the language rules, `_zero` first for 0', async () => {
    const { texts } = setup();
    await texts.setLanguage('en', 'CH');
    // English puts 1.5 in "other".
    expect(texts.t('seats.left', { count: 1.5 })).toBe('1.5 seats');
    await texts.setLanguage('fr', 'CH');
    expect(texts.t('seats.left', { count: 0 })).toBe('Complet');
    expect(texts.t('seats.left', { count: 1 })).toBe('1 place');
    // French puts 1.5 in "one".
    expect(texts.t('seats.left', { count: 1.5 })).toBe('1.5 place');
    expect(texts.t('seats.left', { count: 12 })).toBe('12 places');
    // A counted text without plural forms.
    expect(texts.t('signup.min', { count: 8 })).toBe('Au moins 8 caractères.');
  });

  it('falls back to defaultValue, then to the key; a group is not a text', async () => {
    const { texts } = setup();
    await texts.setLanguage('fr', 'CH');
    expect(texts.t('_.Nowhere', { defaultValue: 'Hi {{name}}', name: 'Ana' })).toBe('Hi Ana');
    expect(texts.t('_.Nowhere')).toBe('_.Nowhere');
    expect(texts.t('Error.API')).toBe('Error.API');
  });

  it('reads a server code it does not know as the generic error, never as the code', async () => {
    const { texts } = setup();
    await texts.setLanguage('fr', 'CH');
    expect(texts.t('Error.API.EC-101')).toBe('Une erreur est survenue.');
    expect(texts.t('Error.API.EC-999')).toBe('Une erreur est survenue. Réessayez.');
    expect(texts.t('Error.API.<script>')).toBe('Une erreur est survenue. Réessayez.');
  });
});

describe('setTranslations', () => {
  it('wins over our texts, including a namespace that arrives later', async () => {
    const { texts } = setup();
    texts.setTranslations('fr', 'login', { login: { title: 'Bienvenue chez nous' } });
    void texts.requestTexts(['login']);
    await texts.setLanguage('fr', 'SN');
    expect(texts.t('login.title')).toBe('Bienvenue chez nous');
    // The rest of our namespace is still there.
    expect(texts.t('login.subtitle')).toBe('Bienvenue');
  });

  it('changes a text on screen and re-renders', async () => {
    const { texts } = setup();
    await texts.setLanguage('fr', 'SN');
    const version = texts.$textsVersion.get();
    texts.setTranslations('fr', 'common', { _: { Close: 'Quitter' }, acme: { promo: 'Promo {{n}}' } });
    expect(texts.t('_.Close')).toBe('Quitter');
    expect(texts.t('_.Mobile')).toBe('Téléphone mobile');
    expect(texts.t('acme.promo', { n: 2 })).toBe('Promo 2');
    expect(texts.$textsVersion.get()).toBe(version + 1);
  });

  it('adds a namespace of its own, looked up like ours', async () => {
    const { texts } = setup();
    await texts.setLanguage('en', 'BE');
    texts.setTranslations('en', 'partner', { partner: { banner: 'Welcome, {{name}}' } });
    expect(texts.t('partner.banner', { name: 'Ana' })).toBe('Welcome, Ana');
  });

  it('wins over our country overrides; a country variant wins over its language', async () => {
    const { texts } = setup();
    texts.setTranslations('fr', 'common', { _: { Mobile: 'Portable' } });
    await texts.setLanguage('fr', 'CH');
    expect(texts.t('_.Mobile')).toBe('Portable');
    texts.setTranslations('fr_CH', 'common', { _: { Mobile: 'Natel (partenaire)' } });
    texts.setTranslations('fr', 'common', { _: { Mobile: 'Mobile' } });
    expect(texts.t('_.Mobile')).toBe('Natel (partenaire)');
    await texts.setLanguage('fr', 'BE');
    expect(texts.t('_.Mobile')).toBe('Mobile');
  });

  it('follows the Swiss German spelling for German texts, not for Swiss ones', async () => {
    const { texts } = setup();
    texts.setTranslations('de', 'common', { _: { Close: 'Schließen!' } });
    await texts.setLanguage('de', 'CH');
    expect(texts.t('_.Close')).toBe('Schliessen!');
    texts.setTranslations('de_CH', 'common', { _: { Close: 'Zumachen' } });
    expect(texts.t('_.Close')).toBe('Zumachen');
  });
});

describe('texts found once', () => {
  it('are found afresh when the language changes, a namespace arrives or the integrator overrides one', async () => {
    const { texts } = setup();
    void texts.requestTexts(['login']);
    await texts.setLanguage('fr', 'CH');
    expect(texts.t('login.title')).toBe('Connexion');
    expect(texts.fixedT('login')('login.title')).toBe('Connexion');
    // A key still missing reads as itself, until its namespace comes.
    expect(texts.t('signup.title')).toBe('signup.title');
    await texts.requestTexts(['signup']);
    expect(texts.t('signup.title')).toBe('Créer un compte');
    texts.setTranslations('fr', 'login', { login: { title: 'Se connecter' } });
    expect(texts.t('login.title')).toBe('Se connecter');
    await texts.setLanguage('en', 'CH');
    expect(texts.t('login.title')).toBe('Sign in');
    expect(texts.fixedT('login')('login.title')).toBe('Sign in');
    // Values are filled each time, never taken from an earlier call.
    expect(texts.t('seats.left', { count: 1 })).toBe('1 seat');
    expect(texts.t('seats.left', { count: 2 })).toBe('2 seats');
  });
});

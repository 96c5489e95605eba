// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { $config, configure, initialConfig, parseConfig, readPageConfig } from './config';

function addPageConfig(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'cine-config';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('cine-config')?.remove();
  $config.set(initialConfig());
});

describe('config defaults', () => {
  it('uses the page origin + /api/, the browser context and a language of the host country', () => {
    const config = initialConfig();
    expect(config.apiBase).toBe(`${location.origin}/api/`);
    expect(config.context).toBe('browser');
    // Plain localhost says nothing about the country: the default country (CH) applies.
    expect(config.country).toBe('CH');
    expect(['fr', 'en', 'de']).toContain(config.lang);
    expect(config.basePath).toBe('');
  });

  it('detects the iframe and webview routes of the account site, unless the page config says otherwise', () => {
    history.replaceState(null, '', '/fr/login-iframe');
    expect(initialConfig().context).toBe('iframe');
    history.replaceState(null, '', '/m/fr/signup');
    expect(initialConfig().context).toBe('webview');
    addPageConfig('{"context":"browser"}');
    expect(initialConfig().context).toBe('browser');
    history.replaceState(null, '', '/');
  });
});

describe('page config (#cine-config)', () => {
  it('overrides the defaults', () => {
    addPageConfig(
      '{"country":"BE","lang":"nl","apiBase":"https://api.example.be/api","basePath":"/account"}',
    );
    expect(initialConfig()).toMatchObject({
      country: 'BE',
      lang: 'nl',
      apiBase: 'https://api.example.be/api/',
      basePath: '/account',
    });
  });

  it('keeps the valid fields when others are wrong, and ignores broken JSON', () => {
    addPageConfig('{"country":"FR","lang":"de","context":"popup","returnUrl":"/fr"}');
    expect(readPageConfig()).toEqual({ lang: 'de', returnUrl: '/fr' });
    document.getElementById('cine-config')?.replaceChildren('{"country":');
    expect(readPageConfig()).toEqual({});
  });

  it('resolves a language of the country when the page asks for one the country lacks', () => {
    addPageConfig('{"country":"SN","lang":"de"}');
    const config = initialConfig();
    expect(config.country).toBe('SN');
    expect(['fr', 'en']).toContain(config.lang);
  });
});

describe('configure (attributes)', () => {
  it('wins over the page config, and ignores absent or invalid attributes', () => {
    addPageConfig('{"country":"BE","lang":"nl"}');
    $config.set(initialConfig());
    configure({ lang: 'fr', context: 'iframe', parentOrigin: undefined, apiBase: '/api' });
    configure(parseConfig({ country: 'XX', context: 'auto' }));
    expect($config.get()).toMatchObject({ country: 'BE', lang: 'fr', context: 'iframe', apiBase: '/api/' });
  });

  it('moves to a language of the new country when it does not offer the current one', () => {
    configure({ country: 'TN', lang: 'fr' });
    configure({ country: 'CH' });
    expect($config.get().lang).toBe('fr');
    configure({ country: 'BE', lang: 'de' });
    expect($config.get()).toMatchObject({ country: 'BE', lang: 'en' });
  });
});

describe('the account site URL', () => {
  it('comes from the page config or an attribute, as an absolute http(s) URL', () => {
    addPageConfig('{"accountUrl":"https://account.example.ch/"}');
    expect(initialConfig().accountUrl).toBe('https://account.example.ch/');
    configure({ accountUrl: 'http://ch.localhost:5173/account' });
    expect($config.get().accountUrl).toBe('http://ch.localhost:5173/account');
  });
});

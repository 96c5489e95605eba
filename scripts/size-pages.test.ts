import { describe, expect, it } from 'vitest';
import { pageKinds, pageLocale, pageTable, routeKind } from './size-pages';

describe('prerendered page sizes', () => {
  it('groups pages by route kind over countries and languages', () => {
    expect(routeKind('/ch/fr/login')).toBe('/{lang}/login');
    expect(routeKind('/be/nl')).toBe('/{lang}');
    expect(routeKind('/ch/m/fr/profile/user-infos')).toBe('/m/{lang}/profile/user-infos');
    expect(routeKind('/tn/en/login-only.html')).toBe('/{lang}/login-only.html');
    expect(pageLocale('/ch/m/de/fidelity')).toBe('ch/de');
    expect(pageLocale('/be/nl')).toBe('be/nl');
  });

  it('keeps the smallest and largest page of each kind', () => {
    const kinds = pageKinds({
      '/ch/fr/login': 1900,
      '/be/nl/login': 2100,
      '/sn/en/login': 1800,
      '/ch/fr': 1500,
    });
    expect(kinds).toEqual([
      {
        kind: '/{lang}/login',
        pages: 3,
        min: { path: '/sn/en/login', size: 1800 },
        max: { path: '/be/nl/login', size: 2100 },
      },
      { kind: '/{lang}', pages: 1, min: { path: '/ch/fr', size: 1500 }, max: { path: '/ch/fr', size: 1500 } },
    ]);
  });

  it('prints one line per kind with the page of each figure', () => {
    const [head, login] = pageTable({ '/ch/fr/login': 1920, '/be/nl/login': 2105 });
    expect(head).toMatch(/^route kind\s+pages\s+min\s+max$/);
    expect(login).toMatch(/^\/\{lang\}\/login\s+2\s+1\.92 kB ch\/fr\s+2\.10 kB be\/nl$/);
  });
});

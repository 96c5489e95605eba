import { describe, expect, it } from 'vitest';
import { declaredTexts, type Manifest, sharedRuntime, staticClosure, textChunkSets } from './size-graph';

const manifest: Manifest = {
  'src/elements/cine-login.ts': {
    file: 'elements/cine-login.js',
    isEntry: true,
    imports: ['_runtime.js', '_form.js'],
  },
  'src/elements/cine-tickets.ts': {
    file: 'elements/cine-tickets.js',
    isEntry: true,
    imports: ['_runtime.js'],
  },
  '_runtime.js': { file: 'chunks/runtime.js', imports: ['_react.js'] },
  '_react.js': { file: 'chunks/react.js' },
  '_form.js': { file: 'chunks/form.js', imports: ['_runtime.js'], css: ['chunks/form.css'] },
};

describe('size graph', () => {
  it('follows static imports transitively, with CSS, each file once', () => {
    expect([...staticClosure(manifest, 'src/elements/cine-login.ts')].sort()).toEqual([
      'chunks/form.css',
      'chunks/form.js',
      'chunks/react.js',
      'chunks/runtime.js',
      'elements/cine-login.js',
    ]);
  });

  it('counts as shared runtime only what every element loads', () => {
    const runtime = sharedRuntime(manifest, ['src/elements/cine-login.ts', 'src/elements/cine-tickets.ts']);
    expect([...runtime].sort()).toEqual(['chunks/react.js', 'chunks/runtime.js']);
  });

  it("reads an element's text namespaces and the chunks a page fetches for them, per country override", () => {
    expect(declaredTexts("defineIsland('cine-signup', S, {\n  texts: ['signup', 'password'],\n})")).toEqual([
      'signup',
      'password',
    ]);
    const texts: Manifest = {
      'src/i18n/locales/fr/common.json': { file: 'chunks/locale-fr-common.js' },
      'src/i18n/locales/fr/login.json': { file: 'chunks/locale-fr-login.js' },
      'src/i18n/locales/fr/signup.json': { file: 'chunks/locale-fr-signup.js' },
      'src/i18n/locales/overrides/fr_CH.json': { file: 'chunks/locale-fr_CH.js' },
    };
    expect(textChunkSets(texts, 'fr', ['common', 'login'])).toEqual([
      ['chunks/locale-fr-common.js', 'chunks/locale-fr-login.js'],
      ['chunks/locale-fr-common.js', 'chunks/locale-fr-login.js', 'chunks/locale-fr_CH.js'],
    ]);
  });
});

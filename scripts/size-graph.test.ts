import { describe, expect, it } from 'vitest';
import { type Manifest, sharedRuntime, staticClosure } from './size-graph';

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
});

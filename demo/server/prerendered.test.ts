import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createPrerenderedPages } from './prerendered';

it('serves a page prerendered for the top window only to the top window, not to a frame (issue 24)', async () => {
  const root = mkdtempSync(join(tmpdir(), 'prerendered-'));
  mkdirSync(join(root, '_prerender', 'ch', 'fr'), { recursive: true });
  for (const page of ['login', 'login-iframe'])
    writeFileSync(join(root, '_prerender', 'ch', 'fr', `${page}.html`), '<!doctype html>');
  const pageFor = createPrerenderedPages(root);
  const framed = new Headers({ 'sec-fetch-dest': 'iframe' });
  const top = new Headers({ 'sec-fetch-dest': 'document' });
  const login = new URL('https://ch.localhost/fr/login');
  expect(await pageFor(login, top)).toBe(join(root, '_prerender', 'ch', 'fr', 'login.html'));
  expect(await pageFor(login, new Headers())).toBe(join(root, '_prerender', 'ch', 'fr', 'login.html'));
  // In a frame /fr/login renders as the iframe variant: the client renders it, with nothing to mismatch.
  expect(await pageFor(login, framed)).toBeUndefined();
  // The framed routes were prerendered as the iframe variant: served to frames as before.
  expect(await pageFor(new URL('https://ch.localhost/fr/login-iframe'), framed)).toBe(
    join(root, '_prerender', 'ch', 'fr', 'login-iframe.html'),
  );
});

import { request } from 'node:https';
import { describe, expect, it } from 'vitest';
import type { Country } from '../setup/demo';
import {
  at,
  consoleErrors,
  dismissPrivacy,
  ENGINE,
  freshVisitor,
  see,
  signIn,
  until,
  withBrowser,
} from './harness';

const browser = withBrowser();

/** The HTML the demo serves for a page (self-signed certificate trusted). */
const html = (url: string) =>
  new Promise<string>((resolve, reject) => {
    // Node does not resolve *.localhost: to loopback, with the country's host name in Host.
    const { host, port, pathname } = new URL(url);
    const options = { host: 'localhost', port, path: pathname, headers: { host }, rejectUnauthorized: false };
    request(options, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });

// Hydrated: the element's first screen is in (data-shown) and its root speaks the page's language.
const HYDRATED =
  "const roots = [document]; for (let i = 0; i < roots.length; i++) for (const x of roots[i].querySelectorAll('*')) if (x.shadowRoot) roots.push(x.shadowRoot); const e = roots.map((r) => r.querySelector(arguments[0])).find(Boolean); const island = e && e.shadowRoot && e.shadowRoot.querySelector('.island'); return !!island && e.hasAttribute('data-shown') && island.getAttribute('lang') === arguments[1];";

const PAGES: [string, Country, string, string, string][] = [
  ['login', 'ch', '/de/login', 'cine-login', 'Anmelden'],
  ['signup', 'be', '/nl/signup', 'cine-signup', 'Stap 1'],
  ['dashboard', 'tn', '/fr', 'cine-dashboard', 'Bonjour'],
];

/**
 * The prerendered pages hydrate in this engine without a mismatch, i.e.
 * React keeps the server's HTML ("[cine-account] hydration mismatch" or React's own error otherwise).
 */
describe(`prerendered pages hydrate without a mismatch (${ENGINE})`, () => {
  for (const [name, country, path, tag, text] of PAGES) {
    it(`${name} (${country}${path})`, async () => {
      const { s } = browser;
      if (name === 'dashboard') await signIn(s, country, 'fr');
      else await freshVisitor(s, country);
      const served = await html(at(country, path));
      expect(served, 'the page is served prerendered').toMatch(
        new RegExp(`<${tag}[^>]*>\\s*<template shadowrootmode="open"`),
      );
      await s.goto(at(country, path));
      const lang = path.split('/')[1] ?? '';
      await until(
        s,
        () => s.run<boolean>(HYDRATED, tag, lang),
        `${tag} never showed its hydrated screen in ${lang}`,
      );
      await dismissPrivacy(s);
      await see(s, text);
      // React reports a recoverable mismatch after the commit: a moment for it to say so.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mismatch = (await consoleErrors(s)).filter((line) =>
        /hydration|Minified React error #(418|419|421|422|423|425)/i.test(line),
      );
      expect(mismatch).toEqual([]);
    });
  }

  it('login framed by its own site (ch/fr/login in an iframe: the iframe variant, never the top page’s HTML)', async () => {
    const { s } = browser;
    await freshVisitor(s, 'ch');
    await s.goto(at('ch', '/cine-sw.js'));
    await s.run(
      'document.documentElement.innerHTML = \'<body><iframe id="framed" style="width:480px;height:700px"></iframe></body>\'; const f = document.getElementById(\'framed\'); return new Promise((resolve) => { f.onload = resolve; f.src = arguments[0]; });',
      at('ch', '/fr/login'),
    );
    await s.frame('#framed');
    await until(s, () => s.run<boolean>(HYDRATED, 'cine-login', 'fr'), 'the framed login never showed');
    await see(s, 'Se connecter');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mismatch = (await consoleErrors(s)).filter((line) => /hydration|Minified React error/i.test(line));
    await s.frame(null);
    expect(mismatch).toEqual([]);
  });
});

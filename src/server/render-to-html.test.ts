// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillElements, renderShadowRoot, renderToHtml, styleFiles } from './index';

const TAGS = Object.keys(import.meta.glob('../elements/cine-*.ts')).map((path) => path.slice(12, -3));
const OWN: Record<string, Record<string, string>> = {
  'cine-profile': { mode: 'full' },
  'cine-contact-offer': { kind: 'birthday' },
};
// A translation key left in the output (`login.heading`, `Error.Occurred`) instead of its text.
const RAW_KEY = />\s*[a-zA-Z]+(\.[a-zA-Z0-9-]+)+\s*</;

describe('renderToHtml (Node without a DOM)', () => {
  it.each(TAGS)('%s: its first screen in a declarative shadow root, styled, in French', async (tag) => {
    const html = await renderToHtml(tag, { lang: 'fr', country: 'CH', ...OWN[tag] });
    expect(html.startsWith(`<${tag} lang="fr" country="CH"`)).toBe(true);
    expect(html).toContain(
      '<template shadowrootmode="open"><link rel="stylesheet" href="/cine-account/styles/cine-shared.',
    );
    expect(html).toContain('<div class="island" lang="fr" part="root">');
    expect(html.endsWith(`</template></${tag}>`)).toBe(true);
    expect(html).not.toMatch(RAW_KEY);
    expect(html).not.toMatch(/<script|<style|style="/);
  });

  it('renderShadowRoot gives only the declarative shadow root, what renderToHtml puts inside the tag', async () => {
    const attributes = { lang: 'de', country: 'CH', 'return-url': '/a>b' };
    const whole = await renderToHtml('cine-login', attributes);
    const shadow = await renderShadowRoot('cine-login', attributes);
    expect(shadow.startsWith('<template shadowrootmode="open">')).toBe(true);
    expect(shadow).toContain('Anmelden');
    expect(whole).toBe(
      `<cine-login lang="de" country="CH" return-url="/a>b" data-country="CH">${shadow}</cine-login>`,
    );
  });

  it('fillElements asks for the sheets the prerendered roots link at the top of the head, once each', async () => {
    const page =
      '<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/app.js"></script></head>' +
      '<body><cine-login></cine-login><cine-forgotten-password></cine-forgotten-password></body></html>';
    const html = await fillElements(page, { lang: 'fr', country: 'CH', stylesBase: '/s/' });
    const preloads = [...html.matchAll(/<link rel="preload" as="style" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads.filter((href) => href?.startsWith('/s/cine-shared.'))).toHaveLength(1);
    const linked = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((m) => m[1]));
    expect(new Set(preloads)).toEqual(linked);
    // Before the scripts: a sheet blocks the first paint, a module script does not.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('<meta charset'));
  });

  it('speaks the language asked, with the country given by the site', async () => {
    const heading = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
    const texts = await Promise.all(
      ['fr', 'de', 'en'].map((lang) => renderToHtml('cine-login', {}, { lang, country: 'CH' })),
    );
    expect(texts.map(heading)).toEqual(['Se connecter', 'Anmelden', 'Sign in']);
    expect(await renderToHtml('cine-login', {}, { lang: 'nl', country: 'BE' })).toContain('>Aanmelden</h1>');
    expect(texts[1]).toContain('data-country="CH"');
  });

  it("renders <cine-account>'s route with its screen element prerendered inside, in the path's language", async () => {
    const html = await renderToHtml('cine-account', {}, { url: '/de/signup', country: 'CH', lang: 'de' });
    expect(html).toMatch(/<cine-signup[^>]*><template shadowrootmode="open">/);
    expect(html).toContain('lang="de"');
    // The screen element carries no attribute the router did not give it: its language follows the page.
    expect(html).not.toMatch(/<cine-signup lang=/);
  });

  it('prerenders a member route as its frame, never a member', async () => {
    const html = await renderToHtml('cine-account', {}, { url: '/fr/e-tickets', country: 'SN', lang: 'fr' });
    expect(html).toMatch(/<cine-tickets[^>]*><template shadowrootmode="open">/);
    expect(html).not.toMatch(/demo\.sn@cine\.test|Léa|SN-/);
  });

  it('escapes attribute values and refuses a made-up attribute name', async () => {
    const html = await renderToHtml('cine-login', { 'return-url': '"><script>alert(1)</script>' });
    expect(html).toContain('return-url="&quot;>&lt;script>alert(1)&lt;/script>"');
    expect(html).not.toContain('<script');
    await expect(renderToHtml('cine-login', { 'on click': 'x' })).rejects.toThrow(/invalid attribute name/);
    await expect(renderToHtml('cine-nothing')).rejects.toThrow(/not a cine-account element/);
  });

  it('links stylesheets named by their content, each served once', () => {
    const files = styleFiles();
    expect(files.map((file) => file.name)).toContain(
      files.find((f) => f.name.startsWith('cine-shared.'))?.name,
    );
    expect(new Set(files.map((file) => file.name)).size).toBe(files.length);
    for (const file of files) expect(file.name).toMatch(/^cine-[a-z-]+\.[0-9a-f]{8}\.css$/);
  });
});

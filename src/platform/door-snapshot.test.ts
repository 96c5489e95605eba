import { describe, expect, it } from 'vitest';
import { DOOR_NOTE, doorKey, snapshotMarkup, spliceSnapshot } from './door-snapshot';

function rendered(html: string): ShadowRoot {
  const host = document.createElement('div');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = html;
  return shadow;
}

const SCREEN =
  '<link rel="stylesheet" href="/assets/styles/cine-tickets.css"><div class="island" lang="fr" part="root">' +
  '<h1>Mes e-billets</h1><svg class="qr-code" part="qr-code"></svg><dialog open>QR</dialog></div>';

describe('door snapshots', () => {
  it('keeps the rendered screen with the note after the heading, no open dialog, no sheet, and a language the island renders afresh', () => {
    const markup = snapshotMarkup(rendered(SCREEN), 'CH');
    expect(markup).not.toContain('<link');
    // The served page's sheets go inside the island: the renderer then renders the root afresh beside it.
    expect(markup).toMatch(/^<div class="island"[^>]*><!--cine-door-sheets-->/);
    expect(markup).toContain(`<h1>Mes e-billets</h1>${DOOR_NOTE}<svg class="qr-code"`);
    expect(markup).toContain('lang="fr-CH"');
    expect(markup).toContain('data-door=""');
    expect(markup).not.toContain('<dialog');
  });

  it('puts the screen in the served page, inside the element nested in the router, and nowhere else', () => {
    const page =
      '<main><cine-account><template shadowrootmode="open"><div><cine-tickets data-country="CH">' +
      '<template shadowrootmode="open"><link rel="stylesheet" href="/a.css"/><div class="island">spinner</div>' +
      '</template></cine-tickets></div></template></cine-account></main>';
    expect(spliceSnapshot(page, 'cine-tickets', '<p><!--cine-door-sheets-->mine</p>')).toBe(
      '<main><cine-account><template shadowrootmode="open"><div><cine-tickets data-country="CH">' +
        '<template shadowrootmode="open"><p><link rel="stylesheet" href="/a.css"/>mine</p></template>' +
        '</cine-tickets></div></template></cine-account></main>',
    );
    expect(spliceSnapshot('<main><cine-tickets></cine-tickets></main>', 'cine-tickets', 'x')).toBeUndefined();
  });

  it('keeps none of the calls the page preloaded for the session it was kept in', () => {
    const page =
      '<head><link rel="preload" as="fetch" crossorigin="use-credentials" href="https://tunnel.example/customer/ebillet">' +
      '<link rel="modulepreload" href="/a.js"></head><cine-tickets><template shadowrootmode="open">' +
      '<link rel="stylesheet" href="/a.css"/></template></cine-tickets>';
    const kept = spliceSnapshot(page, 'cine-tickets', '<!--cine-door-sheets-->mine');
    expect(kept).not.toContain('ebillet');
    expect(kept).toContain('<link rel="modulepreload" href="/a.js">');
  });

  it('keeps nothing where the served page does not prerender the element with its sheets (nothing would paint it)', () => {
    const bare =
      '<cine-tickets><template shadowrootmode="open"><div class="island"></div></template></cine-tickets>';
    expect(spliceSnapshot(bare, 'cine-tickets', '<p>mine</p>')).toBeUndefined();
  });

  it('keys each snapshot by member and page', () => {
    expect(doorKey('member/1', '/fr/e-tickets')).toBe('/__door/member%2F1/fr/e-tickets');
  });
});

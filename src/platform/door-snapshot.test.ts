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

describe('door snapshots (issue 30 point 1)', () => {
  it('keeps the rendered screen with the note after the heading, no open dialog, and a language the island renders afresh', () => {
    const markup = snapshotMarkup(rendered(SCREEN), 'CH');
    expect(markup).toContain(`<h1>Mes e-billets</h1>${DOOR_NOTE}<svg class="qr-code"`);
    expect(markup).toContain('lang="fr-CH"');
    expect(markup).toContain('data-door=""');
    expect(markup).not.toContain('<dialog');
  });

  it('keeps nothing of a root the page did not prerender (no stylesheet to paint it before any script)', () => {
    expect(snapshotMarkup(rendered('<div class="island" lang="fr"><h1>x</h1></div>'), 'CH')).toBe('');
  });

  it('puts the screen in the served page, inside the element nested in the router, and nowhere else', () => {
    const page =
      '<main><cine-account><template shadowrootmode="open"><div><cine-tickets data-country="CH">' +
      '<template shadowrootmode="open"><div class="island">spinner</div></template></cine-tickets></div>' +
      '</template></cine-account></main>';
    expect(spliceSnapshot(page, 'cine-tickets', '<p>mine</p>')).toBe(
      '<main><cine-account><template shadowrootmode="open"><div><cine-tickets data-country="CH">' +
        '<template shadowrootmode="open"><p>mine</p></template></cine-tickets></div></template></cine-account></main>',
    );
    expect(spliceSnapshot('<main><cine-tickets></cine-tickets></main>', 'cine-tickets', 'x')).toBeUndefined();
  });

  it('keys each snapshot by member and page', () => {
    expect(doorKey('member/1', '/fr/e-tickets')).toBe('/__door/member%2F1/fr/e-tickets');
  });
});

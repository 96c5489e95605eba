import { afterEach, describe, expect, it } from 'vitest';
import { applyInjections } from './injections';

describe('applyInjections', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('creates the named elements with the page nonce, in head or body', () => {
    const nonced = document.head.appendChild(document.createElement('script'));
    nonced.setAttribute('nonce', 'n0nce');
    applyInjections([
      {
        element: 'script',
        value: 'window.tagged = true',
        attributes: { id: 'tag', async: '' },
        inHead: true,
      },
      { element: 'meta', attributes: { name: 'theme-color', content: '#c00' }, inHead: true },
      { element: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example' } },
    ]);
    const script = document.head.querySelector('#tag') as HTMLScriptElement;
    expect(script.textContent).toBe('window.tagged = true');
    expect(script.getAttribute('nonce')).toBe('n0nce');
    expect(document.head.querySelector('meta[name=theme-color]')?.getAttribute('content')).toBe('#c00');
    expect(document.body.querySelector('link[rel=preconnect]')?.getAttribute('nonce')).toBe('n0nce');
  });

  it('wraps an inNoScript injection in a noscript element', () => {
    applyInjections([{ element: 'link', attributes: { rel: 'preconnect', href: '/x' }, inNoScript: true }]);
    expect(document.body.querySelector('noscript > link[href="/x"]')).not.toBeNull();
  });

  it('refuses other element kinds, inline handlers and script URLs', () => {
    const added = applyInjections([
      { element: 'iframe', attributes: { src: 'https://evil.example' } },
      { element: 'img', attributes: { src: 'x', onerror: 'alert(1)' } },
      { element: 'link', attributes: { rel: 'x', href: 'javascript:alert(1)', onload: 'alert(2)' } },
    ]);
    expect(document.querySelector('iframe, img')).toBeNull();
    expect(added).toHaveLength(1);
    const link = added[0] as HTMLLinkElement;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.hasAttribute('onload')).toBe(false);
  });

  it('adds each injection once, however many elements load the settings', () => {
    const injection = { element: 'meta', attributes: { name: 'once', content: '1' }, inHead: true };
    applyInjections([injection]);
    applyInjections([injection]);
    expect(document.head.querySelectorAll('meta[name=once]')).toHaveLength(1);
  });
});

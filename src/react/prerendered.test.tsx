import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import type { ShadowRootHtml } from '../server/render-to-html';
import { Prerendered } from './prerendered';

const SHADOW = '<template shadowrootmode="open"><p>Se connecter</p></template>' as ShadowRootHtml;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

it('renders the tag with its attributes and the shadow root on the server', () => {
  vi.stubGlobal('document', undefined);
  const html = renderToString(<Prerendered tag="cine-login" shadow={SHADOW} lang="fr" country="CH" />);
  expect(html).toBe(`<cine-login lang="fr" country="CH">${SHADOW}</cine-login>`);
});

// The browser made the template the tag's shadow root: the tag is empty, as the client renders it.
it('hydrates the tag the parser left, without a warning, and hears its events after', async () => {
  const container = document.createElement('div');
  container.innerHTML = '<cine-login lang="fr" country="CH"></cine-login>';
  document.body.append(container);
  const tag = container.firstElementChild as HTMLElement;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const heard = vi.fn();
  const recoverable = vi.fn();
  hydrateRoot(
    container,
    <Prerendered tag="cine-login" shadow={SHADOW} lang="fr" country="CH" oncine-logged-in={heard} />,
    { onRecoverableError: recoverable },
  );
  await settle();
  tag.dispatchEvent(new CustomEvent('cine-logged-in', { detail: {} }));
  expect(container.firstElementChild).toBe(tag);
  expect(heard).toHaveBeenCalledTimes(1);
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
});

// A client-side navigation: innerHTML would leave an unparsed template in the tag; the element renders itself.
it('leaves the tag empty when the client creates it, and follows its attributes', () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<Prerendered tag="cine-login" shadow={SHADOW} lang="fr" />));
  const tag = container.querySelector('cine-login');
  expect(tag?.childNodes).toHaveLength(0);
  flushSync(() => root.render(<Prerendered tag="cine-login" shadow={SHADOW} lang="de" />));
  expect(container.querySelector('cine-login')).toBe(tag);
  expect(tag?.getAttribute('lang')).toBe('de');
});

it('calls the handler of the latest render, and no handler once the tag is gone', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const first = vi.fn();
  const second = vi.fn();
  flushSync(() => root.render(<Prerendered tag="cine-login" oncine-logged-in={first} />));
  flushSync(() => root.render(<Prerendered tag="cine-login" oncine-logged-in={second} />));
  await settle();
  const tag = container.querySelector('cine-login') as HTMLElement;
  tag.dispatchEvent(new CustomEvent('cine-logged-in', { detail: {} }));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledTimes(1);
  flushSync(() => root.unmount());
  tag.dispatchEvent(new CustomEvent('cine-logged-in', { detail: {} }));
  expect(second).toHaveBeenCalledTimes(1);
});

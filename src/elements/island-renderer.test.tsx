import { useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { $lang, setLanguage } from '../i18n/index';
import { islandRenderer, islandShown } from './island-renderer';

// What the prerendered root holds: its sheet first, then the island in the page's language.
function Screen({ stylesHrefs = ['/cine-x.css'] }: { stylesHrefs?: string[] }) {
  const lang = $lang.get();
  return (
    <>
      {stylesHrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <div className="island" lang={lang}>
        <p>{lang === 'fr' ? 'Bonjour' : 'Hello'}</p>
      </div>
    </>
  );
}

function prerendered(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = renderToString(<Screen />);
  return shadow;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

it('hydrates a prerendered root in place, keeping its nodes', async () => {
  await setLanguage('fr', 'CH');
  const shadow = prerendered();
  const paragraph = shadow.querySelector('p');
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  islandRenderer([]).mount(shadow as unknown as HTMLElement, Screen as never, {});
  await settle();
  expect(shadow.querySelector('p')).toBe(paragraph);
  expect(errors).not.toHaveBeenCalled();
});

// An element taken out of the page while it hydrates (a route changed under it): nothing to report.
it('an island removed before it has hydrated reports no hydration mismatch', async () => {
  await setLanguage('fr', 'CH');
  const shadow = prerendered();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const renderer = islandRenderer([]);
  const mounted = renderer.mount(shadow as unknown as HTMLElement, Screen as never, {});
  // The texts are in: hydration is scheduled a microtask later, and not yet done.
  await Promise.resolve();
  await Promise.resolve();
  expect(mounted.root).toBeDefined();
  renderer.unmount(mounted);
  await settle();
  expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
    expect.stringContaining('hydration mismatch'),
  );
});

// A cached page prerendered in French, opened by a browser in English: one island, the English one.
it('renders afresh in place of a root prerendered in another language', async () => {
  await setLanguage('fr', 'CH');
  const shadow = prerendered();
  await setLanguage('en', 'CH');
  islandRenderer([]).mount(shadow as unknown as HTMLElement, Screen as never, {});
  await settle();
  expect(shadow.querySelectorAll('.island')).toHaveLength(1);
  expect(shadow.querySelector('.island')?.getAttribute('lang')).toBe('en');
  expect(shadow.textContent).toBe('Hello');
});

let formRoot: ShadowRoot;

/** A sign-in form as the islands render it: a controlled field, and what React holds for it. */
function Form() {
  const lang = $lang.get();
  const [email, setEmail] = useState('');
  useEffect(() => islandShown(formRoot), []);
  return (
    <>
      <link rel="stylesheet" href="/cine-x.css" />
      <div className="island" lang={lang}>
        <input
          name="username"
          aria-label={lang}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <output>{email}</output>
      </div>
    </>
  );
}

// The app switched its language before the island came (tests/engines/host-example.ts, WebKit under load).
it('what was typed into a root prerendered in another language is in the form rendered afresh, and in its state', async () => {
  await setLanguage('fr', 'CH');
  const host = document.createElement('div');
  document.body.append(host);
  formRoot = host.attachShadow({ mode: 'open' });
  formRoot.innerHTML = renderToString(<Form />);
  (formRoot.querySelector('input') as HTMLInputElement).value = 'typed@example.ch';
  await setLanguage('de', 'CH');
  islandRenderer([]).mount(formRoot as unknown as HTMLElement, Form as never, {});
  await vi.waitFor(() => expect(formRoot.querySelector('output')?.textContent).toBe('typed@example.ch'));
  expect(formRoot.querySelectorAll('input')).toHaveLength(1);
  expect(formRoot.querySelector('input')?.getAttribute('aria-label')).toBe('de');
  expect(formRoot.querySelector('input')?.value).toBe('typed@example.ch');
});

/** A host page whose commit removes an element (the effect's cleanup runs inside React's commit). */
function HostPage({ onRemove }: { onRemove: () => void }) {
  useLayoutEffect(() => onRemove, [onRemove]);
  return null;
}

// Next.js bundles our elements with its own React: the host's commit removes the tag, and React
// refuses a synchronous unmount of another root then ("while React was already rendering").
it("an island removed inside a host React's commit unmounts right after it, without React's error", async () => {
  await setLanguage('en', 'CH');
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const renderer = islandRenderer([]);
  const mounted = renderer.mount(shadow as unknown as HTMLElement, Screen as never, {});
  await settle();
  expect(shadow.textContent).toBe('Hello');
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const page = createRoot(document.createElement('div'));
  flushSync(() => page.render(<HostPage onRemove={() => renderer.unmount(mounted)} />));
  flushSync(() => page.render(null));
  await settle();
  expect(errors).not.toHaveBeenCalled();
  expect(shadow.textContent).toBe('');
});

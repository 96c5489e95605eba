import { StrictMode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';

/**
 * React 19 attaches a custom element's `on…` listeners only when it renders the element after
 * hydration, not while hydrating (facebook/react#35446): one more render right after does it.
 */
function Hydrated() {
  const [, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return <App />;
}

const root = document.getElementById('root') as HTMLElement;
// The build prerenders the page (vite.config.ts): hydrate it; `vite` in dev serves it empty.
if (root.firstChild)
  hydrateRoot(
    root,
    <StrictMode>
      <Hydrated />
    </StrictMode>,
  );
else
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

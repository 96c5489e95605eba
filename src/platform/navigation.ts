import { atom, onMount } from 'nanostores';
import { pageStore } from './hydration';

/** The parts of the page URL the router reads. */
export type AppLocation = { pathname: string; search: string; hash: string };

const read = (): AppLocation =>
  typeof location === 'undefined'
    ? { pathname: '/', search: '', hash: '' }
    : { pathname: location.pathname, search: location.search, hash: location.hash };

/**
 * The current URL, for the `<cine-account>` router. While something subscribes to it (the router),
 * navigations inside the base path use `history.pushState` and update it instead of loading a page.
 */
export const $location = pageStore(atom<AppLocation>(read()));

let routed = false;
let routerBase = '/';

/** The base path the `<cine-account>` router serves; navigations inside it stay in the app. */
export function setRouterBase(basePath: string): void {
  routerBase = basePath;
}

/** Sets the URL the router reads where there is no page (a server prerendering `<cine-account>`). */
export function setLocation(url: string): void {
  const { pathname, search, hash } = new URL(url, 'http://prerender.invalid');
  $location.set({ pathname, search, hash });
}

onMount($location, () => {
  if (typeof window === 'undefined') return;
  // The store lets go a second after its last listener: the page (or a test's DOM) may be gone by then.
  const win = window;
  const sync = () => $location.set(read());
  routed = true;
  sync();
  win.addEventListener('popstate', sync);
  return () => {
    routed = false;
    // A test DOM torn down before this second is over has no listeners left to remove.
    win.removeEventListener?.('popstate', sync);
  };
});

function insideBase(pathname: string, basePath: string | undefined): boolean {
  const base = (basePath ?? '/').replace(/\/+$/, '');
  return base === '' || pathname === base || pathname.startsWith(`${base}/`);
}

/** Detail of the cancelable `cine-navigate` event. */
export type NavigateDetail = { to: string };

/**
 * Goes to `to`: first dispatches the cancelable, composed, bubbling `cine-navigate` (detail `{to}`)
 * from `origin` (or the document) so a host SPA can take over; if not canceled, routes in-app when
 * the router is mounted and the target is inside the base path (unless `load` asks for a page load,
 * as for another site on the same origin), else loads the page.
 * Returns whether it navigated.
 */
export function navigate(to: string, origin?: Element | null, options: { load?: boolean } = {}): boolean {
  let url: URL;
  try {
    url = new URL(to, location.href);
  } catch {
    return false;
  }
  // A navigation target is a page, never script (`javascript:`) or data.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const event = new CustomEvent<NavigateDetail>('cine-navigate', {
    detail: { to },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (!(origin ?? document).dispatchEvent(event)) return false;
  if (!options.load && routed && url.origin === location.origin && insideBase(url.pathname, routerBase)) {
    history.pushState(null, '', url.href);
    $location.set(read());
    return true;
  }
  location.assign(url.href);
  return true;
}

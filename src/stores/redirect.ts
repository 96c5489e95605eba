import { atom } from 'nanostores';
import { safeReturnUrl } from '../platform/safe-url';
import { $settings } from './settings-state';

/** The route to open once signed in (the page the auth guard turned away), spec section 4. */
export const $urlRedirect = atom<string | undefined>(undefined);

/** Remembers where to go after sign-in; unsafe URLs (other sites, `javascript:`) are ignored. */
export function setRedirect(url: string | undefined): void {
  // The allowlist alone: the page's own origin is allowed too.
  const safe = url === undefined ? undefined : safeReturnUrl(url, $settings.get()?.allowedOrigins ?? []);
  $urlRedirect.set(safe === undefined ? undefined : url);
}

/** The stored redirect, handed over once: whoever takes it navigates there, nobody else does. */
export function takeRedirect(): string | undefined {
  const url = $urlRedirect.get();
  $urlRedirect.set(undefined);
  return url;
}

import { startHostEffects } from '../host/effects';
import { registerIsland, unregisterIsland } from '../host/islands';
import { setLanguage } from '../i18n/index';
import { lazy } from '../platform/lazy';
import { $config, type Config, configure } from '../stores/config';
import { claimToasts, releaseToasts } from './toast-host';

/** Attribute name -> `$config` key for the attributes every element shares. */
export const SHARED_ATTRIBUTES = {
  lang: 'lang',
  country: 'country',
  'api-base': 'apiBase',
  context: 'context',
  'parent-origin': 'parentOrigin',
  'return-url': 'returnUrl',
  'account-url': 'accountUrl',
} as const;

// Case is forgiven here; `configure` validates the values and drops what it does not know (`context="auto"`).
const normalise: Record<string, (value: string) => string> = {
  lang: (value) => value.toLowerCase(),
  country: (value) => value.toUpperCase(),
};

/** The shared attributes present on an element, keyed as `$config` fields. */
export function readSharedAttributes(element: Element): Partial<Config> {
  const out: Record<string, string> = {};
  for (const [attribute, key] of Object.entries(SHARED_ATTRIBUTES)) {
    const raw = element.getAttribute(attribute)?.trim();
    if (raw) out[key] = normalise[key]?.(raw) ?? raw;
  }
  return out as Partial<Config>;
}

/** Pushes an element's attributes into `$config` (attribute > page config > defaults) and its language. */
export function applyAttributes(element: Element): void {
  configure(readSharedAttributes(element));
  const { lang, country } = $config.get();
  void setLanguage(lang, country);
}

let started = false;

/**
 * Runs when an island enters the page: config, one-time host effects and settings, registry and
 * toasts. Returns the island id.
 */
export function connectIsland(element: HTMLElement): string {
  applyAttributes(element);
  if (!started) {
    started = true;
    startHostEffects();
    // The API layer loads beside the first render: the form shows before it.
    lazy(import('../stores/data-layer'), ({ loadSettings }) => loadSettings());
  }
  const id = registerIsland(element);
  claimToasts(id);
  return id;
}

/** Runs when an island leaves the page. */
export function disconnectIsland(id: string): void {
  unregisterIsland(id);
  releaseToasts(id);
}

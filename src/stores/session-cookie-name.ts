import { readStored, writeStored } from '../platform/storage';
import { $settings } from './settings-state';

/** The chain's session cookie name (the demo's `settings.cookies.jwt`), used before any settings arrive. */
export const DEFAULT_SESSION_COOKIE = 'cine_session';
const REMEMBERED = 'cine_session_cookie';

type Where = { name: string; domain?: string };

function remembered(): Where | undefined {
  try {
    const where = JSON.parse(readStored(REMEMBERED, 'local') ?? 'null') as Where | null;
    return typeof where?.name === 'string' ? where : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the session cookie lives: the settings' `cookies.jwt` and `paramsUrls.sharedDomain`,
 * remembered on this device, so a session is found (and ended) when the settings are slow or down
 * (it never depends on them loading).
 */
export function sessionCookie(): Where {
  const settings = $settings.get();
  if (!settings) return remembered() ?? { name: DEFAULT_SESSION_COOKIE };
  // Optional chaining: a partial settings object (tests, a host's page config) must not break the session.
  const where = {
    name: settings.cookies?.jwt ?? DEFAULT_SESSION_COOKIE,
    domain: settings.paramsUrls?.sharedDomain || undefined,
  };
  const known = remembered();
  if (known?.name !== where.name || known.domain !== where.domain)
    writeStored(REMEMBERED, JSON.stringify(where), 'local');
  return where;
}

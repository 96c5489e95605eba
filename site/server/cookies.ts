import { jwtDecode } from 'jwt-decode';

/** A cookie's raw value in a `Cookie` header. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The jwt of the session cookie (URL-encoded JSON `{"jwt": ...}` as the elements write it, or raw JSON). */
export function sessionJwt(header: string, name: string): string | undefined {
  const value = cookieValue(header, name);
  try {
    const jwt = value && (JSON.parse(decodeURIComponent(value)) as { jwt?: unknown }).jwt;
    return typeof jwt === 'string' ? jwt : undefined;
  } catch {
    return undefined;
  }
}

/** A session the elements keep: its token unexpired (they discard an expired one at load, spec section 8). */
export function liveSession(header: string, name: string, now = Date.now()): boolean {
  try {
    const { exp } = jwtDecode(sessionJwt(header, name) ?? '');
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

/** Options of {@link writeCookie}; the defaults are the session cookie's (design.md section 6). */
export type CookieOptions = {
  /** Lifetime in days; omitted: a session cookie. */
  days?: number;
  /** Shared domain such as `.pathe.ch`; ignored when this page is not inside it. */
  domain?: string;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** CHIPS: an iframe's cookie kept per top-level site (needs `SameSite=None; Secure`). */
  partitioned?: boolean;
};

const DAY_SECONDS = 24 * 60 * 60;

/** The decoded value of cookie `name`, or undefined. */
export function readCookie(
  name: string,
  doc: Document | undefined = globalThis.document,
): string | undefined {
  // No page, no cookies (a server prerendering the elements).
  for (const part of doc?.cookie.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The Domain attribute a cookie gets: undefined when the page is not inside `domain`, which the browser would refuse. */
export function domainFor(domain: string | undefined, doc: Document): string | undefined {
  if (!domain) return undefined;
  const bare = domain.replace(/^\./, '').toLowerCase();
  const host = doc.location?.hostname.toLowerCase() ?? '';
  return host === bare || host.endsWith(`.${bare}`) ? bare : undefined;
}

/** Browsers drop a cookie whose name and value pass 4096 bytes (RFC 6265 section 6.1), silently. */
export const MAX_COOKIE_BYTES = 4096;

/**
 * Sets cookie `name`: root path, `SameSite=Lax` unless told otherwise, and `Secure` (but over plain http
 * on `*.localhost`, where WebKit would refuse it: the demo as printed). Returns false, writing
 * nothing, when the browser would refuse it for its size.
 */
export function writeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  doc: Document = document,
): boolean {
  const sameSite = options.partitioned ? 'None' : (options.sameSite ?? 'Lax');
  // encodeURIComponent leaves ASCII only, so its length is its size in bytes.
  const pair = `${name}=${encodeURIComponent(value)}`;
  if (pair.length > MAX_COOKIE_BYTES) return false;
  const parts = [pair, `Path=${options.path ?? '/'}`, `SameSite=${sameSite}`];
  if (options.days !== undefined) parts.push(`Max-Age=${Math.round(options.days * DAY_SECONDS)}`);
  const domain = domainFor(options.domain, doc);
  if (domain) parts.push(`Domain=${domain}`);
  // SameSite=None and Partitioned are refused without Secure.
  if (sameSite === 'None' || !/^http:\/\/([^/]+\.)?localhost[:/]/.test(doc.URL)) parts.push('Secure');
  if (options.partitioned) parts.push('Partitioned');
  doc.cookie = parts.join('; ');
  return true;
}

/** Removes cookie `name` (same path, domain and partition as it was written with). */
export function deleteCookie(
  name: string,
  options: Pick<CookieOptions, 'domain' | 'path' | 'partitioned'> = {},
  doc = document,
) {
  writeCookie(name, '', { ...options, days: -1 }, doc);
}

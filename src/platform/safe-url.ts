/** Where a return URL may lead: this page's origin plus the settings allowlist. */
export type SafeUrlOptions = { origin: string; allowedOrigins: readonly string[] };

const MAX_LENGTH = 2048;
// Whitespace and control characters (C0, DEL, C1) are stripped or ignored by URL parsers ("java\tscript:").
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const INVISIBLE = /[\s\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028\u2029\u2060\ufeff]/;

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

// Demo hosts (`be.localhost`) are plain http; only an exact allowlist entry lets them through.
const isLocalDemo = (url: URL) =>
  url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname.endsWith('.localhost'));

/**
 * A `returnUrl` / `urlRedirect` value that is safe to navigate to (design.md section 6), as an
 * absolute URL, or undefined. Accepted: this page's origin, or an https origin on the allowlist
 * (http only for allowlisted `*.localhost` demo origins). Rejected: other schemes (`javascript:`,
 * `data:`), protocol-relative `//host`, backslashes, whitespace and control characters, credentials.
 * `origin` is the page's own (`location.origin`) unless told.
 */
export function safeReturnUrl(
  value: unknown,
  allowedOrigins: readonly string[],
  origin = location.origin,
): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return undefined;
  if (INVISIBLE.test(value) || value.includes('\\') || value.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  if (url.origin === originOf(origin)) return url.href;
  const allowed = allowedOrigins.some((entry) => originOf(entry) === url.origin);
  if (allowed && (url.protocol === 'https:' || isLocalDemo(url))) return url.href;
  return undefined;
}

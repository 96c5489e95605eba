/** A fresh nonce for one response: 16 random bytes, base64 (Web Crypto: every runtime has it). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export type PolicyOptions = {
  /** This response's nonce; without one (a static host), scripts come only from the site's files. */
  nonce?: string;
  /** Origins the page calls (the API, its tunnel, catalogue and mobile hosts). */
  connect: string[];
  /** Origins allowed to frame the page (partners' sites), beside the site itself. */
  frameAncestors: string[];
};

/**
 * The strict policy the elements are built for (design.md section 6): scripts only from this origin
 * or with this response's nonce, styles only from files (adopted sheets are not inline styles), no
 * string turned into script through a DOM sink (Trusted Types), frames only from the partners.
 */
export function strictPolicy({ nonce, connect, frameAncestors }: PolicyOptions): string {
  const others = [...new Set(connect)].filter(Boolean);
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self'",
    ['connect-src', "'self'", ...others].join(' '),
    ['img-src', "'self'", 'data:', ...others].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "require-trusted-types-for 'script'",
    ['frame-ancestors', "'self'", ...frameAncestors].join(' '),
  ].join('; ');
}

/** Marks the page's own scripts and module preloads with the nonce, as a server with CSP does. */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b(?![^>]*\snonce=)/g, `<script nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*rel="modulepreload")(?![^>]*\snonce=)/g, `<link nonce="${nonce}"`);
}

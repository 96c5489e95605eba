// Bytes a load transferred, split into the budgets of design.md section 8 (JS, CSS, locale) and the rest.
import type { Page, Request } from 'playwright-core';

export type ByteKind = 'js' | 'css' | 'locale' | 'other';
export type Bytes = Record<ByteKind | 'total', number>;
export const BYTE_KINDS = ['js', 'css', 'locale', 'other', 'total'] as const;

// Locale bundles: the text chunks (locale-fr-login-<hash>.js), the country overrides
// (locale-fr_CH-<hash>.js), both named by scripts/chunking.ts, or locale JSON files.
const localePattern = /\/locale-[a-z]{2}(_[A-Z]{2})?-[^/]*\.js$|\/locales?\/[^/]*\.json$/;

/** Which budget a response counts against; `resourceType` may be '' when only the URL is known. */
export function byteKind(url: string, resourceType: string): ByteKind {
  if (localePattern.test(new URL(url).pathname)) return 'locale';
  if (resourceType === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (resourceType === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  return 'other';
}

// Transfer size as the wire saw it: CDP's encodedDataLength, through Playwright so that
// out-of-process iframes (the partner page's account frame) count too.
async function transferred(request: Request): Promise<number> {
  const sizes = await request.sizes().catch(() => undefined);
  return sizes ? Math.max(0, sizes.responseHeadersSize) + Math.max(0, sizes.responseBodySize) : 0;
}

/** Starts counting the page's finished requests; `done()` waits for the last sizes and returns them. */
export function countBytes(page: Page): { done(): Promise<Bytes> } {
  const bytes: Bytes = { js: 0, css: 0, locale: 0, other: 0, total: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      transferred(request).then((size) => {
        bytes[byteKind(request.url(), request.resourceType())] += size;
        bytes.total += size;
      }),
    );
  });
  return {
    async done() {
      await Promise.all(pending);
      return bytes;
    },
  };
}

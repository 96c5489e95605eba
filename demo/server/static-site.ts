import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { strictNonce, strictPolicy, withNonce } from './csp';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
type Encoding = 'br' | 'gzip' | 'identity';

function pickEncoding(accept: string | undefined): Encoding {
  const offered = (accept ?? '').toLowerCase();
  if (/\bbr\b/.test(offered)) return 'br';
  if (/\bgzip\b/.test(offered)) return 'gzip';
  return 'identity';
}

/**
 * Serves the production demo build: content types, a year of cache for hashed `/assets/`,
 * brotli or gzip for text (computed once per file), and `index.html` for any other page path
 * so the account site's router decides between a screen and its not-found page.
 */
export function createStaticSite(
  root: string,
  /** Rewrites a page before it is sent (preload hints for the texts it will fetch). */
  transformPage?: (html: string, url: URL, headers: Headers) => string,
  /** The prerendered file for a page request, if there is one (issue 22). */
  prerendered?: (url: URL, headers: Headers) => Promise<string | undefined>,
  /** Whether a page's language follows the visitor's Accept-Language and lang cookie (then named in Vary). */
  negotiated?: (html: string, url: URL, headers: Headers) => boolean | undefined,
) {
  const cache = new Map<string, Promise<Buffer>>();
  const pages = new Map<string, Promise<Buffer>>();

  // A page differs per language, so it is compressed per variant (quickly: pages are small).
  function page(file: string, request: Request, encoding: Encoding): Promise<Buffer> {
    return readFile(file, 'utf8').then((raw) => {
      const html = transformPage?.(raw, new URL(request.url), request.headers) ?? raw;
      const key = `${encoding}\n${html}`;
      let body = pages.get(key);
      if (!body) {
        const bytes = Buffer.from(html);
        body =
          encoding === 'br'
            ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : encoding === 'gzip'
              ? gzipAsync(bytes, { level: 6 })
              : Promise.resolve(bytes);
        pages.set(key, body);
      }
      return body;
    });
  }

  // A nonce is new for every response, so these pages are never cached.
  async function noncedPage(file: string, request: Request, encoding: Encoding, nonce: string) {
    const raw = await readFile(file, 'utf8');
    const html = withNonce(transformPage?.(raw, new URL(request.url), request.headers) ?? raw, nonce);
    const bytes = Buffer.from(html);
    if (encoding === 'br') return brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return encoding === 'gzip' ? gzipAsync(bytes, { level: 6 }) : bytes;
  }

  function encoded(file: string, mtime: number, encoding: Encoding): Promise<Buffer> {
    const key = `${file}\n${mtime}\n${encoding}`;
    let body = cache.get(key);
    if (!body) {
      body = readFile(file).then((raw) => {
        if (encoding === 'br') return brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        if (encoding === 'gzip') return gzipAsync(raw, { level: 9 });
        return raw;
      });
      body.catch(() => cache.delete(key));
      cache.set(key, body);
    }
    return body;
  }

  async function resolveFile(pathname: string): Promise<{ file: string; mtime: number } | undefined> {
    const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    const file = join(
      root,
      relative.endsWith(sep) || relative === '' ? join(relative, 'index.html') : relative,
    );
    if (!file.startsWith(root + sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { file, mtime: info.mtimeMs } : undefined;
  }

  /** Compresses every text file once, in the background, so no first visitor waits for brotli 11. */
  async function warm(): Promise<void> {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
      const file = join(entry.parentPath, entry.name);
      const info = await stat(file);
      await Promise.all([encoded(file, info.mtimeMs, 'br'), encoded(file, info.mtimeMs, 'gzip')]).catch(
        () => {},
      );
    }
  }

  /** Answers a GET or HEAD for a page or asset of the build. */
  async function serve(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method Not Allowed', { status: 405 });
    const { pathname } = new URL(request.url);
    let found: Awaited<ReturnType<typeof resolveFile>>;
    try {
      found = await resolveFile(pathname);
    } catch {
      return new Response('Bad Request', { status: 400 });
    }
    const asset = pathname.startsWith('/assets/');
    if (!found && asset) return new Response('Not Found', { status: 404 });
    // The page the language is worked out from (the prerender carries its answer, not the question).
    let source = found?.file;
    if (!asset && (!found || found.file.endsWith('.html'))) {
      const file = await prerendered?.(new URL(request.url), request.headers);
      const info = file ? await stat(file).catch(() => undefined) : undefined;
      if (file && info) found = { file, mtime: info.mtimeMs };
    }
    found ??= await resolveFile('/index.html');
    if (!found) return new Response('The demo is not built: run npm run build', { status: 503 });
    source ??= found.file;
    const extension = extname(found.file);
    const compressible = COMPRESSIBLE.has(extension);
    const encoding = compressible
      ? pickEncoding(request.headers.get('accept-encoding') ?? undefined)
      : 'identity';
    const nonce = extension === '.html' ? strictNonce(request) : undefined;
    const body = nonce
      ? await noncedPage(found.file, request, encoding, nonce)
      : extension === '.html' && transformPage
        ? await page(found.file, request, encoding)
        : await encoded(found.file, found.mtime, encoding);
    const headers = new Headers({
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': asset ? IMMUTABLE : 'no-cache',
      'Content-Length': String(body.byteLength),
      'X-Content-Type-Options': 'nosniff',
    });
    if (compressible) headers.set('Vary', 'Accept-Encoding');
    // Issue 31: a cache must not give a page made for one language to a visitor asking for another.
    if (
      extension === '.html' &&
      negotiated?.(await readFile(source, 'utf8'), new URL(request.url), request.headers)
    )
      headers.append('Vary', 'Accept-Language, Cookie');
    if (nonce) headers.set('Content-Security-Policy', strictPolicy(nonce));
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { headers });
  }

  return { serve, warm };
}

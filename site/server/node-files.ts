import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve as resolvePath, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { SiteFiles, StoredFile } from './types';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli or gzip, as the client's Accept-Encoding allows. */
export function pickEncoding(accept: string): 'br' | 'gzip' | undefined {
  const offered = accept.toLowerCase();
  if (/\bbr\b/.test(offered)) return 'br';
  return /\bgzip\b/.test(offered) ? 'gzip' : undefined;
}

/** Compresses a page for one response (quickly: pages are small and new each time). */
export async function compressPage(html: string, encoding: 'br' | 'gzip'): Promise<Uint8Array> {
  const bytes = Buffer.from(html);
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * The public folder on a disk: a file is read once, compressed once (brotli 11, gzip 9) and kept in
 * memory, so no visitor waits for it twice (a deployment's files never change while it runs: a new
 * build starts a new server); a path that is not there is looked up each time, so odd paths keep
 * nothing; paths outside the folder are never read.
 */
export function nodeFiles(folder: string): SiteFiles & { warm(paths: string[]): Promise<void> } {
  const root = resolvePath(folder);
  const cache = new Map<string, Promise<Uint8Array>>();
  const found = new Map<string, { file: string; mtime: number }>();
  const texts = new Map<string, Promise<string>>();
  const resolve = async (path: string) => {
    const known = found.get(path);
    if (known) return known;
    const located = await locate(path);
    if (located) found.set(path, located);
    return located;
  };
  const locate = async (path: string) => {
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '');
    } catch {
      return undefined;
    }
    const file = join(root, relative);
    if (!file.startsWith(root + sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { file, mtime: info.mtimeMs } : undefined;
  };
  const encoded = (file: string, mtime: number, encoding: 'br' | 'gzip' | undefined) => {
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
  };
  return {
    async get(path, accept = ''): Promise<StoredFile | undefined> {
      const located = await resolve(path);
      if (!located) return undefined;
      const encoding = COMPRESSIBLE.test(located.file) ? pickEncoding(accept) : undefined;
      return { body: new Uint8Array(await encoded(located.file, located.mtime, encoding)), encoding };
    },
    async text(path) {
      const located = await resolve(path);
      if (!located) return undefined;
      let text = texts.get(located.file);
      if (!text) {
        text = readFile(located.file, 'utf8');
        text.catch(() => texts.delete(located.file));
        texts.set(located.file, text);
      }
      return text;
    },
    async warm(paths) {
      for (const path of paths) {
        const located = await resolve(path);
        if (located && COMPRESSIBLE.test(located.file))
          await Promise.all([
            encoded(located.file, located.mtime, 'br'),
            encoded(located.file, located.mtime, 'gzip'),
          ]).catch(() => {});
      }
    },
  };
}

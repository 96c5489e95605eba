import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative as relativePath } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompressedPages } from './node';
import { nodeFiles, pickEncoding } from './node-files';

let parent: string;
let files: ReturnType<typeof nodeFiles>;
const script = `console.log(${JSON.stringify('cine '.repeat(400))});`;
const bytes = async (body: Uint8Array | ReadableStream<Uint8Array> | undefined) =>
  Buffer.from(body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer()));

beforeAll(async () => {
  // The public folder, with a secret and a look-alike folder beside it that must never be read.
  parent = await mkdtemp(join(tmpdir(), 'cine-files-'));
  const root = join(parent, 'public');
  await mkdir(join(root, 'assets'), { recursive: true });
  await mkdir(join(parent, 'public2'));
  await writeFile(join(parent, 'package.json'), '{"secret":true}');
  await writeFile(join(parent, 'public2', 'x.js'), 'secret');
  await writeFile(join(root, 'index.html'), '<!doctype html><title>account</title>');
  await writeFile(join(root, 'assets', 'app-abc123.js'), script);
  await writeFile(join(root, 'assets', 'logo.png'), 'PNG'.repeat(100));
  files = nodeFiles(root);
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('nodeFiles', () => {
  it('reads the files of its folder, and no folder', async () => {
    expect(await files.text('/index.html')).toBe('<!doctype html><title>account</title>');
    expect((await bytes((await files.get('/assets/app-abc123.js'))?.body)).toString()).toBe(script);
    expect(await files.get('/assets')).toBeUndefined();
    expect(await files.get('/assets/gone-1.js')).toBeUndefined();
  });

  it('never reads outside its folder', async () => {
    for (const path of [
      '/../package.json',
      '../package.json',
      '/%2e%2e/package.json',
      '%2e%2e/package.json',
      '/..%2fpackage.json',
      '%2e%2e%2fpackage.json',
      '/assets/../../package.json',
      '/../public2/x.js',
      '%2e%2e/public2/x.js',
      '/%00',
      '/%E0%A4%A',
    ]) {
      expect(await files.get(path), path).toBeUndefined();
      expect(await files.text(path), path).toBeUndefined();
    }
  });

  it('reads its folder when named with a trailing slash or relative to the working folder', async () => {
    const relative = join(relativePath(process.cwd(), parent), 'public');
    for (const named of [`${join(parent, 'public')}/`, relative])
      expect(await nodeFiles(named).text('/index.html'), named).toContain('account');
    expect(await nodeFiles(`${relative}/`).text('/../package.json')).toBeUndefined();
  });

  it('compresses text with brotli or gzip, as Accept-Encoding allows, and keeps images as they are', async () => {
    const br = await files.get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br?.encoding).toBe('br');
    const compressed = await bytes(br?.body);
    expect(compressed.byteLength).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(compressed).toString()).toBe(script);
    const gzip = await files.get('/assets/app-abc123.js', 'gzip');
    expect(gzip?.encoding).toBe('gzip');
    expect(gunzipSync(await bytes(gzip?.body)).toString()).toBe(script);
    const plain = await files.get('/assets/app-abc123.js', 'identity');
    expect(plain?.encoding).toBeUndefined();
    expect((await bytes(plain?.body)).toString()).toBe(script);
    expect((await files.get('/assets/logo.png', 'br'))?.encoding).toBeUndefined();
    expect(pickEncoding('GZIP, BR')).toBe('br');
    expect(pickEncoding('x-gzipped')).toBeUndefined();
  });

  it('compresses ahead of time with warm(), and still answers the same bytes', async () => {
    await files.warm(['/assets/app-abc123.js', '/../package.json', '/assets/gone-1.js']);
    const br = await files.get('/assets/app-abc123.js', 'br');
    expect(brotliDecompressSync(await bytes(br?.body)).toString()).toBe(script);
  });
});

describe('withCompressedPages', () => {
  const page = '<!doctype html><title>account</title>'.repeat(50);
  const handler = withCompressedPages((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/page')
      return new Response(page, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    if (path === '/stored')
      return new Response('already', {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'br' },
      });
    return new Response(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
  });
  const get = (path: string, accept?: string) =>
    handler(
      new Request(`http://ch.localhost${path}`, accept ? { headers: { 'accept-encoding': accept } } : {}),
    );

  it('compresses HTML answers, keeping their status and headers', async () => {
    const br = await get('/page', 'gzip, br');
    expect([br.status, br.headers.get('content-encoding'), br.headers.get('content-type')]).toEqual([
      404,
      'br',
      'text/html; charset=utf-8',
    ]);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);
    const gzip = await get('/page', 'gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves other answers, encoded ones and clients without compression alone', async () => {
    const js = await get('/app.js', 'br');
    expect([js.headers.get('content-encoding'), await js.text()]).toEqual([null, script]);
    const stored = await get('/stored', 'gzip');
    expect([stored.headers.get('content-encoding'), await stored.text()]).toEqual(['br', 'already']);
    const plain = await get('/page');
    expect([plain.headers.get('content-encoding'), await plain.text()]).toEqual([null, page]);
  });
});

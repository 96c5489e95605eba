// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pendingFrom } from './fill-stream';
import { fillElements, fillElementsStream } from './index';

// Multi-byte characters (é, the narrow no-break space), a tag of ours, one that is not, and text
// that looks like the start of a tag, so that every cut lands somewhere that matters.
const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"></head><body><h1>Ciné\u202fLac</h1>' +
  '<p>a <cine-nothing></cine-nothing> and <cine- not a tag <cine-login/></p>' +
  '<cine-login lang="fr" country="CH" return-url="/a"></cine-login><p>fin</p></body></html>';
const OPTIONS = { stylesBase: '/s/' };
const bytes = new TextEncoder().encode(PAGE);

async function streamed(chunks: Uint8Array[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(fillElementsStream(OPTIONS))).text();
}

describe('fillElementsStream', () => {
  it('gives what fillElements gives for the whole page, less the preloads it cannot put in a head already sent', async () => {
    const whole = await fillElements(PAGE, OPTIONS);
    const once = await streamed([bytes]);
    expect(once).toMatch(/<cine-login lang="fr"[^>]*><template shadowrootmode="open">/);
    expect(once).toContain('<cine-nothing></cine-nothing>');
    expect(once).toBe(whole.replace(/<link rel="preload" as="style" href="[^"]+">/g, ''));
  });

  it('gives the same page wherever the bytes are cut, a tag or a character split across two chunks', async () => {
    const once = await streamed([bytes]);
    const cuts = Array.from({ length: bytes.length - 1 }, (_, index) => index + 1);
    const differ: string[] = [];
    for (const cut of cuts) {
      // Two chunks, then three with a short one in the middle (a name, an entity, a byte pair).
      const two = await streamed([bytes.slice(0, cut), bytes.slice(cut)]);
      const three = await streamed([bytes.slice(0, cut), bytes.slice(cut, cut + 5), bytes.slice(cut + 5)]);
      if (two !== once) differ.push(`${cut}`);
      if (three !== once) differ.push(`${cut}+5`);
    }
    expect(cuts.length).toBeGreaterThan(240);
    expect(differ).toEqual([]);
  }, 60_000);

  it('gives the same page when every byte comes alone', async () => {
    const single = Array.from(bytes, (byte) => Uint8Array.of(byte));
    expect(await streamed(single)).toBe(await streamed([bytes]));
  });

  it('holds back only from where a tag of ours may still be coming', () => {
    expect(pendingFrom('<p>a</p><cine-lo')).toBe(8);
    expect(pendingFrom('<p>a</p><cine-login lang="fr"></cine-log')).toBe(8);
    expect(pendingFrom('<p>a</p><cine-login lang="fr"></cine-login>')).toBe(43);
    expect(pendingFrom('<cine-login></p> <ci')).toBe(17);
    expect(pendingFrom('<cine- x> <cine-login/> <b')).toBe(26);
  });

  it('keeps a fetch handler streaming: what comes before a tag leaves before the rest of the page is written', async () => {
    let upstream!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        upstream = controller;
      },
    });
    // A fetch-standard handler (Request in, Response out) over an upstream page that streams.
    const handler = (_request: Request) => {
      const page = new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      const headers = new Headers(page.headers);
      headers.delete('content-length');
      return new Response(page.body?.pipeThrough(fillElementsStream(OPTIONS)), { headers });
    };
    const reader = (await handler(
      new Request('https://cinema.example/fr'),
    ).body?.getReader()) as ReadableStreamDefaultReader<Uint8Array>;
    const text = new TextDecoder();
    upstream.enqueue(
      new TextEncoder().encode('<!doctype html><html><head></head><body><h1>Ciné</h1><cine-log'),
    );
    const first = text.decode((await reader.read()).value, { stream: true });
    expect(first).toBe('<!doctype html><html><head></head><body><h1>Ciné</h1>');
    upstream.enqueue(new TextEncoder().encode('in lang="de"></cine-login></body></html>'));
    upstream.close();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += text.decode(part.value, { stream: true });
    expect(rest).toMatch(/^<cine-login lang="de"[^>]*><template shadowrootmode="open">[\s\S]*Anmelden/);
    expect(rest.endsWith('</cine-login></body></html>')).toBe(true);
  });
});

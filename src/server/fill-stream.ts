import { fill, inTurn, type RenderOptions } from './render-to-html';

/**
 * Where in `text` an empty `cine-*` tag may begin that more text could still complete (`text.length`
 * when none): what lies before it is final, whatever comes next.
 */
export function pendingFrom(text: string): number {
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
    if (couldStillMatch(text.slice(at))) return at;
  }
  return text.length;
}

// True when `rest` (from a `<` to the end of what has come) is the start of `<cine-x …></cine-x>`
// that the text so far neither completes nor rules out.
function couldStillMatch(rest: string): boolean {
  if (rest.length < 6) return '<cine-'.startsWith(rest);
  const name = /^<(cine-[a-z-]*)/.exec(rest)?.[1];
  if (!name) return false;
  const after = rest.slice(name.length + 1);
  if (after === '') return true;
  // The name needs a letter after 'cine-'; an attribute list starts with white space and runs to the first '>'.
  if (name.length === 5) return false;
  const close = after[0] === '>' ? 0 : /^\s/.test(after) ? after.indexOf('>') : -2;
  if (close === -1) return true;
  if (close === -2) return false;
  const closing = `</${name}>`;
  const tail = after.slice(close + 1);
  return tail.length < closing.length && closing.startsWith(tail);
}

/**
 * {@link fillElements} for HTML that streams: a `TransformStream` of the page's bytes (UTF-8) that
 * prerenders each empty `cine-*` tag of ours as it passes and lets everything else through as soon
 * as no tag can begin in it, so a streaming server (Astro, the site server, any fetch-standard
 * runtime) keeps streaming: `response.body.pipeThrough(fillElementsStream(options))`. A tag split
 * across chunks is waited for. Unlike `fillElements` it adds no preloads to `<head>`, which has
 * left before the tags are met; each root still links its sheets.
 */
export function fillElementsStream(options: RenderOptions = {}): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = '';
  const pass = async (html: string, out: TransformStreamDefaultController<Uint8Array>) => {
    if (html) out.enqueue(encoder.encode(await inTurn(() => fill(html, {}, options))));
  };
  return new TransformStream({
    async transform(chunk, out) {
      held += decoder.decode(chunk, { stream: true });
      const ready = pendingFrom(held);
      const html = held.slice(0, ready);
      held = held.slice(ready);
      await pass(html, out);
    },
    async flush(out) {
      const html = held + decoder.decode();
      held = '';
      await pass(html, out);
    },
  });
}

import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/**
 * A static host as docs/deploy.md "A static host" describes it, for the e2e lane: it serves the built
 * `public/` folder with no code of ours, applies the `_headers` file as Netlify and Cloudflare Pages
 * do (every matching rule's headers), answers a page path with `index.html` (the single-page
 * fallback), and routes the API's paths to the API on the site's own origin (a host's proxy rule).
 */
type Rule = { pattern: RegExp; headers: [string, string][] };

/** What the host routes to the API: its calls, and the pages it answers itself (catalogue, legal). */
const API_PATHS = /^\/(api|tunnel|catalogue|mobile)\/|^\/legal\.html(\?|$)/;

/** The rules of a `_headers` file: a path (with `*`) on its own line, its headers indented below. */
export function headerRules(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

export function staticHost(options: { publicDir: string; port: number; apiPort: number }): Promise<Server> {
  const { publicDir } = options;
  const rules = headerRules(readFileSync(join(publicDir, '_headers'), 'utf8'));
  // sirv answers a path without an extension that is no file with index.html, one with an extension 404.
  const files = sirv(publicDir, { single: true, dev: false, etag: false });
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (API_PATHS.test(url)) {
      // The Host stays the site's: to the API, the page is on its own origin, as with the demo.
      const upstream = request(
        { host: '127.0.0.1', port: options.apiPort, method: req.method, path: url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const path = new URL(url, 'http://host').pathname;
    for (const rule of rules)
      if (rule.pattern.test(path)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    files(req, res);
  });
  return new Promise((listening) => server.listen(options.port, '127.0.0.1', () => listening(server)));
}

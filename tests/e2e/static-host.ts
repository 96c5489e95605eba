import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

/**
 * A static host as docs/deploy.md "A static host" describes it, for the e2e lane: it serves the built
 * `public/` folder with no code of ours, applies the `_headers` file as Netlify and Cloudflare Pages
 * do (every matching rule's headers), answers a page path with `index.html` (the single-page
 * fallback), and routes the API's paths to the API on the site's own origin (a host's proxy rule).
 */
type Rule = { pattern: RegExp; headers: [string, string][] };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};
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
    const path = decodeURIComponent(new URL(url, 'http://host').pathname);
    const wanted = normalize(join(publicDir, path));
    const found = wanted.startsWith(publicDir) && existsSync(wanted) && statSync(wanted).isFile();
    if (!found && extname(path))
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    const file = found ? wanted : join(publicDir, 'index.html');
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    };
    for (const rule of rules)
      if (rule.pattern.test(path)) for (const [name, value] of rule.headers) headers[name] = value;
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : readFileSync(file));
  });
  return new Promise((listening) => server.listen(options.port, '127.0.0.1', () => listening(server)));
}

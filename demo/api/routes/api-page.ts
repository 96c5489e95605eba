import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnv } from '../context';

type Fragment = HtmlEscapedString | Promise<HtmlEscapedString>;

/** A page the demo API answers itself (the catalogue's pages, the legal page): its title over `main`. */
export function apiPage(
  c: Context<ApiEnv>,
  page: { lang: string; title: string; main: Fragment },
  status: ContentfulStatusCode = 200,
) {
  return c.html(
    html`<!doctype html>
<html lang="${page.lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${page.title}</title>
  </head>
  <body>
    <main>
      <h1>${page.title}</h1>
      ${page.main}
    </main>
  </body>
</html>`,
    status,
  );
}

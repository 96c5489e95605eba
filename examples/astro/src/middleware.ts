import { defineMiddleware } from 'astro:middleware';
import { fillElements } from 'cine-account/server';

// Every empty cine-* tag of a page gets its first screen as declarative shadow DOM, and the page's
// <head> a preload of the sheets it links. Runs per request in server output, at build for static pages.
export const onRequest = defineMiddleware(async (_, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await fillElements(await response.text(), {
    stylesBase: `${import.meta.env.BASE_URL}cine-styles/`,
  });
  return new Response(html, { status: response.status, headers: response.headers });
});

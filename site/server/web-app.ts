/**
 * The account site as an app on the home screen: a web app manifest per country (by host) and
 * language, and the head tags that name it on every account page. No install prompt of our own:
 * the native apps' banner is the chain's choice (the settings), the browser's own offer stays as it is.
 */
import type { LanguageCode } from '../../src/api/contract/common';
import type { Site } from '../config';
import type { AppTheme, SiteData } from './types';
import { webAppTexts } from './web-app-texts';

/** The home-screen icons below the base path: one maskable SVG, and the PNGs the build renders from it. */
export const APP_ICONS = {
  svg: 'icons/app-icon.svg',
  png: [
    { size: 192, file: 'icons/app-icon-192.png' },
    { size: 512, file: 'icons/app-icon-512.png' },
  ],
  apple: { size: 180, file: 'icons/apple-touch-icon.png' },
} as const;

/** The name where the configuration gives none: the header's brand. */
const BRAND = 'Cine';
/** The colours of a build that did not write its countries' (an older site.json): the tokens' defaults. */
const DEFAULT_THEME: AppTheme = { color: '#b5121b', background: '#ffffff' };
const MANIFEST = /^\/([a-z]{2})\/manifest\.webmanifest$/;

export const manifestUrl = (basePath: string, lang: string) => `${basePath}${lang}/manifest.webmanifest`;

/** The manifest of the site in `lang`: it starts on the dashboard (a door page: the member card opens offline). */
export function webAppManifest(options: {
  basePath: string;
  lang: LanguageCode;
  brand?: string;
  theme?: AppTheme;
}) {
  const { basePath, lang, brand = BRAND, theme = DEFAULT_THEME } = options;
  const texts = webAppTexts[lang];
  const named = (text: string) => text.replace('{brand}', brand);
  const png = APP_ICONS.png.map(({ size, file }) => ({
    src: `${basePath}${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
  }));
  const svg = { src: `${basePath}${APP_ICONS.svg}`, sizes: 'any', type: 'image/svg+xml' };
  const dashboard = `${basePath}${lang}`;
  const shortcut = (text: { name: string; shortName: string }, url: string) => ({
    name: text.name,
    short_name: text.shortName,
    url,
    icons: png.slice(0, 1),
  });
  return {
    // One app per site whatever its language, not one per language.
    id: basePath,
    name: named(texts.name),
    short_name: named(texts.shortName),
    description: texts.description,
    lang,
    dir: 'ltr',
    start_url: dashboard,
    scope: basePath,
    display: 'standalone',
    theme_color: theme.color,
    background_color: theme.background,
    // Full bleed, its mark inside the safe zone: each file serves both ways.
    icons: (['any', 'maskable'] as const).flatMap((purpose) =>
      [svg, ...png].map((icon) => ({ ...icon, purpose })),
    ),
    shortcuts: [shortcut(texts.tickets, `${dashboard}/e-tickets`), shortcut(texts.card, dashboard)],
  };
}

/** The head tags of an account page in `lang`: its manifest, the icon iOS puts on the home screen, the bar's colour. */
export function webAppTags(basePath: string, lang: string, theme: AppTheme = DEFAULT_THEME): string {
  return [
    `<link rel="manifest" href="${manifestUrl(basePath, lang)}">`,
    `<link rel="apple-touch-icon" href="${basePath}${APP_ICONS.apple.file}">`,
    `<meta name="theme-color" content="${theme.color}">`,
  ].join('');
}

/** The answer to `{base}{lang}/manifest.webmanifest` (`path` below the base), or undefined for another path. */
export function manifestResponse(
  path: string,
  data: SiteData,
  country: Site['countries'][number],
  request: Request,
): Response | undefined {
  const lang = path.match(MANIFEST)?.[1] as LanguageCode | undefined;
  if (!lang) return undefined;
  if (!country.languages.includes(lang)) return new Response('Not Found', { status: 404 });
  const manifest = webAppManifest({
    basePath: data.site.basePath,
    lang,
    brand: data.site.brand,
    theme: data.themes?.[country.code],
  });
  const headers = {
    'Content-Type': 'application/manifest+json',
    // A small file made from the build: asked again each time, as the worker and robots.txt are.
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  return new Response(request.method === 'HEAD' ? null : `${JSON.stringify(manifest)}\n`, { headers });
}

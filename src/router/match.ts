import { normaliseBase } from '../platform/paths';
import { notFoundRoute, type Route, routes } from './routes';

export { joinBase, normaliseBase } from '../platform/paths';

/** The route a path resolved to, with its language parameter. */
export type RouteMatch = {
  route: Route;
  /** The `{language}` segment as written in the URL (not yet checked by the language guard). */
  lang?: string;
  /** Path segments after the base path. */
  segments: string[];
  /** The base path, normalised to start and end with `/`. */
  basePath: string;
};

const splitPath = (path: string): string[] =>
  (path.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        // A malformed escape is just an unknown segment, never a crash.
        return segment;
      }
    });

function matchPattern(pattern: string, segments: string[]): { lang?: string } | undefined {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return undefined;
  let lang: string | undefined;
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] as string;
    if (part === ':lang') lang = segment;
    else if (part !== segment) return undefined;
  }
  return lang === undefined ? {} : { lang };
}

/**
 * Finds the route for a browser path under `basePath` (spec section 2). Paths outside the base
 * path and paths no row matches give the not-found route.
 */
export function matchRoute(path: string, basePath = '/'): RouteMatch {
  const base = normaliseBase(basePath);
  const baseSegments = splitPath(base);
  const all = splitPath(path);
  const outside = baseSegments.some((segment, index) => all[index] !== segment);
  const segments = outside ? all : all.slice(baseSegments.length);
  if (!outside) {
    for (const route of routes) {
      const found = matchPattern(route.pattern, segments);
      if (found) return { route, segments, basePath: base, ...found };
    }
  }
  return { route: notFoundRoute, segments, basePath: base };
}

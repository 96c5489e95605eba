import { joinBase, type RouteMatch } from './match';

/** Query parameter that carries the page to come back to after login. */
export const RETURN_PARAM = 'returnUrl';

/** Session state as `checkSession()` reports it (spec section 4 "Session guard"). */
export type SessionStatus = 'ok' | 'expired' | 'missing';

/** What the guards decided: render, or go elsewhere (replacing the history entry). */
export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

export type GuardContext = {
  /** Languages of the current country (spec section 9). */
  languages: readonly string[];
  /** The current language: used by the empty path and when the URL's language is invalid. */
  lang: string;
  session: () => SessionStatus;
  /** The full current URL path with its query, kept as the return target. */
  currentUrl: string;
};

/** Rewrites the `{language}` segment of a matched path. */
function withLanguage(match: RouteMatch, lang: string): string {
  const parts = match.route.pattern.split('/').filter(Boolean);
  const segments = match.segments.map((segment, index) => (parts[index] === ':lang' ? lang : segment));
  return joinBase(match.basePath, ...segments);
}

/**
 * Language guard (spec section 2): the empty path goes to `/{language}`; an unknown language
 * segment is replaced by the resolved language, keeping the rest of the path.
 */
export function languageGuard(match: RouteMatch, ctx: GuardContext): GuardDecision {
  if (match.route.screen === 'redirect') return { kind: 'redirect', to: joinBase(match.basePath, ctx.lang) };
  if (match.lang !== undefined && !ctx.languages.includes(match.lang)) {
    return { kind: 'redirect', to: withLanguage(match, ctx.lang) };
  }
  return { kind: 'render' };
}

/**
 * Authentication guard (spec sections 4 and 8): an expired, bad or missing token sends the
 * visitor to `/{language}/login` with the original URL kept as the return target.
 */
export function authGuard(match: RouteMatch, ctx: GuardContext): GuardDecision {
  if (!match.route.auth) return { kind: 'render' };
  // checkSession itself asks a webview for a refresh and ends an expired session (guard error 1).
  if (ctx.session() === 'ok') return { kind: 'render' };
  const query = new URLSearchParams({ [RETURN_PARAM]: ctx.currentUrl });
  return { kind: 'redirect', to: `${joinBase(match.basePath, match.lang ?? ctx.lang, 'login')}?${query}` };
}

/** Runs the language guard, then the authentication guard. */
export function guardRoute(match: RouteMatch, ctx: GuardContext): GuardDecision {
  const language = languageGuard(match, ctx);
  return language.kind === 'redirect' ? language : authGuard(match, ctx);
}

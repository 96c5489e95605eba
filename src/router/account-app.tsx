import { createElement, useEffect, useMemo, useRef, useState } from 'react';
import type { LanguageCode } from '../api/contract/common';
import { trackPageView } from '../host/tracking';
import { setLanguage } from '../i18n/index';
import { COUNTRIES, isCountryLanguage, readLanguageCookie, resolveLanguage } from '../i18n/languages';
import { useT } from '../i18n/use-t';
import { deepActiveElement } from '../platform/active-element';
import { $location, setRouterBase } from '../platform/navigation';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { $config, configure } from '../stores/config';
import { $login } from '../stores/login-state';
import { setRedirect } from '../stores/redirect';
import { restoreSession } from '../stores/session';
import { checkSession } from '../stores/session-guard';
import { $settings, $settingsError, $settingsRetrying } from '../stores/settings-state';
import { useIsland } from '../ui/island-context';
import { RetryAlert } from '../ui/retry-alert';
import { useStore } from '../ui/use-store';
import { settlePage } from './after-navigation';
import { focusScreenHeading } from './focus-heading';
import { guardRoute, RETURN_PARAM } from './guards';
import { preloadLanding } from './landing';
import { joinBase, matchRoute, normaliseBase } from './match';
import { pageTitle } from './page-meta';
import { type LiveScreens, notFoundRoute } from './routes';
import { useScreenModule } from './use-screen-module';

// A guard redirect replaces the history entry, so Back does not bounce through it again.
function redirect(to: string): void {
  history.replaceState(null, '', to);
  $location.set({ pathname: location.pathname, search: location.search, hash: location.hash });
}

/**
 * `<cine-account>`: matches the URL against the route table, runs the language and auth guards,
 * renders the matched screen element, and settles the page after each completed navigation.
 */
export function AccountApp({ basePath, screens }: { basePath?: string; screens: LiveScreens }) {
  const { t } = useT();
  const { pathname, search } = useStore($location);
  const config = useStore($config);
  // A member route waits for the session: found at once in its cookie, else after the settings'
  // first answer (they may name another cookie), never through their retries.
  const settings = useStore($settings);
  const settingsError = useStore($settingsError);
  const settingsRetrying = useStore($settingsRetrying);
  const settingsDone = Boolean(settings || settingsError || settingsRetrying);
  const base = basePath ?? config.basePath;
  const url = `${pathname}${search}`;
  const match = useMemo(() => matchRoute(pathname, base), [pathname, base]);
  // An unknown path under a language (`/fr/nowhere`) still speaks that language.
  const routeLang = match.lang ?? match.segments[0];
  // Prerendered, the page already shows this route's screen: it stays while the guards run.
  const { prerendered, element } = useIsland();
  const [shown, setShown] = useState(prerendered ? url : undefined);
  const [shownPattern, setShownPattern] = useState(prerendered ? match.route.pattern : undefined);
  const screenModule = useScreenModule();
  // The screen the guards last let through; passing to another one moves focus (not the first load's).
  const passedPattern = useRef<string>(undefined);
  const focusNext = useRef(false);

  useEffect(() => setRouterBase(base), [base]);
  // A sign-in pressed: what its landing page needs downloads while the request is in flight.
  useEffect(
    () => $login.listen(({ submitting }) => submitting && preloadLanding(screens, base)),
    [screens, base],
  );
  useEffect(() => {
    // Links in every screen build on the site's base path, so it goes into the shared config.
    if (basePath !== undefined) configure({ basePath: normaliseBase(basePath) });
  }, [basePath]);

  useEffect(() => {
    if (match.route.auth && !settingsDone && !restoreSession()) return;
    // An invalid language resolves per spec section 9 (the country default on a non-empty path).
    const fallback = resolveLanguage({
      country: config.country,
      isMainSite: true,
      path: match.segments.join('/'),
      cookie: readLanguageCookie(),
      navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    });
    const decision = guardRoute(match, {
      languages: COUNTRIES[config.country].languages,
      lang: fallback || config.lang,
      session: () => checkSession(),
      currentUrl: url,
    });
    if (decision.kind === 'redirect') {
      redirect(decision.to);
      return;
    }
    if (isCountryLanguage(config.country, routeLang) && routeLang !== config.lang) {
      configure({ lang: routeLang });
      void setLanguage(routeLang as LanguageCode, config.country);
    }
    const returnUrl = new URLSearchParams(search).get(RETURN_PARAM);
    if (match.route.screen === 'login' && returnUrl) setRedirect(returnUrl);
    screenModule.load(match.route.pattern, screens[match.route.screen]?.load);
    if (passedPattern.current !== undefined && passedPattern.current !== match.route.pattern)
      focusNext.current = true;
    passedPattern.current = match.route.pattern;
    setShown(url);
    setShownPattern(match.route.pattern);
  }, [match, routeLang, url, search, settingsDone, config.country, config.lang, screens, screenModule.load]);

  const settled = shown === url;
  const live = screens[match.route.screen];
  const route = live ? match.route : notFoundRoute;
  useEffect(() => {
    if (!settled) return;
    settlePage();
    void trackPageView(url);
  }, [settled, url]);
  useEffect(() => {
    if (settled) document.title = pageTitle(route, t);
  }, [settled, route, t]);
  // After the title, focus goes to the new screen's heading once the navigation is shown.
  useEffect(() => {
    if (!settled || !focusNext.current || !element?.shadowRoot) return;
    focusNext.current = false;
    return focusScreenHeading(element.shadowRoot, deepActiveElement());
  }, [settled, element]);

  // The same route in another language keeps its screen (and what was typed) while it settles.
  if (!settled && shownPattern !== match.route.pattern)
    return (
      <p className="visually-hidden" role="status">
        {t('account.loading')}
      </p>
    );
  if (!live) return <NotFoundScreen homeHref={joinBase(match.basePath, config.lang)} />;
  if (screenModule.failed === match.route.pattern)
    return <RetryAlert message={t('account.screenFailed')} onRetry={screenModule.retry} />;
  return createElement(live.tag, { key: match.route.pattern, ...match.route.props });
}

import { preloadTexts } from '../i18n/index';
import { $config } from '../stores/config';
import { $urlRedirect } from '../stores/redirect';
import { joinBase, matchRoute } from './match';
import type { LiveScreens } from './routes';

/**
 * Fetches what the page a sign-in lands on needs while its request is in flight:
 * the screen's element and texts, so the member card is drawn without one more download after the
 * navigation (the account data's code is the sign-in's own to ask for: stores/login.ts).
 */
export function preloadLanding(screens: LiveScreens, basePath: string): void {
  const { lang, country, context } = $config.get();
  // In a frame or an app the sign-in does not navigate here: the host takes the token.
  if (context !== 'browser') return;
  const to = new URL($urlRedirect.get() ?? joinBase(basePath, lang), location.href);
  const screen = screens[matchRoute(to.pathname, basePath).route.screen];
  screen?.load().catch(() => undefined);
  preloadTexts(lang, country, screen?.texts);
}

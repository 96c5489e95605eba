import { deleteCookie, domainFor, readCookie, writeCookie } from '../platform/cookies';
import { $config } from '../stores/config';
import { sessionCookie } from '../stores/session-cookie-name';
import { $session } from '../stores/session-state';
import { $settings } from '../stores/settings-state';
import { showToast } from '../stores/toasts';

/**
 * Keeps the session cookie in step with `$session` (design.md section 6): name from the settings
 * (`cookies.jwt`, else the remembered one), value `{"jwt": token}`, Secure, SameSite=Lax (`None;
 * Partitioned` in an iframe), path /, domain `paramsUrls.sharedDomain` once the settings say it.
 * Deleted when the session ends, even one this page only read, so a 401 cannot bring it back on the
 * next page (no reload loop). Returns the stop function.
 */
export function watchSessionCookie(): () => void {
  let warned: string | undefined;
  const sync = (ended: boolean) => {
    const settings = $settings.get();
    const token = $session.get().token;
    const { name, domain } = sessionCookie();
    if (token) {
      const framed = $config.get().context === 'iframe';
      const value = JSON.stringify({ jwt: token });
      const shared = domainFor(domain, document);
      // Before the settings name the domain, the cookie the session came from stays as
      // it is; written again host-only it would be a second cookie of one name beside the shared one.
      if (!shared && readCookie(name) === value) return;
      const kept = writeCookie(name, value, { domain, sameSite: 'Lax', partitioned: framed });
      // One cookie: a host-only copy left by an older page (or written before the settings came) goes.
      if (kept && shared) deleteCookie(name, { partitioned: framed });
      // Too big for a cookie: said, rather than a silent sign-out at the next page.
      if (!kept && warned !== token) {
        warned = token;
        console.warn(`[cine-account] the session cookie ${name} is too big for the browser; not written`);
        showToast({ kind: 'error', title: 'Error.Title', message: 'Error.SessionNotKept' });
      }
    } else if (ended) {
      deleteCookie(name, { domain });
      if (domain) deleteCookie(name);
      // The member's favourite cinemas go with the session, whichever page wrote them.
      if (settings) deleteCookie(settings.cookies.favoriteCinemas, { domain });
    }
  };
  const stops = [
    $session.listen((session, previous) => sync(Boolean(previous?.token && !session.token))),
    $settings.listen(() => sync(false)),
  ];
  sync(false);
  return () => {
    for (const stop of stops) stop();
  };
}

import { deleteCookie, writeCookie } from '../platform/cookies';
import { $config } from '../stores/config';
import { sessionCookie } from '../stores/session-cookie-name';
import { $session } from '../stores/session-state';
import { $settings } from '../stores/settings-state';

/**
 * Keeps the session cookie in step with `$session` (design.md section 6): name from the settings
 * (`cookies.jwt`, else the remembered one), value `{"jwt": token}`, Secure, SameSite=Lax (`None;
 * Partitioned` in an iframe), path /, domain `paramsUrls.sharedDomain` once the settings say it.
 * Deleted when the session ends, even one this page only read, so a 401 cannot bring it back on the
 * next page (issue 13: no reload loop). Returns the stop function.
 */
export function watchSessionCookie(): () => void {
  const sync = (ended: boolean) => {
    const settings = $settings.get();
    const token = $session.get().token;
    const { name, domain } = sessionCookie();
    if (token) {
      const framed = $config.get().context === 'iframe';
      writeCookie(name, JSON.stringify({ jwt: token }), { domain, sameSite: 'Lax', partitioned: framed });
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

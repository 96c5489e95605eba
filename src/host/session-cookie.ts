import { deleteCookie, writeCookie } from '../platform/cookies';
import { $config } from '../stores/config';
import { $session } from '../stores/session-state';
import { $settings } from '../stores/settings-state';

/**
 * Keeps the session cookie in step with `$session` (design.md section 6): name
 * `settings.cookies.jwt`, value `{"jwt": token}`, Secure, SameSite=Lax (`None; Partitioned` in an
 * iframe), path /, domain `paramsUrls.sharedDomain`; deleted on logout. Returns the stop function.
 */
export function watchSessionCookie(): () => void {
  let written: { name: string; domain: string } | undefined;
  const sync = () => {
    const settings = $settings.get();
    const token = $session.get().token;
    if (!settings) return;
    const name = settings.cookies.jwt;
    const domain = settings.paramsUrls.sharedDomain;
    if (token) {
      const framed = $config.get().context === 'iframe';
      writeCookie(name, JSON.stringify({ jwt: token }), { domain, sameSite: 'Lax', partitioned: framed });
      written = { name, domain };
    } else if (written) {
      deleteCookie(written.name, { domain: written.domain });
      // The member's favourite cinemas go with the session, whichever page wrote them.
      deleteCookie(settings.cookies.favoriteCinemas, { domain });
      written = undefined;
    }
  };
  const stops = [$session.listen(sync), $settings.listen(sync)];
  sync();
  return () => {
    for (const stop of stops) stop();
  };
}

import { useT } from '../../i18n/use-t';
import { linkPath } from '../../platform/paths';
import { $config } from '../../stores/config';
import { AppLink } from '../../ui/app-link';
import { useStore } from '../../ui/use-store';

/** Forgotten password and signup: in-app routes of the account site, iframe variants in a frame, m/ routes in a webview. */
export function LoginLinks() {
  const { t } = useT();
  const config = useStore($config);
  return (
    <nav className="login__links" aria-label={t('login.linksLabel')} part="links">
      <p>
        <AppLink href={linkPath(config, 'forgottenPassword') ?? ''}>{t('login.forgottenPassword')}</AppLink>
      </p>
      <p>
        {t('login.noAccount')} <AppLink href={linkPath(config, 'signup') ?? ''}>{t('login.signup')}</AppLink>
      </p>
    </nav>
  );
}

import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t';
import { sectionPath } from '../../platform/paths';
import { $config } from '../../stores/config';
import { AppLink } from '../../ui/app-link';

/** Forgotten password and signup: in-app routes of the account site, iframe variants in a frame. */
export function LoginLinks() {
  const { t } = useT();
  const { basePath, lang, context } = useStore($config);
  const iframe = context === 'iframe';
  return (
    <nav className="login__links" aria-label={t('login.linksLabel')} part="links">
      <p>
        <AppLink href={sectionPath(basePath, lang, 'forgottenPassword', iframe)}>
          {t('login.forgottenPassword')}
        </AppLink>
      </p>
      <p>
        {t('login.noAccount')}{' '}
        <AppLink href={sectionPath(basePath, lang, 'signup', iframe)}>{t('login.signup')}</AppLink>
      </p>
    </nav>
  );
}

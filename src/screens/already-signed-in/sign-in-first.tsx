import { useT } from '../../i18n/use-t';
import { sectionPath } from '../../platform/paths';
import { $config } from '../../stores/config';
import { $session } from '../../stores/session-state';
import { AppLink } from '../../ui/app-link';
import { Heading } from '../../ui/heading';
import { Page } from '../../ui/layout';
import { useClientValue } from '../../ui/use-client-value';
import { useStore } from '../../ui/use-store';

/**
 * Whether a member is signed in: the signup and recovery screens then offer the way on instead.
 * Undefined in prerendered HTML and while it hydrates: no one is known yet, so member screens show
 * their loading frame, never "sign in first" to a member.
 */
export function useSignedIn(): boolean | undefined {
  const known = useClientValue(() => true, false);
  const signedIn = Boolean(useStore($session).token);
  return known ? signedIn : undefined;
}

/**
 * What a member element shows to a visitor who is not signed in (on a marketing page: the account
 * site's guard sends them to the login first): what it is for, and the way to sign in.
 */
export function SignInFirst() {
  const { t } = useT();
  const config = useStore($config);
  return (
    <Page narrow>
      <div className="sign-in-first" part="sign-in-first">
        <Heading level={1}>{t('SignInFirst.Title')}</Heading>
        <p>{t('SignInFirst.Message')}</p>
        <p className="actions">
          <AppLink className="button button--primary" href={sectionPath(config, 'login')}>
            {t('SignInFirst.SignIn')}
          </AppLink>
          <AppLink href={sectionPath(config, 'signup')}>{t('SignInFirst.SignUp')}</AppLink>
        </p>
      </div>
    </Page>
  );
}

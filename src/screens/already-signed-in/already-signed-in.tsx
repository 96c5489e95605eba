import { useT } from '../../i18n/use-t';
import { sectionPath } from '../../platform/paths';
import { $config } from '../../stores/config';
import { logout } from '../../stores/login-actions';
import { $loggingOut } from '../../stores/login-state';
import { $session } from '../../stores/session-state';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { Heading } from '../../ui/heading';
import { useIsland } from '../../ui/island-context';
import { Page } from '../../ui/layout';
import { useStore } from '../../ui/use-store';

export { useSignedIn } from './sign-in-first';

/**
 * Shown in place of the signup or forgotten-password form to a signed-in member:
 * a way to the account and a way to sign out, never a second account or a reset of the open one.
 */
export function AlreadySignedIn() {
  const { t } = useT();
  const { id } = useIsland();
  const config = useStore($config);
  const { user } = useStore($session);
  const busy = useStore($loggingOut);
  return (
    <Page narrow>
      <div className="already-signed-in" part="already-signed-in">
        <Heading level={1}>{t('AlreadySignedIn.Title')}</Heading>
        <p>{t('AlreadySignedIn.Message', { email: user?.email ?? '' })}</p>
        <p className="actions">
          <AppLink className="button button--primary" href={sectionPath(config, 'dashboard')}>
            {t('AlreadySignedIn.Dashboard')}
          </AppLink>
          <Button variant="secondary" busy={busy} onClick={() => void logout(id)}>
            {t('AlreadySignedIn.SignOut')}
          </Button>
        </p>
      </div>
    </Page>
  );
}

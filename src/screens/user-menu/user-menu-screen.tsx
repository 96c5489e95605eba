import { useT } from '../../i18n/use-t';
import { sectionPath } from '../../platform/paths';
import { $client } from '../../stores/client';
import { $config } from '../../stores/config';
import { $session } from '../../stores/session-state';
import { AppLink } from '../../ui/app-link';
import { useStore } from '../../ui/use-store';
import { OffersLink } from './offers-link';
import { UserMenuDisclosure } from './user-menu-disclosure';

/**
 * The header chip (ours, design.md section 3): the signed-in member's initials and first name with
 * a menu of account links and logout; a "Sign in" link when signed out; the offers link where the
 * settings switch the offers menu on.
 */
export function UserMenuScreen() {
  const { t } = useT();
  const { user } = useStore($session);
  const { client } = useStore($client);
  const config = useStore($config);
  // accounts/me is the better source once loaded; the token's claims fill in before that.
  const firstName = client?.firstName || user?.givenName || '';
  return (
    <div className="user-menu__bar">
      <OffersLink className="user-menu__offers" />
      {user ? (
        <UserMenuDisclosure initials={user.initials} firstName={firstName} />
      ) : (
        <AppLink className="user-menu__sign-in" part="sign-in" href={sectionPath(config, 'login')}>
          {t('userMenu.signIn')}
        </AppLink>
      )}
    </div>
  );
}

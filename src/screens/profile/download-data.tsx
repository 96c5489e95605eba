import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t';
import { $myData, downloadMyData } from '../../stores/my-data';
import { Button } from '../../ui/button';
import { useIsland } from '../../ui/island-context';
import { ProfileSection } from './profile-section';

/** One button that downloads everything the account holds as a JSON file (data portability). */
export function DownloadData() {
  const { t } = useT();
  const { id } = useIsland();
  const { preparing, error } = useStore($myData);
  return (
    <ProfileSection id="my-data" title={t('profile.data.title')} intro={t('profile.data.intro')}>
      {error && !preparing && (
        <p className="profile__error" role="alert">
          {t('profile.data.error')}
        </p>
      )}
      <Button
        busy={preparing}
        busyLabel={t('profile.data.preparing')}
        onClick={() => void downloadMyData(id)}
      >
        {t('profile.data.download')}
      </Button>
    </ProfileSection>
  );
}

import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t';
import { $myData } from '../../stores/my-data-state';
import { Button } from '../../ui/button';
import { useIsland } from '../../ui/island-context';
import { ProfileSection } from './profile-section';

// Used rarely: the calls that gather the data download with the first click.
const loadAndDownload = (origin: string) =>
  import('../../stores/my-data').then(({ downloadMyData }) => downloadMyData(origin));

/** One button that downloads everything the account holds as a JSON file (data portability). */
export function DownloadData() {
  const { t } = useT();
  const { id } = useIsland();
  const { preparing, error } = useStore($myData);
  return (
    <ProfileSection id="my-data" title={t('profile.data.title')} intro={t('profile.data.intro')}>
      {error && !preparing && (
        <p className="field__error" role="alert">
          {t('profile.data.error')}
        </p>
      )}
      <Button
        busy={preparing}
        busyLabel={t('profile.data.preparing')}
        onClick={() => void loadAndDownload(id)}
      >
        {t('profile.data.download')}
      </Button>
    </ProfileSection>
  );
}

import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { clearProfileErrors } from '../../stores/profile';
import { Button } from '../../ui/button';
import { DeleteStep } from './delete-step';
import { ProfileSection } from './profile-section';

/** Account deletion: what it means, then a confirmation step in a modal dialog. */
export function DeleteAccount() {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const close = () => {
    clearProfileErrors();
    setAsking(false);
  };
  return (
    <ProfileSection id="delete-account" title={t('profile.delete.title')} intro={t('profile.delete.intro')}>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('profile.delete.start')}
      </Button>
      {asking && <DeleteStep onCancel={close} onDeleted={() => setAsking(false)} />}
    </ProfileSection>
  );
}

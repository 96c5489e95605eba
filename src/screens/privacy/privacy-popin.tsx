import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { readStored, writeStored } from '../../platform/storage';
import { $settings } from '../../stores/settings-state';
import { NewTabLink } from '../../ui/new-tab-link';
import { NoticeDialog } from '../../ui/notice-dialog';
import { useStore } from '../../ui/use-store';

// Closed once, it stays closed for the visit, on the signup and the dashboard alike.
const PRIVACY_SEEN = 'cine-privacy-popin-closed';

/**
 * The privacy pop-in of spec section 3, when the feature `displayMyPrivacy` asks for it: shown once
 * per visit, an accessible modal dialog the customer closes (Escape or the button); opening while
 * the customer is in a field, it shows after the form without taking focus. A door screen hands
 * its own `notice` (a note in the flow: nothing over the member's code).
 */
export function PrivacyPopin({ notice: Notice = NoticeDialog }: { notice?: typeof NoticeDialog }) {
  const { t } = useT();
  const settings = useStore($settings);
  const [closed, setClosed] = useState(() => readStored(PRIVACY_SEEN) === '1');
  if (closed || !settings?.features.displayMyPrivacy) return null;
  const close = () => {
    writeStored(PRIVACY_SEEN, '1');
    setClosed(true);
  };
  return (
    <Notice title={t('Privacy.title')} closeLabel={t('Privacy.close')} onClose={close}>
      <p>{t('Privacy.text')}</p>
      {settings.legal && (
        <p>
          <NewTabLink href={settings.legal.privacyUrl}>{t('Privacy.read')}</NewTabLink>
        </p>
      )}
    </Notice>
  );
}

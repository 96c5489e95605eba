import { useT } from '../../i18n/use-t';
import { sectionPath } from '../../platform/paths';
import type { Client } from '../../stores/client';
import { $config } from '../../stores/config';
import { hideLoyaltyPopin } from '../../stores/loyalty-popin';
import { AppLink } from '../../ui/app-link';
import { NoticeNote } from '../../ui/notice-note';
import { useStore } from '../../ui/use-store';

/**
 * The loyalty pop-in (spec section 3): shown while the client asks for it; closing it is saved. The
 * dashboard shows the member card's code, so it is a note in the flow below it, never over it.
 */
export function LoyaltyPopin({ client }: { client: Client }) {
  const { t } = useT();
  const config = useStore($config);
  if (!client.isLoyaltyPopinDisplayed) return null;
  return (
    <NoticeNote
      title={t('dashboard.loyaltyPopin.title')}
      closeLabel={t('dashboard.loyaltyPopin.close')}
      onClose={() => void hideLoyaltyPopin()}
    >
      <p>{t('dashboard.loyaltyPopin.text')}</p>
      <p>
        <AppLink href={sectionPath(config, 'loyalty')} onClick={() => void hideLoyaltyPopin()}>
          {t('dashboard.loyaltyPopin.more')}
        </AppLink>
      </p>
    </NoticeNote>
  );
}

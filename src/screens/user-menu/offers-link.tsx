import { useT } from '../../i18n/use-t';
import { $config } from '../../stores/config';
import { $settings } from '../../stores/settings-state';
import { useStore } from '../../ui/use-store';

/** The catalogue's offers, where the settings switch the offers menu on (`offers.menuDisplayed`). */
export function OffersLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const { t } = useT();
  const settings = useStore($settings);
  const { lang } = useStore($config);
  if (!settings?.features.offers.menuDisplayed) return null;
  const href = `${settings.paramsUrls.catalogueUrl.replace(/\/+$/, '')}/${lang}/offers/current`;
  return (
    <a className={className} part="offers" href={href} onClick={onClick}>
      {t('userMenu.offers')}
    </a>
  );
}

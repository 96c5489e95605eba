import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t';
import { storePlatform } from '../../platform/app-store';
import { $appBannerShown, closeAppBanner } from '../../stores/app-banner';

const DEFAULT_STORES = {
  ios: 'https://apps.apple.com/app/apple-store/id375380948',
  android: 'https://play.google.com/store/apps',
};

type Props = { appStoreUrl?: string; playStoreUrl?: string };

/** The call to download the app: the store of this device (both elsewhere), and a way to close it. */
export function AppBannerScreen({ appStoreUrl, playStoreUrl }: Props) {
  const { t } = useT();
  const shown = useStore($appBannerShown);
  if (!shown) return null;
  const platform = storePlatform(navigator.userAgent);
  const stores = [
    { key: 'ios', href: appStoreUrl || DEFAULT_STORES.ios, label: t('appBanner.appStore') },
    { key: 'android', href: playStoreUrl || DEFAULT_STORES.android, label: t('appBanner.playStore') },
  ].filter((store) => platform === 'other' || store.key === platform);
  return (
    <aside className="app-banner" part="app-banner" aria-label={t('appBanner.label')}>
      <p className="app-banner__text">
        <strong>{t('appBanner.title')}</strong> {t('appBanner.text')}
      </p>
      <ul className="app-banner__stores">
        {stores.map((store) => (
          <li key={store.key}>
            <a className="app-banner__store" part="store-link" href={store.href} rel="noopener">
              {store.label}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="app-banner__close" part="close" onClick={closeAppBanner}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('appBanner.close')}</span>
      </button>
    </aside>
  );
}

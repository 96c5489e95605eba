import { useLayoutEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { storePlatform } from '../../platform/app-store';
import { reserveScrollBottom } from '../../platform/scroll-padding';
import { $appBannerShown, closeAppBanner } from '../../stores/app-banner';
import { useClientValue } from '../../ui/use-client-value';
import { useStore } from '../../ui/use-store';

const DEFAULT_STORES = {
  ios: 'https://apps.apple.com/app/apple-store/id375380948',
  android: 'https://play.google.com/store/apps',
};

type Props = { appStoreUrl?: string; playStoreUrl?: string };

/** The call to download the app: the store of this device (both elsewhere), and a way to close it. */
export function AppBannerScreen({ appStoreUrl, playStoreUrl }: Props) {
  const { t } = useT();
  const shown = useStore($appBannerShown);
  const platform = useClientValue(() => storePlatform(navigator.userAgent), 'other');
  const bar = useRef<HTMLElement>(null);
  // The banner lies over the page's foot: focus and scrolling keep what it covers above it.
  useLayoutEffect(() => (shown && bar.current ? reserveScrollBottom(bar.current) : undefined), [shown]);
  if (!shown) return null;
  const stores = [
    { key: 'ios', href: appStoreUrl || DEFAULT_STORES.ios, label: t('appBanner.appStore') },
    { key: 'android', href: playStoreUrl || DEFAULT_STORES.android, label: t('appBanner.playStore') },
  ].filter((store) => platform === 'other' || store.key === platform);
  return (
    <aside ref={bar} className="app-banner" part="app-banner" aria-label={t('appBanner.label')}>
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

import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';
import { storePlatform } from '../../platform/app-store';
import { reserveScrollBottom } from '../../platform/scroll-padding';
import { $appBannerShown, closeAppBanner } from '../../stores/app-banner';
import { useIsland } from '../../ui/island-context';
import { useClientValue } from '../../ui/use-client-value';

const DEFAULT_STORES = {
  ios: 'https://apps.apple.com/app/apple-store/id375380948',
  android: 'https://play.google.com/store/apps',
};

type Props = { appStoreUrl?: string; playStoreUrl?: string };

const listen = (changed: () => void) => $appBannerShown.listen(changed);

/**
 * Whether the band shows: as the page's HTML has it while it hydrates (the route may have moved on
 * since it was prerendered) and until the settings say, then as the store says.
 */
function useShown(): boolean {
  const { element, prerendered } = useIsland();
  // In the page, its HTML says whether the band was painted; on the server, it is painted wherever
  // it may show (the settings decide at the site's server, site/server/app-banner.ts).
  const [painted] = useState(() =>
    element
      ? Boolean(element.shadowRoot?.querySelector('.app-banner'))
      : ($appBannerShown.get() ?? Boolean(prerendered)),
  );
  return useSyncExternalStore(
    listen,
    () => $appBannerShown.get() ?? painted,
    () => painted,
  );
}

/** The call to download the app: the store of this device (both elsewhere), and a way to close it. */
export function AppBannerScreen({ appStoreUrl, playStoreUrl }: Props) {
  const { t } = useT();
  const shown = useShown();
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
      {/* Two short blocks, not one long one: painted with the form, neither outgrows the form's words. */}
      <div className="app-banner__text">
        <p className="app-banner__title">{t('appBanner.title')}</p>
        <p className="app-banner__body">{t('appBanner.text')}</p>
      </div>
      <ul className="app-banner__stores">
        {stores.map((store) => (
          <li key={store.key} className={`app-banner__${store.key}`}>
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

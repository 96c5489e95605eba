import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocation } from '../../platform/navigation';
import { $appBannerClosed } from '../../stores/app-banner';
import { $settings } from '../../stores/settings';
import { settingsFixture } from '../../stores/test-fixtures';
import { type Island, IslandContext } from '../../ui/island-context';
import { AppBannerScreen } from './app-banner-screen';

const island = (element: HTMLElement | null): Island => ({
  id: 'banner',
  prefix: 'cine-app-banner',
  element,
  prerendered: true,
});
const inIsland = (value: Island) => (
  <IslandContext value={value}>
    <AppBannerScreen />
  </IslandContext>
);
/** A host whose shadow root holds what its HTML painted. */
function host(painted: boolean): HTMLElement {
  const element = document.createElement('cine-app-banner');
  element.attachShadow({ mode: 'open' }).innerHTML = painted ? '<aside class="app-banner"></aside>' : '';
  return element;
}
const withCta = (downloadAppCtaEnabled: boolean) =>
  $settings.set({
    ...settingsFixture,
    features: { ...settingsFixture.features, mobileApp: { walletEnabled: false, downloadAppCtaEnabled } },
  });

afterEach(() => {
  $settings.set(undefined);
  $appBannerClosed.set(false);
  setLocation('/fr/login');
});

describe('AppBannerScreen', () => {
  it('is prerendered wherever it may show, before any settings, and never on a door screen', () => {
    setLocation('/fr/login');
    expect(renderToString(inIsland(island(null)))).toContain('class="app-banner"');
    setLocation('/fr/e-tickets');
    expect(renderToString(inIsland(island(null)))).not.toContain('app-banner');
  });

  it('keeps what the HTML painted until the settings say, then follows them', () => {
    render(inIsland(island(host(true))));
    expect(screen.getByRole('complementary')).toBeTruthy();
    act(() => withCta(false));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows late only where the HTML had no band and the settings switch it on', () => {
    render(inIsland(island(host(false))));
    expect(screen.queryByRole('complementary')).toBeNull();
    act(() => withCta(true));
    expect(screen.getByRole('complementary')).toBeTruthy();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../../src/elements/cine-app-banner';
import { $appBannerClosed } from '../../src/stores/app-banner';
import { configure } from '../../src/stores/config';
import { $settings } from '../../src/stores/settings-state';
import { settingsFixture } from '../../src/stores/test-fixtures';
import { elementMeta } from '../element-meta';
import { shadowRootOf } from '../password/shadow';

const state =
  ({ context = 'browser', enabled = true }: { context?: 'browser' | 'webview'; enabled?: boolean } = {}) =>
  () => {
    const { features } = settingsFixture;
    $settings.set({
      ...settingsFixture,
      features: { ...features, mobileApp: { ...features.mobileApp, downloadAppCtaEnabled: enabled } },
    });
    configure({ context });
    $appBannerClosed.set(false);
  };

// `<cine-app-banner>`: shown by default, hidden where the settings switch it off, in the webview or once closed.
const meta = {
  title: 'Elements/cine-app-banner',
  ...elementMeta('cine-app-banner'),
  beforeEach: state(),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
export const OwnStoreLinks: Story = {
  args: {
    'app-store-url': 'https://apps.apple.com/app/id000',
    'play-store-url': 'https://play.google.com/store',
  },
};
export const SwitchedOffBySettings: Story = { beforeEach: state({ enabled: false }) };
export const InTheAppWebview: Story = {
  args: { context: 'webview' },
  beforeEach: state({ context: 'webview' }),
};

/** Closing it is kept on the device: the banner goes and stays gone. */
export const ClosedForGood: Story = {
  play: async ({ canvasElement }) => {
    const { root, screen: banner } = await shadowRootOf(canvasElement, 'cine-app-banner', 'aside');
    await userEvent.click(banner.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(root.querySelector('aside')).toBeNull());
    await expect($appBannerClosed.get()).toBe(true);
  },
};

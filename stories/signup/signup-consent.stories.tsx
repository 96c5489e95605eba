import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Settings } from '../../src/api/contract/settings';
import { PrivacyPopin } from '../../src/screens/privacy/privacy-popin';
import { SignupConsent } from '../../src/screens/signup/signup-consent';
import { $settings } from '../../src/stores/settings-state';
import { settingsFixture } from '../../src/stores/test-fixtures';

const withPrivacy: Settings = {
  ...settingsFixture,
  features: { ...settingsFixture.features, displayMyPrivacy: true },
  legal: { termsUrl: '/legal.html?doc=terms', privacyUrl: '/legal.html?doc=privacy' },
};

/** Signup's consent line and the privacy pop-in of the settings. */
const meta = {
  title: 'Screens/signup consent',
  render: () => <SignupConsent />,
  beforeEach: () => {
    $settings.set(withPrivacy);
    sessionStorage.removeItem('cine-privacy-popin-closed');
    return () => $settings.set(undefined);
  },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** The terms of use and privacy policy, each opening in a new tab. */
export const ConsentLine: Story = {};

/** The privacy pop-in: a modal dialog the customer closes. */
export const PrivacyDialog: Story = { render: () => <PrivacyPopin /> };

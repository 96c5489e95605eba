import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-login';
import { ApiError } from '../../src/api/api-error';
import { configure } from '../../src/stores/config';
import { $login } from '../../src/stores/login-state';
import { $settingsError } from '../../src/stores/settings-state';
import { showToast } from '../../src/stores/toasts';

/** `<cine-login>` in each state of spec section 4 "Login"; stories set the plain stores directly. */
const meta = {
  title: 'Elements/cine-login',
  render: () => <cine-login />,
  beforeEach: () => {
    configure({ context: 'browser' });
    $login.set({ submitting: false, viaIframe: false });
  },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Submitting: Story = {
  beforeEach: () => {
    $login.set({ submitting: true, viaIframe: false });
  },
};

export const WrongCredentials: Story = {
  beforeEach: () => {
    $login.set({ submitting: false, viaIframe: false, error: { status: 401, code: 'EC-120' } });
  },
};

export const ServerError: Story = {
  beforeEach: () => {
    $login.set({ submitting: false, viaIframe: false, error: { status: 500, code: 'EC-500' } });
    showToast({ kind: 'error', title: 'Error.Title', message: 'Error.API.OccuredError' });
  },
};

export const Iframe: Story = {
  beforeEach: () => {
    configure({ context: 'iframe' });
  },
};

/** The settings did not load (a 500, a timeout, an api-base that does not answer): said, with a retry. */
export const SettingsUnavailable: Story = {
  beforeEach: () => {
    $settingsError.set(new ApiError('EC-500', { status: 500 }));
    return () => $settingsError.set(undefined);
  },
};

/** A `lang` attribute the element cannot use: said inside it, the form still works. */
export const WrongLanguageAttribute: Story = {
  render: () => <cine-login lang="xx" />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-profile';
import { $client } from '../../src/stores/client';
import { $myData } from '../../src/stores/my-data';
import { $profile } from '../../src/stores/profile';
import { $session } from '../../src/stores/session-state';
import { $settings } from '../../src/stores/settings-state';
import { clientFixture, makeJwt, settingsFixture } from '../../src/stores/test-fixtures';

const lea = {
  ...clientFixture,
  dateOfBirth: '1991-04-12',
  zipCode: '1003',
  city: 'Lausanne',
  gender: 'female',
  favoriteLanguage: 'FR',
  newsletters: [
    { id: 'weekly-programme', label: 'This week’s programme', subscribed: true },
    { id: 'offers', label: 'Offers and competitions', subscribed: false },
  ],
  sendNewsletter: true,
  notifications: { email: true, sms: false, push: true },
};
type Mode = 'full' | 'user-infos' | 'update-password';
const idle = { saving: false, savingPassword: false, savingNotifications: false, deleting: false };

const signedIn =
  (profile: Partial<typeof idle> & Record<string, unknown> = {}) =>
  () => {
    $settings.set(settingsFixture);
    $session.set({ token: makeJwt() });
    $client.set({ client: lea, loading: false });
    $profile.set({ ...idle, ...profile });
    $myData.set({ preparing: false });
  };

/** `<cine-profile>` in its three modes and states; stores are set directly so nothing is fetched. */
const meta = {
  title: 'Elements/cine-profile',
  args: { mode: 'full' },
  render: ({ mode }: { mode: Mode }) => <cine-profile mode={mode} />,
} satisfies Meta<{ mode: Mode }>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: () => {
    $session.set({ token: makeJwt() });
    $client.set({ loading: true });
  },
};
export const LoadFailed: Story = {
  beforeEach: () => {
    $session.set({ token: makeJwt() });
    $client.set({ loading: false, error: 'EC-500' });
  },
};
export const Full: Story = { beforeEach: signedIn() };
export const UserInfos: Story = { args: { mode: 'user-infos' }, beforeEach: signedIn() };
export const UpdatePassword: Story = { args: { mode: 'update-password' }, beforeEach: signedIn() };
export const Saving: Story = { args: { mode: 'user-infos' }, beforeEach: signedIn({ saving: true }) };
export const PasswordRefused: Story = {
  args: { mode: 'update-password' },
  beforeEach: signedIn({ passwordError: 'Profile.Password.ChangePasswordError' }),
};
export const DownloadFailed: Story = {
  beforeEach: () => {
    signedIn()();
    $myData.set({ preparing: false, error: 'EC-500' });
  },
};
export const SignedOut: Story = {
  beforeEach: () => {
    $session.set({});
    $client.set({ loading: false });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-profile';
import { $cinemas } from '../../src/stores/cinemas';
import { $client } from '../../src/stores/client';
import { $myData } from '../../src/stores/my-data-state';
import { $profile } from '../../src/stores/profile';
import { $session } from '../../src/stores/session-state';
import { $settings } from '../../src/stores/settings-state';
import { clientFixture, makeJwt, settingsFixture } from '../../src/stores/test-fixtures';
import { elementMeta } from '../element-meta';

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
const lausanne = { id: 'ch-lausanne-flon', name: 'Cine Lausanne Flon', city: 'Lausanne' };
const geneve = { id: 'ch-geneve-balexert', name: 'Cine Genève Balexert', city: 'Genève' };
const idle = { saving: false, savingPassword: false, savingNotifications: false, deleting: false };

const signedIn =
  (profile: Partial<typeof idle> & Record<string, unknown> = {}) =>
  () => {
    $settings.set(settingsFixture);
    $session.set({ token: makeJwt() });
    $client.set({ client: lea, loading: false });
    $profile.set({ ...idle, ...profile });
    $myData.set({ preparing: false });
    $cinemas.set({
      cinemas: [lausanne, geneve, { id: 'ch-bern-westside', name: 'Cine Bern Westside', city: 'Bern' }],
      favoriteCinemas: [lausanne, geneve],
      isLoadingFavoritesCinemas: false,
      loadingCinemas: false,
    });
  };

// `<cine-profile>` in its three modes and states; stores are set directly so nothing is fetched.
const meta = {
  title: 'Elements/cine-profile',
  ...elementMeta('cine-profile', { mode: 'full' }),
} satisfies Meta;
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
export const NoFavouriteCinema: Story = {
  beforeEach: () => {
    signedIn()();
    $cinemas.setKey('favoriteCinemas', []);
  },
};
export const CinemasFailed: Story = {
  beforeEach: () => {
    signedIn()();
    $cinemas.set({
      favoriteCinemas: null,
      isLoadingFavoritesCinemas: false,
      loadingCinemas: false,
      favoritesError: 'EC-500',
    });
  },
};
export const CinemaPickerOpen: Story = {
  beforeEach: signedIn(),
  play: async ({ canvasElement }) => {
    const input = await shadowQuery<HTMLInputElement>(canvasElement, 'input[role="combobox"]');
    input.focus();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  },
};
export const DeleteStep: Story = {
  beforeEach: signedIn({ deleteError: { text: 'The password is incorrect. Your account was not deleted.' } }),
  play: async ({ canvasElement }) => {
    const button = await shadowQuery<HTMLButtonElement>(canvasElement, '#delete-account button');
    button.click();
  },
};

// Waits for the element's shadow tree to hold `selector`.
async function shadowQuery<E extends Element>(canvas: HTMLElement, selector: string): Promise<E> {
  for (let tries = 0; tries < 400; tries += 1) {
    const found = canvas.querySelector('cine-profile')?.shadowRoot?.querySelector<E>(selector);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${selector} never appeared`);
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import '../../src/elements/cine-login';
import { ApiError } from '../../src/api/api-error';
import { configure } from '../../src/stores/config';
import { $login } from '../../src/stores/login-state';
import { $settings, $settingsError } from '../../src/stores/settings-state';
import { clientFixture, makeJwt, settingsFixture } from '../../src/stores/test-fixtures';
import { showToast } from '../../src/stores/toasts';
import { elementMeta } from '../element-meta';
import { type FakeCall, fakeApi } from '../fake-api';
import { shadowOf } from '../password/shadow';

// `<cine-login>` in each state of spec section 4 "Login"; stories set the plain stores directly.
const meta = {
  title: 'Elements/cine-login',
  ...elementMeta('cine-login'),
  beforeEach: () => {
    configure({ context: 'browser', lang: 'en' });
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

export const Iframe: Story = { args: { context: 'iframe' } };

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

/** Fills the form as Ada with `password`, ticks the human check and submits; the form to query in. */
async function signInWith(canvasElement: HTMLElement, password: string) {
  const form = await shadowOf(canvasElement, 'cine-login');
  fireEvent.input(form.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
  fireEvent.input(form.getByLabelText('Password', { selector: 'input' }), { target: { value: password } });
  await userEvent.click(form.getByRole('checkbox'));
  await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
  return form;
}

/** The main flow, against a fake API: the member signs in, the page hears `cine-logged-in` once. */
const signInCalls: FakeCall[] = [];
export const SignsIn: Story = {
  beforeEach: () => {
    $settings.set(settingsFixture);
    signInCalls.length = 0;
    return fakeApi(
      { 'POST login': { body: { token: makeJwt() } }, 'accounts/me': { body: clientFixture } },
      signInCalls,
    );
  },
  play: async ({ canvasElement }) => {
    const heard: string[] = [];
    const listen = (event: Event) => heard.push(event.type);
    // The story stays put: the element's navigation after sign-in is cancelled, as a host SPA does.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('cine-logged-in', listen);
    document.addEventListener('cine-navigate', stay);
    try {
      await signInWith(canvasElement, 'Popcorn-2026');
      await waitFor(() => expect(heard).toEqual(['cine-logged-in']));
      const login = signInCalls.find((call) => call.path === 'login');
      await expect(login?.body).toMatchObject({ login: 'ada@example.com', password: 'Popcorn-2026' });
    } finally {
      document.removeEventListener('cine-logged-in', listen);
      document.removeEventListener('cine-navigate', stay);
    }
  },
};

/** Wrong credentials: the API answers 401, the form says so and keeps the e-mail. */
export const WrongPasswordFlow: Story = {
  beforeEach: () => {
    $settings.set(settingsFixture);
    return fakeApi({ 'POST login': { status: 401, body: { errorCode: 'EC-120' } } });
  },
  play: async ({ canvasElement }) => {
    const form = await signInWith(canvasElement, 'wrong-password');
    await expect(await form.findByText('Wrong e-mail address or password')).toBeVisible();
    await expect(form.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
  },
};

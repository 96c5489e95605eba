import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import '../../src/elements/cine-forgotten-password';
import { configure } from '../../src/stores/config';
import { $forgottenPassword } from '../../src/stores/password-recovery';
import { clearSession, setToken } from '../../src/stores/session-state';
import { $settings } from '../../src/stores/settings-state';
import { makeJwt, settingsFixture } from '../../src/stores/test-fixtures';
import { elementMeta } from '../element-meta';
import { type FakeCall, fakeApi } from '../fake-api';
import { shadowOf } from './shadow';

// `<cine-forgotten-password>` in each state; stories set the plain store directly and never call the API.
const meta = {
  title: 'Elements/cine-forgotten-password',
  ...elementMeta('cine-forgotten-password'),
  beforeEach: () => {
    configure({ context: 'browser', lang: 'en' });
    $forgottenPassword.set({ submitting: false, sent: false });
  },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Submitting: Story = {
  beforeEach: () => {
    $forgottenPassword.set({ submitting: true, sent: false });
  },
};

export const Sent: Story = {
  beforeEach: () => {
    $forgottenPassword.set({ submitting: false, sent: true });
  },
};

export const ServerError: Story = {
  beforeEach: () => {
    $forgottenPassword.set({
      submitting: false,
      sent: false,
      error: { status: 500, code: 'EC-500', messageKey: 'Error.API.EC-500' },
    });
  },
};

/** Submitting an empty form: the error summary links to the e-mail field and the captcha. */
export const MissingEmail: Story = {
  play: async ({ canvasElement }) => {
    const form = await shadowOf(canvasElement, 'cine-forgotten-password');
    await userEvent.click(form.getByRole('button', { name: 'Send the link' }));
    await expect(await form.findByRole('link', { name: 'Enter your e-mail address' })).toBeVisible();
  },
};

export const Iframe: Story = { args: { context: 'iframe' } };

/** A signed-in member is offered the account and a sign-out instead of the form (signup shows the same). */
export const AlreadySignedIn: Story = {
  beforeEach: () => {
    setToken(makeJwt());
    return () => clearSession();
  },
};

/** The main flow, against a fake API: one request with the e-mail, then the "check your inbox" state. */
const askCalls: FakeCall[] = [];
export const SendsTheLink: Story = {
  beforeEach: () => {
    $settings.set(settingsFixture);
    askCalls.length = 0;
    return fakeApi({ 'POST forgotten-password': { body: { success: true } } }, askCalls);
  },
  play: async ({ canvasElement }) => {
    const form = await shadowOf(canvasElement, 'cine-forgotten-password');
    fireEvent.input(form.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    await userEvent.click(form.getByRole('checkbox'));
    await userEvent.click(form.getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(
        canvasElement.querySelector('cine-forgotten-password')?.shadowRoot?.querySelector('[part~="sent"]'),
      ).not.toBeNull(),
    );
    await expect(askCalls.filter((call) => call.path === 'forgotten-password')).toHaveLength(1);
    await expect(askCalls.find((call) => call.path === 'forgotten-password')?.body).toMatchObject({
      email: 'ada@example.com',
    });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent } from 'storybook/test';
import '../../src/elements/cine-reset-password';
import { configure } from '../../src/stores/config';
import { $resetPassword } from '../../src/stores/password-recovery';
import { elementMeta } from '../element-meta';
import { shadowOf } from './shadow';

const TAG = 'cine-reset-password';

// `<cine-reset-password>` in each state; stories set the plain store directly and never call the API.
const meta = {
  title: 'Elements/cine-reset-password',
  ...elementMeta('cine-reset-password', { token: 'story-token' }),
  beforeEach: () => {
    configure({ context: 'browser', lang: 'en' });
    $resetPassword.set({ submitting: false, done: false });
  },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** Typing ticks the rules as they are met: here length and lower case, not yet upper case and digit. */
export const RulesPartlyMet: Story = {
  play: async ({ canvasElement }) => {
    const form = await shadowOf(canvasElement, TAG);
    fireEvent.input(form.getByLabelText('New password'), { target: { value: 'popcornday' } });
    await expect(form.getByText('at least 8 characters').closest('li')).toHaveAttribute('data-met', 'true');
    await expect(form.getByText('a digit').closest('li')).toHaveAttribute('data-met', 'false');
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const form = await shadowOf(canvasElement, TAG);
    fireEvent.input(form.getByLabelText('New password'), { target: { value: 'Popcorn-2026' } });
    fireEvent.input(form.getByLabelText('Confirm the new password'), { target: { value: 'Popcorn-2027' } });
    await userEvent.click(form.getByRole('checkbox'));
    await userEvent.click(form.getByRole('button', { name: 'Save the new password' }));
    await expect(await form.findByRole('link', { name: 'The two passwords are not the same' })).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach: () => {
    $resetPassword.set({ submitting: true, done: false });
  },
};

export const Done: Story = {
  beforeEach: () => {
    $resetPassword.set({ submitting: false, done: true });
  },
};

export const ExpiredToken: Story = {
  beforeEach: () => {
    $resetPassword.set({
      submitting: false,
      done: false,
      error: { status: 400, code: 'EC-130', messageKey: 'Error.API.EC-130' },
    });
  },
};

export const ServerError: Story = {
  beforeEach: () => {
    $resetPassword.set({
      submitting: false,
      done: false,
      error: { status: 500, code: 'EC-500', messageKey: 'Error.API.EC-500' },
    });
  },
};

export const MissingToken: Story = {
  render: () => <cine-reset-password />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../src/ui/button';
import { LinkButton } from '../../src/ui/link-button';
import { Spinner } from '../../src/ui/spinner';
import { shadowCanvas } from './shadow';

const meta = { title: 'UI/Button', component: Button } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { children: 'Sign in' } };
export const Secondary: Story = { args: { children: 'Cancel', variant: 'secondary' } };
export const Danger: Story = { args: { children: 'Delete my account', variant: 'danger' } };

export const Busy: Story = {
  args: { children: 'Sign in', busy: true, busyLabel: 'Signing in…' },
  play: async ({ canvasElement }) => {
    const canvas = await shadowCanvas(canvasElement);
    const button = canvas.getByRole('button', { name: /Sign in/ });
    await expect(button.getAttribute('aria-busy')).toBe('true');
    await expect(canvas.getByText('Signing in…')).toBeTruthy();
  },
};

export const LinksAndSpinner: Story = {
  args: { children: '' },
  render: () => (
    <p>
      <LinkButton href="#signup">Create an account</LinkButton> · <LinkButton>Resend the code</LinkButton> ·{' '}
      <Spinner label="Loading" />
    </p>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from '../../src/ui/checkbox';
import { Field } from '../../src/ui/field';
import { PasswordField } from '../../src/ui/password-field';
import { Select } from '../../src/ui/select';
import { shadowCanvas } from './shadow';

const meta = { title: 'UI/Field', component: Field } satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { id: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' } };

export const WithHintAndError: Story = {
  args: {
    id: 'zip',
    label: 'Zip code',
    hint: 'Four digits, for example 1201',
    error: 'Enter a valid zip code',
    defaultValue: '12',
    autoComplete: 'postal-code',
  },
};

export const Password: Story = {
  args: { id: 'password', label: 'Password' },
  render: () => <PasswordField id="password" label="Password" autoComplete="current-password" />,
  play: async ({ canvasElement }) => {
    const canvas = await shadowCanvas(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await expect((canvas.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
  },
};

export const CheckboxAndSelect: Story = {
  args: { id: 'news', label: 'Newsletter' },
  render: () => (
    <>
      <Checkbox id="news" label="Send me the weekly newsletter" hint="You can stop at any time" />
      <Select
        id="cinema"
        label="Favourite cinema"
        placeholder="Choose a cinema"
        options={[
          { value: 'balexert', label: 'Balexert' },
          { value: 'flon', label: 'Flon' },
        ]}
        error="Choose a cinema"
      />
    </>
  ),
};

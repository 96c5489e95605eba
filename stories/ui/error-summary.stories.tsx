import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ErrorSummary } from '../../src/ui/error-summary';
import { Field } from '../../src/ui/field';
import { shadowCanvas } from './shadow';

const meta = { title: 'UI/ErrorSummary', component: ErrorSummary } satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const errors = [
  { field: 'email', message: 'Enter your e-mail address' },
  { field: 'password', message: 'Enter your password' },
];

export const AboveAForm: Story = {
  args: { errors },
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <Field id="email" label="E-mail" error={errors[0]?.message} />
      <Field id="password" label="Password" type="password" error={errors[1]?.message} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your password' }));
    const root = canvas.getByLabelText('Password').getRootNode() as ShadowRoot;
    await expect(root.activeElement?.id).toBe('password');
  },
};

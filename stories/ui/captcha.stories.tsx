import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createCaptcha } from '../../src/platform/captcha';
import { Captcha } from '../../src/ui/captcha';
import { shadowCanvas } from './shadow';

const meta = { title: 'UI/Captcha', component: Captcha } satisfies Meta<typeof Captcha>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DevProvider: Story = {
  args: { provider: createCaptcha(undefined) },
  play: async ({ canvasElement }) => {
    const canvas = await shadowCanvas(canvasElement);
    await expect(await canvas.findByRole('checkbox')).toBeTruthy();
  },
};

export const WithError: Story = {
  args: { provider: createCaptcha(undefined), error: 'Tick the box to show you are not a robot' },
};

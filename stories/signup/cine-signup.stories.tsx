import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import '../../src/elements/cine-signup';
import { configure } from '../../src/stores/config';
import { $settings } from '../../src/stores/settings-state';
import { clearProgress } from '../../src/stores/signup-state';
import { settingsFixture } from '../../src/stores/test-fixtures';
import { elementMeta } from '../element-meta';
import { fakeApi } from '../fake-api';
import { shadowOf } from '../password/shadow';

const cinemas = [
  { id: 'ch-geneve', name: 'Cine Genève Balexert', city: 'Genève' },
  { id: 'ch-lausanne', name: 'Cine Lausanne Flon', city: 'Lausanne' },
];

// `<cine-signup>` as a page gets it (each step's states are the "Screens/Signup" stories); its calls
// answer from a fake API, so the cinemas list loads.
const meta = {
  title: 'Elements/cine-signup',
  ...elementMeta('cine-signup'),
  beforeEach: () => {
    clearProgress();
    $settings.set(settingsFixture);
    configure({ context: 'browser', lang: 'en' });
    return fakeApi({ cinemas: { body: { cinemas } } });
  },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};
export const InAPartnersFrame: Story = { args: { context: 'iframe' } };

/** Continuing with nothing filled in: the summary names each missing field, the step stays. */
export const FirstStepMissingFields: Story = {
  play: async ({ canvasElement }) => {
    const form = await shadowOf(canvasElement, 'cine-signup');
    await userEvent.click(form.getByRole('button', { name: 'Continue' }));
    await expect(await form.findByRole('link', { name: 'Enter your e-mail address' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'Choose your favourite cinema' })).toBeVisible();
    await expect(form.getByText('Step 1 of 3')).toBeVisible();
  },
};

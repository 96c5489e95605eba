import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-contact-offer';
import { $contactOffer } from '../../src/stores/contact-offer';
import { $session } from '../../src/stores/session-state';
import { $settings } from '../../src/stores/settings-state';
import { $signupOptions } from '../../src/stores/signup-options';
import { settingsFixture } from '../../src/stores/test-fixtures';
import { elementMeta } from '../element-meta';

const state =
  (offer: Partial<typeof $contactOffer.value> = {}) =>
  () => {
    $settings.set(settingsFixture);
    $session.set({});
    $signupOptions.set({
      cinemas: [
        { id: 'ch-lausanne-flon', name: 'Cine Lausanne Flon', city: 'Lausanne' },
        { id: 'ch-geneve-balexert', name: 'Cine Genève Balexert', city: 'Genève' },
      ],
      cinemasFailed: false,
      newslettersFailed: false,
    });
    $contactOffer.set({ submitting: false, sent: false, failures: 0, ...offer });
  };

// `<cine-contact-offer>` for each kind and state; stores are set directly so nothing is fetched.
const meta = {
  title: 'Elements/cine-contact-offer',
  ...elementMeta('cine-contact-offer', { kind: 'birthday' }),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Birthday: Story = { beforeEach: state() };
export const SchoolSession: Story = { args: { kind: 'schoolSession' }, beforeEach: state() };
export const Business: Story = { args: { kind: 'b2b' }, beforeEach: state() };
export const Sending: Story = { beforeEach: state({ submitting: true }) };
export const SendFailed: Story = { beforeEach: state({ error: 'contactOffer.errors.failed', failures: 1 }) };
export const Offline: Story = { beforeEach: state({ error: 'contactOffer.errors.network', failures: 1 }) };
export const Sent: Story = { beforeEach: state({ sent: true }) };
export const UnknownKind: Story = { args: { kind: 'wedding' }, beforeEach: state() };

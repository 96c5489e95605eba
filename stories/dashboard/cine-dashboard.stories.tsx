import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-dashboard';
import type { Client } from '../../src/api/contract/client';
import { $client } from '../../src/stores/client';

const lea: Client = {
  id: 'demo-ch',
  email: 'demo.ch@cine.test',
  firstName: 'Léa',
  lastName: 'Muller',
  qrCode: 'CINE-CH-000123',
  isLoyaltyAvailable: true,
  loyaltyLevel: 'typ-loy',
  isLoyaltyPopinDisplayed: false,
  newsletters: [],
  sendNewsletter: false,
  notifications: {},
};

/** `<cine-dashboard>` loading, loaded and failed; `$client` is set directly so nothing is fetched. */
const meta = {
  title: 'Elements/cine-dashboard',
  render: () => <cine-dashboard />,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: () => {
    $client.set({ loading: true });
  },
};

export const Loaded: Story = {
  beforeEach: () => {
    $client.set({ client: lea, loading: false });
  },
};

export const LoadFailed: Story = {
  beforeEach: () => {
    $client.set({ loading: false, error: 'EC-500' });
  },
};

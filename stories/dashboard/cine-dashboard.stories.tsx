import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-dashboard';
import { $client } from '../../src/stores/client';
import { clientFixture } from '../../src/stores/test-fixtures';

// The demo member's card, on top of the shared fixture.
const lea = {
  ...clientFixture,
  id: 'demo-ch',
  email: 'demo.ch@cine.test',
  lastName: 'Muller',
  qrCode: 'CINE-CH-000123',
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

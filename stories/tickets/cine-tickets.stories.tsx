import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/cine-tickets';
import type { Order } from '../../src/api/contract/orders';
import { configure } from '../../src/stores/config';
import { $session } from '../../src/stores/session-state';
import { $settings } from '../../src/stores/settings-state';
import { makeJwt, settingsFixture } from '../../src/stores/test-fixtures';
import { $orders, $ordersCounters, $ordersTab, type OrdersTab } from '../../src/stores/tickets';
import { elementMeta } from '../element-meta';
import { shadowRootOf } from '../password/shadow';

const DAY = 86_400_000;
const showAt = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 16);
const order = (n: number, days: number, status: Order['status'] = 'CONFIRMED'): Order => ({
  id: `CH-chdemo-${1000 + n}`,
  filmTitle:
    ['The Last Projectionist', 'Northern Lights Express', 'Popcorn Heist', 'Echoes of Dakar'][n % 4] ?? '',
  cinemaName: 'Cine Lausanne Flon',
  room: `Salle ${1 + n}`,
  date: showAt(days),
  status,
  currencyCode: 'CHF',
  totalPrice: 1950 + 1365 * (n % 2),
  tickets: [
    {
      id: `T${n}1`,
      label: 'Adult',
      seat: `F${7 + n}`,
      price: 1950,
      options: [{ label: 'Popcorn', quantity: 2 }, { label: '3D glasses' }],
      qrCode: `CINE-CH-ORDER-000123-${n}-1`,
    },
    ...(n % 2
      ? [
          {
            id: `T${n}2`,
            label: 'Child',
            seat: `F${8 + n}`,
            price: 1365,
            options: [],
            qrCode: `CINE-CH-ORDER-000123-${n}-2`,
          },
        ]
      : []),
  ],
});
const orders = [
  order(0, 3),
  order(1, 9),
  order(2, -5),
  order(3, -40),
  order(4, -120),
  order(5, 12, 'CANCELED_CONFIRMED'),
];

const member =
  (state: Partial<typeof $orders.value> = {}, options: { tab?: OrdersTab; webview?: boolean } = {}) =>
  () => {
    const wallet = { ...settingsFixture.features.mobileApp, walletEnabled: Boolean(options.webview) };
    $settings.set({ ...settingsFixture, features: { ...settingsFixture.features, mobileApp: wallet } });
    configure({ context: options.webview ? 'webview' : 'browser', lang: 'en' });
    $session.set({ token: makeJwt() });
    $ordersTab.set(options.tab ?? 'all');
    $ordersCounters.set({ all: 1, inProgress: 1, canceled: 1 });
    $orders.set({ loading: false, orders, ...state });
  };

// `<cine-tickets>` in each of its states; stores are set directly so nothing is fetched.
const meta = {
  title: 'Elements/cine-tickets',
  ...elementMeta('cine-tickets', { 'service-worker': 'none' }),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Orders: Story = { beforeEach: member() };
export const InProgress: Story = { beforeEach: member({}, { tab: 'inProgress' }) };
export const Canceled: Story = { beforeEach: member({}, { tab: 'canceled' }) };
export const NoOrders: Story = { beforeEach: member({ orders: [] }) };
export const Loading: Story = { beforeEach: member({ orders: undefined, loading: true }) };
export const LoadFailed: Story = { beforeEach: member({ orders: undefined, error: 'EC-500' }) };
export const KeptUpdating: Story = {
  beforeEach: member({ keptAsOf: '2026-11-20T18:05:00.000Z', loading: true }),
};
export const KeptNotUpdated: Story = {
  beforeEach: member({ keptAsOf: '2026-11-20T18:05:00.000Z', error: 'EC-500' }),
};
export const InTheAppWithWallet: Story = {
  args: { context: 'webview' },
  beforeEach: member({}, { webview: true }),
};
export const SignedOut: Story = {
  beforeEach: () => {
    $session.set({});
  },
};

/** The tabs follow the ARIA tabs pattern: arrow keys move the selection, End goes to the last tab. */
export const TabsByKeyboard: Story = {
  beforeEach: member(),
  play: async ({ canvasElement }) => {
    const { screen: tickets } = await shadowRootOf(canvasElement, 'cine-tickets', '[role="tab"]');
    await userEvent.click(tickets.getByRole('tab', { name: /^All/ }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(tickets.getByRole('tab', { name: /^Upcoming/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(tickets.getByRole('tab', { name: /^Cancelled/ })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

/** The full-screen code for the door: dark on white, as large as the screen allows; the screen stays on where the browser lets it. */
export const FullScreenCode: Story = {
  beforeEach: member({}, { tab: 'inProgress' }),
  play: async ({ canvasElement }) => {
    const { screen: tickets } = await shadowRootOf(canvasElement, 'cine-tickets', '[part~="qr-code"]');
    await userEvent.click(tickets.getAllByRole('button', { name: 'Show full screen' })[0] as HTMLElement);
    const view = await tickets.findByRole('dialog');
    await expect(view).toHaveTextContent('The Last Projectionist');
    await expect(within(view).getByRole('img', { name: /The Last Projectionist/ })).toBeInTheDocument();
  },
};

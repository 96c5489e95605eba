import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-loyalty';
import { $client } from '../../src/stores/client';
import { $loyalty, $pointsCounters } from '../../src/stores/loyalty';
import { $session } from '../../src/stores/session-state';
import { $settings } from '../../src/stores/settings-state';
import { clientFixture, makeJwt, settingsFixture } from '../../src/stores/test-fixtures';
import { elementMeta } from '../element-meta';

const entry = (n: number, points: number) => ({
  id: `p${n}`,
  date: new Date(Date.UTC(2026, 9, 30 - n * 3)).toISOString(),
  label: n % 2 ? 'Ticket: Popcorn Heist' : 'Ticket: The Last Projectionist',
  points,
  cinemaName: 'Cine Lausanne Flon',
});
const offer = {
  offerId: 'offer-friends-cinema',
  name: 'Friends: a free seat',
  pointsRemaining: 320,
  expiryPointsList: [{ date: '2027-01-10T00:00:00Z', points: 40 }],
  qrCode: 'CINE-CH-OFFER-000123-1',
};
const settings = {
  ...settingsFixture,
  features: {
    ...settingsFixture.features,
    offers: { menuDisplayed: true, offerTypeCinemaFriendsId: 'offer-friends-cinema' },
  },
};

const member =
  (loyalty: Partial<typeof $loyalty.value> = {}, client: object = {}) =>
  () => {
    $settings.set(settings);
    $session.set({ token: makeJwt() });
    $client.set({ client: { ...clientFixture, ...client }, loading: false });
    $pointsCounters.set({ earned: 10, consumed: 10 });
    $loyalty.set({
      loading: false,
      joining: false,
      pointsHistory: {
        pointsEarned: Array.from({ length: 14 }, (_, n) => entry(n, 10 + n)),
        pointsConsumed: [entry(20, 150)],
      },
      offersList: [offer],
      ...loyalty,
    });
  };

// `<cine-loyalty>` in each of its states; stores are set directly so nothing is fetched.
const meta = { title: 'Elements/cine-loyalty', ...elementMeta('cine-loyalty') } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Programme: Story = { beforeEach: member() };
export const Loading: Story = {
  beforeEach: member({ pointsHistory: undefined, offersList: undefined, loading: true }),
};
export const LoadFailed: Story = {
  beforeEach: member({ pointsHistory: undefined, offersList: undefined, error: 'EC-500' }),
};
export const NoOffer: Story = { beforeEach: member({ offersList: [] }) };
export const NoPoints: Story = {
  beforeEach: member({ pointsHistory: { pointsEarned: [], pointsConsumed: [] } }),
};
export const NotAMember: Story = { beforeEach: member({}, { loyaltyLevel: 'typ-web' }) };
export const Joining: Story = { beforeEach: member({ joining: true }, { loyaltyLevel: 'typ-web' }) };
export const NotInThisCountry: Story = { beforeEach: member({}, { isLoyaltyAvailable: false }) };
export const SignedOut: Story = {
  beforeEach: () => {
    $session.set({});
  },
};

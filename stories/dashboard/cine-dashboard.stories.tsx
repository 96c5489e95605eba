import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-dashboard';
import { SHOW_FORMATS } from '../../src/api/contract/shows';
import { $cinemas } from '../../src/stores/cinemas';
import { $client } from '../../src/stores/client';
import { $session } from '../../src/stores/session-state';
import { $settings } from '../../src/stores/settings-state';
import { $shows, emotionCodeOf, type ShowEntry, setEmotionFilter } from '../../src/stores/shows';
import { clientFixture, makeJwt, settingsFixture } from '../../src/stores/test-fixtures';
import { elementMeta } from '../element-meta';

// The demo member's card, on top of the shared fixture.
const lea = {
  ...clientFixture,
  id: 'demo-ch',
  email: 'demo.ch@cine.test',
  lastName: 'Muller',
  qrCode: 'CINE-CH-000123',
  points: 1240,
};
const lausanne = {
  id: 'ch-lausanne-flon',
  name: 'Cine Lausanne Flon',
  city: 'Lausanne',
  address: 'Place de l’Europe 9',
};

const shows: ShowEntry[] = Array.from({ length: 45 }, (_, n) => {
  const emotion = ([3, 2, 1, null] as const)[n % 4] ?? null;
  return {
    id: `s${n}`,
    kind: n % 8 === 5 ? 'event' : 'movie',
    title: ['The Last Projectionist', 'Popcorn Heist', 'Midnight Matinee', 'Reel Love'][n % 4] ?? '',
    slug: 'the-last-projectionist',
    date: new Date(Date.UTC(2026, 9, 30 - n, 19, 30)).toISOString(),
    cinemaName: 'Cine Lausanne Flon',
    // Every badge appears in the first cards.
    formats: n < SHOW_FORMATS.length ? [SHOW_FORMATS[n] ?? 'imax'] : [],
    intention: n % 11 === 0 ? 'wish' : 'seen',
    emotion,
    emotionCode: emotionCodeOf(emotion),
  };
});

const signedIn =
  (
    overrides: {
      client?: object;
      favorites?: (typeof lausanne)[] | null;
      shows?: Partial<typeof $shows.value>;
    } = {},
  ) =>
  () => {
    $settings.set(settingsFixture);
    $session.set({ token: makeJwt() });
    $client.set({ client: { ...lea, ...overrides.client }, loading: false });
    $cinemas.set({
      favoriteCinemas: overrides.favorites === undefined ? [lausanne] : overrides.favorites,
      isLoadingFavoritesCinemas: overrides.favorites === null,
      loadingCinemas: false,
    });
    $shows.set({ entries: shows, loading: false, ...overrides.shows });
    setEmotionFilter('all');
  };

// `<cine-dashboard>` in each of its states; stores are set directly so nothing is fetched.
const meta = {
  title: 'Elements/cine-dashboard',
  ...elementMeta('cine-dashboard'),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: () => {
    $session.set({ token: makeJwt() });
    $client.set({ loading: true });
  },
};
export const Loaded: Story = { beforeEach: signedIn() };
export const LoadFailed: Story = {
  beforeEach: () => {
    $session.set({ token: makeJwt() });
    $client.set({ loading: false, error: 'EC-500' });
  },
};
export const SignedOut: Story = {
  beforeEach: () => {
    $session.set({});
    $client.set({ loading: false });
  },
};
export const NoMainCinema: Story = { beforeEach: signedIn({ favorites: [] }) };
export const NotInLoyaltyProgramme: Story = { beforeEach: signedIn({ client: { loyaltyLevel: 'typ-web' } }) };
export const FilmsLoading: Story = { beforeEach: signedIn({ shows: { entries: undefined, loading: true } }) };
export const FilmsEmpty: Story = { beforeEach: signedIn({ shows: { entries: [] } }) };
export const FilmsFailed: Story = {
  beforeEach: signedIn({ shows: { entries: undefined, error: 'EC-500' } }),
};
export const FilmsLoved: Story = {
  beforeEach: () => {
    signedIn()();
    setEmotionFilter('love');
  },
};
export const RatingSaving: Story = { beforeEach: signedIn({ shows: { rating: 's1' } }) };
export const LoyaltyPopin: Story = { beforeEach: signedIn({ client: { isLoyaltyPopinDisplayed: true } }) };
export const PrivacyPopin: Story = {
  beforeEach: () => {
    signedIn()();
    sessionStorage.removeItem('cine-privacy-popin-closed');
    $settings.set({ ...settingsFixture, features: { ...settingsFixture.features, displayMyPrivacy: true } });
  },
};

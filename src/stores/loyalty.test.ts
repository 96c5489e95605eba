// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../api/test-fetch';
import { $client } from './client';
import {
  $loyalty,
  $offerId,
  $pointsSlices,
  $shownOffer,
  joinLoyalty,
  loadLoyalty,
  POINTS_FIRST,
  showMorePoints,
} from './loyalty';
import { $settings } from './settings';
import { clientFixture, settingsFixture } from './test-fixtures';
import { signedInStoreTests } from './test-setup';

const entry = (n: number) => ({
  id: `p${n}`,
  date: '2026-01-01T10:00:00Z',
  label: `Ticket ${n}`,
  points: 10,
});
const offer = (offerId: string, pointsRemaining: number) => ({
  offerId,
  name: offerId,
  pointsRemaining,
  expiryPointsList: [
    { date: '2027-01-01', points: 40 },
    { date: '2027-06-01', points: 80 },
  ],
  qrCode: `QR-${offerId}`,
});

signedInStoreTests();

beforeEach(() => {
  $offerId.set(undefined);
  const offers = {
    ...settingsFixture.features.offers,
    offerTypeCinemaFriendsId: 'cinema',
    offerTypeSnackFriendsId: 'snack',
  };
  $settings.set({ ...settingsFixture, features: { ...settingsFixture.features, offers } });
});

describe('loyalty', () => {
  it('loads points and offers, shows 10 of each list and 5 more at a time until the list is whole', async () => {
    const history = {
      pointsEarned: Array.from({ length: 17 }, (_, n) => entry(n)),
      pointsConsumed: [entry(99)],
    };
    fakeFetch((req) => (req.url.includes('points-history') ? json(history) : json({ offersList: [] })));
    await loadLoyalty();
    expect($pointsSlices.get().earned).toMatchObject({ total: 17, hasMore: true });
    expect($pointsSlices.get().earned.items).toHaveLength(POINTS_FIRST);
    expect($pointsSlices.get().consumed.hasMore).toBe(false);
    showMorePoints('earned');
    expect($pointsSlices.get().earned.items).toHaveLength(15);
    showMorePoints('earned');
    expect($pointsSlices.get().earned).toMatchObject({ hasMore: false });
    expect($pointsSlices.get().earned.items).toHaveLength(17);
  });

  it('shows the offer the attribute names, else the cinema then snack friends offer, else 0 points', () => {
    $loyalty.set({ loading: false, joining: false, offersList: [offer('snack', 140), offer('other', 5)] });
    expect($shownOffer.get()).toMatchObject({ pointsRemaining: 140, nextExpiry: { points: 40 } });
    $offerId.set('other');
    expect($shownOffer.get().offer?.offerId).toBe('other');
    $loyalty.setKey('offersList', []);
    expect($shownOffer.get()).toEqual({ offer: undefined, pointsRemaining: 0, nextExpiry: undefined });
  });

  it('joins the programme through the client update', async () => {
    $client.set({ client: { ...clientFixture, loyaltyLevel: 'typ-web' }, loading: false });
    const sent = fakeFetch((req) =>
      req.method === 'PATCH'
        ? json({ ...clientFixture, loyaltyLevel: 'typ-loy' })
        : json({ offersList: [], pointsEarned: [], pointsConsumed: [] }),
    );
    await expect(joinLoyalty()).resolves.toBe(true);
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { isLoyalty: true } });
    expect($client.get().client?.loyaltyLevel).toBe('typ-loy');
  });
});

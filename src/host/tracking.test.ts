import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '../api/contract/client';
import type { Settings } from '../api/contract/settings';
import { $client } from '../stores/client';
import { $config } from '../stores/config';
import { $session } from '../stores/session';
import { $settings } from '../stores/settings';
import { pageOf, trackEvent, trackPageView } from './tracking';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtLTQyIiwiZW1haWwiOiJhQGIuY2gifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const pushes = () => window.dataLayer ?? [];

function signIn() {
  const user = { sub: 'm-42', email: 'lea@example.ch', givenName: 'Léa', familyName: 'Muller' };
  $session.set({
    token: TOKEN,
    user: { ...user, expire: new Date(Date.now() + 3_600_000), initials: 'LM' },
  });
  $client.set({
    loading: false,
    client: {
      email: 'lea@example.ch',
      loyaltyLevel: 'typ-loy',
      sendNewsletter: true,
      points: 120,
    } as unknown as Client,
  });
}

describe('tracking', () => {
  beforeEach(() => {
    window.dataLayer = [];
    $config.set({ ...$config.get(), lang: 'fr', country: 'CH', basePath: '' });
    $settings.set({ envName: 'prod', cookies: { subscriptionPass: 'pass' } } as Settings);
  });
  afterEach(() => {
    $session.set({});
    $client.set({ loading: false });
    $settings.set(undefined);
  });

  it('names the account pages in MyAccount and other URLs by themselves', () => {
    expect(pageOf('/fr')).toEqual({ name: 'Dashboard', category: 'MyAccount' });
    expect(pageOf('/de/e-tickets')).toEqual({ name: 'E-tickets', category: 'MyAccount' });
    expect(pageOf('/account/nl/loyalty-program', '/account')).toEqual({
      name: 'Loyalty-program',
      category: 'MyAccount',
    });
    expect(pageOf('/en/forgotten-password?x=1').name).toBe('Forgotten-password');
    expect(pageOf('/fr/contact-offer/b2b')).toEqual({
      name: '/fr/contact-offer/b2b',
      category: '/fr/contact-offer/b2b',
    });
  });

  it('pushes a page view for a visitor as a prospect, with all 14 fields', async () => {
    await trackPageView('/fr/login');
    expect(Object.keys(pushes()[0] as object).sort()).toEqual(
      [
        'event',
        'page_name',
        'page_category',
        'language',
        'country',
        'site_env',
        'page_error',
        'userId',
        'user_status',
        'loyalty_level',
        'pathepass_subscription',
        'newsletter_subscription',
        'places_card',
        'client_points',
      ].sort(),
    );
    expect(pushes()[0]).toMatchObject({ loyalty_level: 'prospect', user_status: 'prospect' });
    expect(pushes()).toEqual([
      expect.objectContaining({
        event: 'page_view',
        page_name: 'Login',
        page_category: 'MyAccount',
        language: 'fr',
        country: 'CH',
        site_env: 'prod',
        page_error: '',
        user_status: 'prospect',
        userId: '',
      }),
    ]);
  });

  it("waits for a signed-in member's account, so the loyalty level is the loaded one", async () => {
    signIn();
    const client = $client.get();
    $client.set({ loading: true });
    const pending = trackPageView('/fr');
    await Promise.resolve();
    expect(pushes()).toEqual([]);
    $client.set(client);
    await pending;
    expect(pushes()[0]).toMatchObject({ loyalty_level: 'typ-loy', user_status: 'client' });
  });

  it('describes a signed-in member', async () => {
    signIn();
    await trackPageView('/fr/profile');
    expect(pushes()[0]).toMatchObject({
      page_name: 'Profile',
      userId: 'm-42',
      user_status: 'client',
      loyalty_level: 'typ-loy',
      newsletter_subscription: true,
      client_points: 120,
    });
  });

  it('never carries a token, an e-mail or a password', () => {
    signIn();
    trackEvent({
      event: 'engagement',
      category: 'inscription',
      token: TOKEN,
      password: 'hunter22',
      email: 'lea@example.ch',
      label: 'lea@example.ch',
      note: TOKEN,
    });
    const text = JSON.stringify(pushes());
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('lea@example.ch');
    expect(text).not.toContain('hunter22');
    expect(pushes()[0]).toMatchObject({ event: 'engagement', category: 'inscription' });
  });
});

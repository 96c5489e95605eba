import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CountryCode, LanguageCode } from '../../api/contract/common';
import { setLanguage } from '../../i18n/index';
import { configure } from '../../stores/config';
import { $session, decodeUser } from '../../stores/session-state';
import { $settings } from '../../stores/settings-state';
import { makeJwt, settingsFixture } from '../../stores/test-fixtures';
import { AppBannerScreen } from '../app-banner/app-banner-screen';
import { ContactForm } from '../contact/contact-form';
import { MemberCard } from '../dashboard/member-card';
import { SectionLinks } from '../dashboard/section-links';
import { UserMenuScreen } from '../user-menu/user-menu-screen';

const EMPTY = { topic: '', name: '', email: '', orderReference: '', message: '' } as const;

// Words that speak of the programme, in the four languages.
const POINTS = /points?\b|punkte?\b|punten\b|fidélité|loyalty|treue|klanten/i;

async function open(lang: LanguageCode, country: CountryCode, loyalty: boolean) {
  configure({ context: 'browser', lang, country, basePath: '' });
  const features = { ...settingsFixture.features, website: { country, flags: { loyalty } } };
  $settings.set({ ...settingsFixture, features });
  await setLanguage(lang, country);
  const token = makeJwt(3600, { given_name: 'Awa', family_name: 'Diop' });
  $session.set({ token, user: decodeUser(token) });
  const view = render(
    <>
      <AppBannerScreen />
      <UserMenuScreen />
      <MemberCard qrCode="CINE-SN-000367" />
      <SectionLinks />
      <ContactForm values={EMPTY} onChange={() => {}} />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { expanded: false }));
  return view.container;
}

afterEach(() => {
  $session.set({});
  $settings.set(settingsFixture);
});

describe('where the loyalty programme does not run', () => {
  it.each([
    ['fr', 'SN'],
    ['en', 'SN'],
    ['fr', 'TN'],
    ['en', 'TN'],
  ] as const)(
    '%s in %s: no banner, menu, card, link or contact topic speaks of points',
    async (lang, country) => {
      const page = await open(lang, country, false);
      const topics = [...page.querySelectorAll('option')].map((option) => option.textContent);
      expect(topics.length).toBeGreaterThan(3);
      expect(page.textContent).not.toMatch(POINTS);
      expect(page.querySelector('a[href$="/loyalty-program"]')).toBeNull();
    },
  );

  it.each([
    ['de', 'CH'],
    ['nl', 'BE'],
    ['fr', 'CH'],
  ] as const)('%s in %s, where it runs: the same parts offer it', async (lang, country) => {
    const page = await open(lang, country, true);
    expect(page.textContent).toMatch(POINTS);
    expect(page.querySelectorAll('a[href$="/loyalty-program"]')).toHaveLength(2);
  });
});

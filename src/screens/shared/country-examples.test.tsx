import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CountryCode, LanguageCode } from '../../api/contract/common';
import { setLanguage } from '../../i18n/index';
import { createCaptcha } from '../../platform/captcha';
import { configure } from '../../stores/config';
import { $settings } from '../../stores/settings-state';
import { initialSignupState } from '../../stores/signup-state';
import { settingsFixture } from '../../stores/test-fixtures';
import { ContactForm } from '../contact/contact-form';
import { OfferForm } from '../contact-offer/offer-form';
import { emptyOffer } from '../contact-offer/offer-validate';
import { SignupView } from '../signup/signup-view';

vi.mock('../../api/cinemas', () => ({ getCinemas: vi.fn(async () => ({ cinemas: [] })) }));

const CONTACT = { topic: '', name: '', email: '', orderReference: '', message: '' } as const;

async function inCountry(lang: LanguageCode, country: CountryCode) {
  configure({ context: 'browser', lang, country, basePath: '' });
  $settings.set(settingsFixture);
  await setLanguage(lang, country);
}

function signupStep2() {
  const initial = initialSignupState();
  render(
    <SignupView
      state={{ ...initial, step: 2 }}
      options={{ cinemas: [], cinemasFailed: false, newslettersFailed: false }}
      languages={[]}
      minimumAge={16}
      captcha={createCaptcha(undefined)}
      captchaInvisible={false}
      loginHref="/fr/login"
      idPrefix="t"
      actions={{ change: vi.fn(), submit: vi.fn(), back: vi.fn(), resend: vi.fn(), reload: vi.fn() }}
    />,
  );
}

afterEach(() => $settings.set(settingsFixture));

describe('examples that fit the country', () => {
  it.each([
    ['fr', 'SN', 'SN-sndemo-1000', '10200', '+221 33 855 12 34'],
    ['en', 'TN', 'TN-tndemo-1000', '1053', '+216 71 555 123'],
    ['nl', 'BE', 'BE-bedemo-1000', '1000', '+32 2 555 12 34'],
    ['de', 'CH', 'CH-chdemo-1000', '1003', '+41 21 555 12 34'],
  ] as const)(
    '%s in %s: order reference, postal code and phone',
    async (lang, country, order, zip, phone) => {
      await inCountry(lang, country);
      const contact = render(<ContactForm values={CONTACT} onChange={() => {}} />);
      expect(contact.container.textContent).toContain(order);
      if (country !== 'CH') expect(contact.container.textContent).not.toContain('CH-');
      contact.unmount();

      signupStep2();
      expect(document.body.textContent).toMatch(new RegExp(`\\b${zip}\\b`));
      document.body.innerHTML = '';

      const values = { ...emptyOffer('birthday'), phone: 'not a phone' };
      render(<OfferForm kind="birthday" values={values} onChange={() => {}} />);
      await act(async () => fireEvent.submit(document.querySelector('form') as HTMLFormElement));
      expect(document.body.textContent).toContain(phone);
      if (country !== 'CH') expect(document.body.textContent).not.toContain('+41');
    },
  );
});

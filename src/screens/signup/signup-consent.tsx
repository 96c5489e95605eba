import { useT } from '../../i18n/use-t';
import { $settings } from '../../stores/settings-state';
import { NewTabLink } from '../../ui/new-tab-link';
import { useStore } from '../../ui/use-store';

/** The terms of use and privacy policy the customer accepts by signing up. */
export function SignupConsent() {
  const { t } = useT();
  const legal = useStore($settings)?.legal;
  if (!legal) return null;
  // The links sit where the sentence of each language puts them.
  const [before, middle = '', after = ''] = t('signup.consent', { terms: '\u0000', privacy: '\u0000' }).split(
    '\u0000',
  );
  return (
    <p className="signup__aside" part="consent">
      {before}
      <NewTabLink href={legal.termsUrl}>{t('signup.terms')}</NewTabLink>
      {middle}
      <NewTabLink href={legal.privacyUrl}>{t('signup.privacyPolicy')}</NewTabLink>
      {after}
    </p>
  );
}

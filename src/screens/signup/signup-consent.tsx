import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { readStored, writeStored } from '../../platform/storage';
import { $settings } from '../../stores/settings-state';
import { Dialog } from '../../ui/dialog';

const PRIVACY_SEEN = 'cine-privacy-popin-closed';

function NewTabLink({ href, children }: { href: string; children: string }) {
  const { t } = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('signup.newTab')}</span>
    </a>
  );
}

/** The terms of use and privacy policy the customer accepts by signing up (issue 8 point 19). */
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

/**
 * The privacy pop-in of spec section 3, when the feature `displayMyPrivacy` asks for it: shown once
 * per visit, an accessible modal dialog the customer closes (Escape or the button).
 */
export function PrivacyPopin() {
  const { t } = useT();
  const settings = useStore($settings);
  const [closed, setClosed] = useState(() => readStored(PRIVACY_SEEN) === '1');
  if (closed || !settings?.features.displayMyPrivacy) return null;
  const close = () => {
    writeStored(PRIVACY_SEEN, '1');
    setClosed(true);
  };
  return (
    <Dialog title={t('signup.privacy.title')} closeLabel={t('signup.privacy.close')} onClose={close}>
      <p>{t('signup.privacy.text')}</p>
      {settings.legal && (
        <p>
          <NewTabLink href={settings.legal.privacyUrl}>{t('signup.privacy.read')}</NewTabLink>
        </p>
      )}
    </Dialog>
  );
}

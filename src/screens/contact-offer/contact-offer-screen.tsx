import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import {
  $contactOffer,
  CONTACT_OFFER_KINDS,
  type ContactOfferKind,
  startContactOffer,
} from '../../stores/contact-offer';
import { Heading } from '../../ui/heading';
import { Page } from '../../ui/layout';
import { LinkButton } from '../../ui/link-button';
import { useStore } from '../../ui/use-store';
import { OfferForm } from './offer-form';
import { emptyOffer, type OfferValues } from './offer-validate';

const isKind = (value: string | undefined): value is ContactOfferKind =>
  CONTACT_OFFER_KINDS.some((kind) => kind === value);

function KindForm({ kind }: { kind: ContactOfferKind }) {
  const { t } = useT();
  const { sent } = useStore($contactOffer);
  const [values, setValues] = useState<OfferValues>(() => emptyOffer(kind));
  useEffect(() => startContactOffer, []);
  const again = () => {
    setValues(emptyOffer(kind));
    startContactOffer();
  };
  return (
    <>
      <Heading level={1} focusOnMount={sent} key={sent ? 'sent' : 'form'}>
        {sent ? t('contactOffer.sentTitle') : t(`contactOffer.kinds.${kind}.title`)}
      </Heading>
      {sent ? (
        <div part="sent">
          <p role="status">{t('contactOffer.sentText', { email: values.email?.trim() })}</p>
          <p>
            <LinkButton onClick={again}>{t('contactOffer.again')}</LinkButton>
          </p>
        </div>
      ) : (
        <>
          <p className="offer-form__intro">{t(`contactOffer.kinds.${kind}.intro`)}</p>
          <OfferForm
            kind={kind}
            values={values}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          />
        </>
      )}
    </>
  );
}

/** A request to the events team (routes `{lang}/contact-offer/birthday|schoolSession|b2b`; open). */
export function ContactOfferScreen({ kind }: { kind?: string }) {
  const { t } = useT();
  return (
    <Page>
      <div className="contact-offer" part="contact-offer">
        {isKind(kind) ? (
          <KindForm key={kind} kind={kind} />
        ) : (
          <>
            <Heading level={1}>{t('contactOffer.unknownTitle')}</Heading>
            <p role="alert">{t('contactOffer.unknown')}</p>
          </>
        )}
      </div>
    </Page>
  );
}

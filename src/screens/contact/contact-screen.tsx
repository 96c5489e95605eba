import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { $contact, writeAnotherMessage } from '../../stores/contact';
import { $session } from '../../stores/session-state';
import { Heading } from '../../ui/heading';
import { useIsland } from '../../ui/island-context';
import { Page } from '../../ui/layout';
import { LinkButton } from '../../ui/link-button';
import { useStore } from '../../ui/use-store';
import { ContactForm } from './contact-form';
import type { ContactValues } from './contact-validate';
import { HelpArticles } from './help-articles';

const EMPTY: ContactValues = { topic: '', name: '', email: '', orderReference: '', message: '' };

/**
 * Contact support (routes `{lang}/contact-us`, `m/{lang}/contact-us`; open): the help articles first,
 * then the form. A signed-in member writes from the account's e-mail address.
 */
export function ContactScreen() {
  const { t } = useT();
  const { prefix } = useIsland();
  const { user } = useStore($session);
  const { sent } = useStore($contact);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const change = (patch: Partial<ContactValues>) => setValues((current) => ({ ...current, ...patch }));
  // A member's name is filled in once, and stays editable.
  useEffect(() => {
    if (user)
      setValues((current) =>
        current.name ? current : { ...current, name: `${user.givenName} ${user.familyName}` },
      );
  }, [user]);
  useEffect(() => writeAnotherMessage, []);
  const again = () => {
    setValues({ ...EMPTY, name: values.name });
    writeAnotherMessage();
  };
  return (
    <Page>
      <div className="contact" part="contact">
        <Heading level={1}>{t('contact.title')}</Heading>
        <HelpArticles />
        <section className="contact__write" aria-labelledby={`${prefix}-contact-title`}>
          <Heading level={2} id={`${prefix}-contact-title`} focusOnMount={sent} key={sent ? 'sent' : 'form'}>
            {sent ? t('contact.sentTitle') : t('contact.formTitle')}
          </Heading>
          {sent ? (
            <div part="sent">
              <p role="status">{t('contact.sentText', { email: (user?.email ?? values.email).trim() })}</p>
              <p>
                <LinkButton onClick={again}>{t('contact.writeAgain')}</LinkButton>
              </p>
            </div>
          ) : (
            <>
              <p className="contact__intro">{t('contact.formIntro')}</p>
              <ContactForm values={values} onChange={change} memberEmail={user?.email} />
            </>
          )}
        </section>
      </div>
    </Page>
  );
}

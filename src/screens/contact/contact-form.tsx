import { useT } from '../../i18n/use-t';
import { $contact, CONTACT_LIMITS, CONTACT_TOPICS, sendContactMessage } from '../../stores/contact';
import { $loyaltyRuns } from '../../stores/loyalty-runs';
import { $settings } from '../../stores/settings-state';
import { Button } from '../../ui/button';
import { Captcha } from '../../ui/captcha';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { FormAlert } from '../../ui/form-alert';
import { useIsland } from '../../ui/island-context';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useStore } from '../../ui/use-store';
import { useCountryExamples } from '../shared/country-examples';
import { type ContactTopic, type ContactValues, validateContact } from './contact-validate';

type Props = {
  values: ContactValues;
  onChange: (patch: Partial<ContactValues>) => void;
  /** A signed-in member writes from the account's address: shown, not editable. */
  memberEmail?: string;
};

/** Topic, name, e-mail, optional order reference, message and the human check. */
export function ContactForm({ values, onChange, memberEmail }: Props) {
  const { t } = useT();
  const { id: island, prefix } = useIsland();
  const { submitting, error, failures } = useStore($contact);
  const captcha = useStore($settings)?.captcha;
  const loyaltyRuns = useStore($loyaltyRuns);
  const examples = useCountryExamples();
  const form = useCheckedForm({
    values,
    // A member's address is the account's, whatever the (read-only) field holds.
    validate: (current) => validateContact(memberEmail ? { ...current, email: memberEmail } : current),
    onSubmit: (current, challenge) =>
      sendContactMessage(
        {
          topic: current.topic as ContactTopic,
          name: current.name.trim(),
          email: (memberEmail ?? current.email).trim(),
          orderReference: current.orderReference.trim() || undefined,
          message: current.message.trim(),
          challenge,
        },
        island,
      ),
    submitting,
    idPrefix: `${prefix}-contact`,
    captcha,
  });
  // Where the programme does not run, no topic speaks of it.
  const topics = CONTACT_TOPICS.filter((topic) => loyaltyRuns || topic !== 'loyalty').map((topic) => ({
    value: topic,
    label: t(`contact.topics.${topic}`),
  }));
  return (
    <form
      className="contact__form"
      noValidate
      onSubmit={form.submit}
      part="form"
      aria-labelledby={`${prefix}-contact-title`}
    >
      <ErrorSummary errors={form.summary} />
      {error && <FormAlert title={t('contact.errors.title')} message={t(error)} attempt={failures} />}
      <Select
        id={form.id('topic')}
        label={t('contact.topic')}
        placeholder={t('contact.topicPlaceholder')}
        options={topics}
        value={values.topic}
        error={form.errorOf('topic')}
        onChange={(event) => onChange({ topic: event.currentTarget.value as ContactTopic })}
      />
      <Field
        id={form.id('name')}
        label={t('contact.name')}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        value={values.name}
        error={form.errorOf('name')}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <Field
        id={form.id('email')}
        label={t('contact.email')}
        hint={memberEmail ? t('contact.emailOfAccount') : undefined}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        readOnly={Boolean(memberEmail)}
        value={memberEmail ?? values.email}
        error={form.errorOf('email')}
        onChange={(event) => onChange({ email: event.currentTarget.value })}
      />
      <Field
        id={form.id('orderReference')}
        label={t('contact.orderReference')}
        hint={t('contact.orderReferenceHint', { example: examples.orderReference })}
        className="field--short"
        maxLength={CONTACT_LIMITS.orderReference}
        value={values.orderReference}
        error={form.errorOf('orderReference')}
        onChange={(event) => onChange({ orderReference: event.currentTarget.value })}
      />
      <TextArea
        id={form.id('message')}
        label={t('contact.message')}
        hint={t('contact.messageHint', { max: CONTACT_LIMITS.message })}
        value={values.message}
        error={form.errorOf('message')}
        onChange={(event) => onChange({ message: event.currentTarget.value })}
      />
      <Captcha
        id={form.id('captcha')}
        provider={form.captcha}
        invisible={form.invisible}
        error={form.errorOf('captcha')}
      />
      <Button type="submit" busy={submitting} busyLabel={t('contact.sending')}>
        {t('contact.send')}
      </Button>
    </form>
  );
}

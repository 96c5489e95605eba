import { useT } from '../../i18n/use-t';
import {
  $contactOffer,
  type ContactOfferKind,
  OFFER_FIELDS,
  type OfferField as Spec,
  sendContactOffer,
} from '../../stores/contact-offer';
import { $settings } from '../../stores/settings-state';
import { Button } from '../../ui/button';
import { Captcha } from '../../ui/captcha';
import { ErrorSummary } from '../../ui/error-summary';
import { FormAlert } from '../../ui/form-alert';
import { useIsland } from '../../ui/island-context';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useStore } from '../../ui/use-store';
import { useCountryExamples } from '../shared/country-examples';
import { OfferField } from './offer-field';
import { type OfferValues, toOfferRequest, validateOffer } from './offer-validate';

type Props = { kind: ContactOfferKind; values: OfferValues; onChange: (name: string, value: string) => void };

/** A contact-offer form: its fields from the shared spec, the human check, the busy submit. */
export function OfferForm({ kind, values, onChange }: Props) {
  const { t } = useT();
  const { id: island, prefix } = useIsland();
  const { submitting, error, failures } = useStore($contactOffer);
  const captcha = useStore($settings)?.captcha;
  const { phone } = useCountryExamples();
  const form = useCheckedForm({
    values,
    // The phone message's example is the country's.
    validate: (current: OfferValues) =>
      validateOffer(kind, current).map((problem) => ({
        ...problem,
        values: { ...problem.values, example: phone },
      })),
    onSubmit: (current, challenge) =>
      sendContactOffer(kind, toOfferRequest(kind, current, challenge), island),
    submitting,
    idPrefix: `${prefix}-${kind}`,
    captcha,
  });
  const fields = Object.entries(OFFER_FIELDS[kind]) as [string, Spec][];
  return (
    <form className="offer-form" noValidate onSubmit={form.submit} part="form">
      <ErrorSummary errors={form.summary} />
      {error && <FormAlert title={t('contactOffer.errors.title')} message={t(error)} attempt={failures} />}
      {fields.map(([name, spec]) => (
        <OfferField
          key={name}
          id={form.id(name)}
          name={name}
          spec={spec}
          value={values[name] ?? ''}
          error={form.errorOf(name)}
          onChange={(value) => onChange(name, value)}
        />
      ))}
      <Captcha
        id={form.id('captcha')}
        provider={form.captcha}
        invisible={form.invisible}
        error={form.errorOf('captcha')}
      />
      <Button type="submit" busy={submitting} busyLabel={t('contactOffer.sending')}>
        {t('contactOffer.send')}
      </Button>
    </form>
  );
}

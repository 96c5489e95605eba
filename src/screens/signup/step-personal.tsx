import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import type { CaptchaProvider } from '../../platform/captcha';
import { $loyaltyRuns } from '../../stores/loyalty-runs';
import { Captcha } from '../../ui/captcha';
import { Checkbox } from '../../ui/checkbox';
import { Field } from '../../ui/field';
import { useStore } from '../../ui/use-store';
import { useCountryExamples } from '../shared/country-examples';
import { BirthDateField } from './birth-date-field';
import { fieldId } from './field-ids';
import { GenderField } from './gender-field';
import { errorText, StepForm, type StepProps } from './step-form';

/** Props of {@link StepPersonal}. */
export interface StepPersonalProps extends StepProps {
  /** The settings' minimum age, for the under-age message. */
  minimumAge: number;
  /** The settings' human check (`createCaptcha(settings.captcha)`). */
  captcha: CaptchaProvider;
  captchaInvisible: boolean;
  onBack(): void;
}

/** Step 2: gender, names, date of birth, postal code, captcha and the loyalty flag. */
export function StepPersonal(props: StepPersonalProps) {
  const { data, fieldErrors, busy, onChange, onSubmit, idPrefix } = props;
  const { t } = useT();
  const loyaltyRuns = useStore($loyaltyRuns);
  const examples = useCountryExamples();
  const err = errorText(t, props.minimumAge);
  // The store empties the challenge after a refused attempt: the box is unticked to ask again.
  useEffect(() => {
    if (!data.challenge) props.captcha.reset();
  }, [data.challenge, props.captcha]);
  // The challenge is asked for at submit; an unpassed check leaves it empty and the store says so.
  const submit = async () => {
    const challenge = await props.captcha.getChallenge().catch(() => '');
    onChange({ challenge });
    onSubmit();
  };
  return (
    <StepForm
      busy={busy}
      submitLabel={t('signup.sendCode')}
      busyLabel={t('signup.sending')}
      onSubmit={submit}
      onBack={props.onBack}
    >
      <GenderField
        idPrefix={idPrefix}
        value={data.gender}
        error={err(fieldErrors.gender)}
        onChange={(gender) => onChange({ gender })}
      />
      <Field
        id={fieldId(idPrefix, 'firstName')}
        autoComplete="given-name"
        label={t('signup.firstName')}
        error={err(fieldErrors.firstName)}
        value={data.firstName}
        onChange={(event) => onChange({ firstName: event.target.value })}
      />
      <Field
        id={fieldId(idPrefix, 'lastName')}
        autoComplete="family-name"
        label={t('signup.lastName')}
        error={err(fieldErrors.lastName)}
        value={data.lastName}
        onChange={(event) => onChange({ lastName: event.target.value })}
      />
      <BirthDateField
        idPrefix={idPrefix}
        value={data.dateOfBirth}
        error={err(fieldErrors.dateOfBirth)}
        onChange={(dateOfBirth) => onChange({ dateOfBirth })}
      />
      <Field
        id={fieldId(idPrefix, 'zipCode')}
        autoComplete="postal-code"
        className="field--short"
        label={t('signup.zipCode')}
        hint={t('signup.zipHint', { example: examples.zipCode })}
        error={err(fieldErrors.zipCode)}
        value={data.zipCode}
        onChange={(event) => onChange({ zipCode: event.target.value })}
      />
      <Captcha
        id={fieldId(idPrefix, 'challenge')}
        provider={props.captcha}
        invisible={props.captchaInvisible}
        error={err(fieldErrors.challenge)}
      />
      {/* Where the programme does not run, signup offers no way to join it. */}
      {loyaltyRuns && (
        <Checkbox
          id={fieldId(idPrefix, 'isLoyalty')}
          label={t('signup.loyalty')}
          checked={data.isLoyalty}
          onChange={(event) => onChange({ isLoyalty: event.target.checked })}
        />
      )}
    </StepForm>
  );
}

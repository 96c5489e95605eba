import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import type { CaptchaProvider } from '../../platform/captcha';
import { checkPasswordRules } from '../../stores/form-rules';
import type { NewsletterOption } from '../../stores/signup-options';
import { Button } from '../../ui/button';
import { Captcha } from '../../ui/captcha';
import { Checkbox } from '../../ui/checkbox';
import { Field } from '../../ui/field';
import { LinkButton } from '../../ui/link-button';
import { PasswordField } from '../../ui/password-field';
import { PasswordRules } from '../../ui/password-rules';
import { fieldId } from './field-ids';
import { errorText, StepForm, type StepProps } from './step-form';

/** Props of {@link StepActivation}. */
export interface StepActivationProps extends StepProps {
  /** The settings' human check, asked again when step 2's answer is gone (a reload). */
  captcha: CaptchaProvider;
  captchaInvisible: boolean;
  newsletters: readonly NewsletterOption[] | undefined;
  newslettersFailed: boolean;
  /** Fetches the newsletters again after a failure. */
  onReloadNewsletters: () => void;
  resending: boolean;
  onResend(): void;
  onBack(): void;
}

/** Step 3: the e-mailed code, city, newsletters; asks for the password again after a reload. */
export function StepActivation(props: StepActivationProps) {
  const { data, fieldErrors, busy, onChange, onSubmit, idPrefix } = props;
  const { t } = useT();
  // Decided once: the field stays while the customer types the password again.
  const [askPassword] = useState(() => data.password === '');
  // Once asked, the check stays while the request runs (the challenge is set at submit).
  const [askChallenge, setAskChallenge] = useState(() => data.challenge === '');
  if (!askChallenge && data.challenge === '') setAskChallenge(true);
  const submit = async () => {
    if (askChallenge) onChange({ challenge: await props.captcha.getChallenge().catch(() => '') });
    onSubmit();
  };
  const err = errorText(t);
  const toggle = (id: string, on: boolean) =>
    onChange({ newsletters: on ? [...data.newsletters, id] : data.newsletters.filter((n) => n !== id) });
  return (
    <StepForm
      busy={busy}
      submitLabel={t('signup.create')}
      busyLabel={t('signup.creating')}
      onSubmit={submit}
      onBack={props.onBack}
    >
      <Field
        id={fieldId(idPrefix, 'activationCode')}
        className="field--short"
        label={t('signup.code')}
        hint={t('signup.codeHint', { email: data.email })}
        error={err(fieldErrors.activationCode)}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        value={data.activationCode}
        onChange={(event) => onChange({ activationCode: event.target.value.replace(/\s/g, '') })}
      />
      <p className="signup__resend">
        <LinkButton onClick={props.onResend} aria-disabled={props.resending || undefined}>
          {props.resending ? t('signup.resending') : t('signup.resend')}
        </LinkButton>
      </p>
      {askPassword && (
        <>
          <PasswordField
            id={fieldId(idPrefix, 'password')}
            autoComplete="new-password"
            aria-describedby={`${idPrefix}-password-rules`}
            label={t('signup.passwordAgain')}
            error={err(fieldErrors.password)}
            value={data.password}
            onChange={(event) => onChange({ password: event.target.value })}
          />
          <PasswordRules id={`${idPrefix}-password-rules`} rules={checkPasswordRules(data.password)} />
        </>
      )}
      {askChallenge && (
        <Captcha
          id={fieldId(idPrefix, 'challenge')}
          provider={props.captcha}
          invisible={props.captchaInvisible}
          error={err(fieldErrors.challenge)}
        />
      )}
      <Field
        id={fieldId(idPrefix, 'city')}
        autoComplete="address-level2"
        label={t('signup.city')}
        error={err(fieldErrors.city)}
        value={data.city}
        onChange={(event) => onChange({ city: event.target.value })}
      />
      <fieldset className="field checkboxes" part="field" id={fieldId(idPrefix, 'newsletters')}>
        <legend className="field__label">{t('signup.newsletters')}</legend>
        {props.newslettersFailed && (
          <>
            <p className="field__hint">{t('signup.newslettersFailed')}</p>
            <Button variant="secondary" onClick={props.onReloadNewsletters}>
              {t('signup.newslettersRetry')}
            </Button>
          </>
        )}
        {props.newsletters?.map((newsletter) => (
          <Checkbox
            key={newsletter.id}
            id={`${idPrefix}-newsletter-${newsletter.id}`}
            label={newsletter.label}
            checked={data.newsletters.includes(newsletter.id)}
            onChange={(event) => toggle(newsletter.id, event.target.checked)}
          />
        ))}
        <Checkbox
          id={fieldId(idPrefix, 'sendNewsletter')}
          label={t('signup.sendNewsletter')}
          checked={data.sendNewsletter}
          onChange={(event) => onChange({ sendNewsletter: event.target.checked })}
        />
      </fieldset>
    </StepForm>
  );
}

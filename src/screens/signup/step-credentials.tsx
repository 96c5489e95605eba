import { useT } from '../../i18n/use-t';
import { checkPasswordRules } from '../../stores/form-rules';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { PasswordField } from '../../ui/password-field';
import { PasswordRules } from '../../ui/password-rules';
import { Select, type SelectOption } from '../../ui/select';
import { fieldId } from './field-ids';
import { SignupConsent } from './signup-consent';
import { errorText, StepForm, type StepProps } from './step-form';

/** Props of {@link StepCredentials}. */
export interface StepCredentialsProps extends StepProps {
  cinemas: readonly SelectOption[] | undefined;
  cinemasFailed: boolean;
  /** Fetches the cinemas again after a failure. */
  onReloadCinemas: () => void;
  languages: readonly SelectOption[];
  /** Where "sign in" goes when the e-mail already has an account. */
  /** Undefined in a webview: the app signs in by itself. */
  loginHref: string | undefined;
}

/** Step 1: e-mail, password (rules ticked as typed), favourite cinema and language. */
export function StepCredentials(props: StepCredentialsProps) {
  const { data, fieldErrors, busy, onChange, onSubmit, idPrefix } = props;
  const { t } = useT();
  const err = errorText(t);
  const reloadFailed = () => {
    if (props.cinemasFailed) props.onReloadCinemas();
  };
  return (
    <>
      <StepForm
        busy={busy}
        submitLabel={t('signup.continue')}
        busyLabel={t('signup.checking')}
        onSubmit={onSubmit}
      >
        <Field
          id={fieldId(idPrefix, 'email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          label={t('signup.email')}
          hint={t('signup.emailHint')}
          error={err(fieldErrors.email)}
          value={data.email}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        {fieldErrors.email === 'signup.errors.emailTaken' && props.loginHref && (
          <p className="signup__taken">
            <AppLink href={props.loginHref}>{t('signup.emailTakenLogin')}</AppLink>
          </p>
        )}
        <PasswordField
          id={fieldId(idPrefix, 'password')}
          autoComplete="new-password"
          aria-describedby={`${idPrefix}-password-rules`}
          label={t('signup.password')}
          error={err(fieldErrors.password)}
          value={data.password}
          onChange={(event) => onChange({ password: event.target.value })}
        />
        <PasswordRules id={`${idPrefix}-password-rules`} rules={checkPasswordRules(data.password)} />
        <Select
          id={fieldId(idPrefix, 'favoriteCinema')}
          label={t('signup.cinema')}
          placeholder={t('signup.cinemaPlaceholder')}
          hint={props.cinemasFailed ? t('signup.cinemasFailed') : undefined}
          error={err(fieldErrors.favoriteCinema)}
          options={props.cinemas ?? []}
          aria-busy={!props.cinemas && !props.cinemasFailed}
          value={data.favoriteCinema}
          onChange={(event) => onChange({ favoriteCinema: event.target.value })}
          // A list that failed is fetched again as the member opens it.
          onFocus={reloadFailed}
          onMouseDown={reloadFailed}
        />
        {props.cinemasFailed && (
          <Button variant="secondary" onClick={props.onReloadCinemas}>
            {t('signup.cinemasRetry')}
          </Button>
        )}
        <Select
          id={fieldId(idPrefix, 'favoriteLanguage')}
          label={t('signup.language')}
          error={err(fieldErrors.favoriteLanguage)}
          options={props.languages}
          autoComplete="language"
          value={data.favoriteLanguage}
          onChange={(event) => onChange({ favoriteLanguage: event.target.value })}
        />
      </StepForm>
      <SignupConsent />
      {props.loginHref && (
        <p className="signup__aside">
          {t('signup.haveAccount')} <AppLink href={props.loginHref}>{t('signup.login')}</AppLink>
        </p>
      )}
    </>
  );
}

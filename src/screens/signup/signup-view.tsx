import { useT } from '../../i18n/use-t';
import { ErrorSummary } from '../../ui/error-summary';
import { Heading } from '../../ui/heading';
import { Page } from '../../ui/layout';
import { Spinner } from '../../ui/spinner';
import { FIELD_ORDER, fieldId } from './field-ids';
import { type SignupActions, SignupStepForm, type SignupViewData } from './signup-step';
import { errorText } from './step-form';
import { STEP_KEYS, useStepTitle } from './use-step-title';

export type { SignupActions, SignupViewData } from './signup-step';

/** Props of {@link SignupView}. */
export interface SignupViewProps extends SignupViewData {
  actions: SignupActions;
  /** The compact layout of an iframe. */
  compact?: boolean;
}

/**
 * The signup as the customer sees it: title, decrypt notice, error summary, "Step n of 3" heading
 * (focused after each step change), the API error and the step's form.
 */
export function SignupView({ actions, compact = false, ...view }: SignupViewProps) {
  const { t } = useT();
  const { state } = view;
  const moved = useStepTitle(state.step);
  // The same words as at the field (errorText fills the age and length limits alike).
  const text = errorText(t, view.minimumAge);
  const problems = FIELD_ORDER.flatMap((field) => {
    const message = text(state.fieldErrors[field]);
    return message ? [{ field: fieldId(view.idPrefix, field), message }] : [];
  });
  const apiError = state.error?.step === state.step && !problems.length ? state.error : undefined;

  return (
    <Page narrow>
      <div className={compact ? 'signup signup--compact' : 'signup'} part="signup">
        <Heading level={1}>{t('signup.title')}</Heading>
        {state.decrypt === 'pending' && <Spinner label={t('signup.decryptPending')} />}
        {state.decrypt === 'failed' && (
          <p className="notice notice--warning" part="notice">
            {t('signup.decryptFailed')}
          </p>
        )}
        {state.completed ? (
          <p className="notice notice--success" role="status" part="notice">
            {t('signup.done')}
          </p>
        ) : (
          <>
            <ErrorSummary errors={problems} />
            <Heading level={2} key={state.step} focusOnMount={moved} className="signup__step-heading">
              <span className="signup__progress" part="progress">
                {t('signup.progress', { step: state.step, total: 3 })}
              </span>{' '}
              {t(STEP_KEYS[state.step])}
            </Heading>
            {apiError && (
              <p className="notice notice--error" part="notice">
                {t(apiError.messageKey)}
              </p>
            )}
            <SignupStepForm view={view} actions={actions} />
          </>
        )}
      </div>
    </Page>
  );
}

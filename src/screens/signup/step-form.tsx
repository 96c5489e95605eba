import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { FIELD_MAX } from '../../stores/form-rules';
import type { FieldErrors, SignupData } from '../../stores/signup-state';
import { Button } from '../../ui/button';

/** What every step receives: the typed data, its field errors and the callbacks to change them. */
export interface StepProps {
  data: SignupData;
  fieldErrors: FieldErrors;
  busy: boolean;
  /** Prefix of the field ids, unique per island. */
  idPrefix: string;
  onChange(fields: Partial<SignupData>): void;
  onSubmit(): void;
}

/** Props of {@link StepForm}. */
export interface StepFormProps {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit(): void | Promise<void>;
  /** Shows a Back button (steps 2 and 3). */
  onBack?: () => void;
  children: ReactNode;
}

/** A step's form: our own validation (no browser bubbles), the submit button, then Back. */
export function StepForm({ busy, submitLabel, busyLabel, onSubmit, onBack, children }: StepFormProps) {
  const { t } = useT();
  return (
    <form
      className="signup__form"
      part="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <div className="signup__actions">
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            {t('signup.back')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Translates a field's error key, if any. */
export const errorText =
  (t: (key: string, values?: Record<string, unknown>) => string, age?: number) => (key?: string) =>
    key ? t(key, { age, max: FIELD_MAX.name }) : undefined;

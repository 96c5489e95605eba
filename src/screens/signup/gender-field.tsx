import { useT } from '../../i18n/use-t';
import type { SignupData } from '../../stores/signup-state';
import { cx, FieldMessages } from '../../ui/field-parts';

const GENDERS = ['female', 'male', 'other'] as const;

/** Props of {@link GenderField}. */
export interface GenderFieldProps {
  idPrefix: string;
  value: SignupData['gender'];
  error?: string;
  onChange(value: SignupData['gender']): void;
}

/** Gender as a radio group; the arrow keys move between choices, as native radios do. */
export function GenderField({ idPrefix, value, error, onChange }: GenderFieldProps) {
  const { t } = useT();
  const id = `${idPrefix}-gender`;
  return (
    <fieldset
      className={cx('field', 'radios', error && 'field--error')}
      part="field"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{t('signup.gender')}</legend>
      <FieldMessages id={id} error={error} />
      <div className="radios__row">
        {GENDERS.map((gender) => (
          <div className="radios__item" key={gender}>
            <input
              id={`${id}-${gender}`}
              className="radios__input"
              part="radio"
              type="radio"
              name="gender"
              autoComplete="sex"
              value={gender}
              checked={value === gender}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(gender)}
            />
            <label className="radios__label" htmlFor={`${id}-${gender}`}>
              {t(`signup.genders.${gender}`)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

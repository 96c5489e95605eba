import { useT } from '../../i18n/use-t';
import { dateParts, joinDate } from '../../stores/person-rules';
import { cx, describedBy, FieldMessages } from '../../ui/field-parts';

type Part = 'day' | 'month' | 'year';

/** Props of {@link BirthDateField}: `value` is the typed `year-month-day`. */
export interface BirthDateFieldProps {
  idPrefix: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

/** Date of birth as three labelled numeric fields (the GOV.UK date-input pattern). */
export function BirthDateField({ idPrefix, value, error, onChange }: BirthDateFieldProps) {
  const { t } = useT();
  const id = `${idPrefix}-dateOfBirth`;
  const parts = dateParts(value);
  const input = (part: Part, maxLength: number) => (
    <div className={cx('date-input__item', `date-input__item--${part}`)}>
      <label className="field__label date-input__label" htmlFor={`${id}-${part}`}>
        {t(`signup.${part}`)}
      </label>
      <input
        id={`${id}-${part}`}
        className="field__input date-input__input"
        part="input"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={maxLength}
        autoComplete={`bday-${part}`}
        value={parts[part]}
        onChange={(event) => onChange(joinDate({ ...parts, [part]: event.target.value.replace(/\D/g, '') }))}
        {...describedBy(id, true, error)}
      />
    </div>
  );
  return (
    <fieldset
      className={cx('field', 'date-input', error && 'field--error')}
      part="field"
      aria-describedby={`${id}-hint`}
    >
      <legend className="field__label">{t('signup.birthDate')}</legend>
      <FieldMessages id={id} hint={t('signup.birthDateHint')} error={error} />
      <div className="date-input__row">
        {input('day', 2)}
        {input('month', 2)}
        {input('year', 4)}
      </div>
    </fieldset>
  );
}

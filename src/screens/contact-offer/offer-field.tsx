import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { $config } from '../../stores/config';
import type { OfferField as Spec } from '../../stores/contact-offer';
import { $signupOptions, loadSignupCinemas } from '../../stores/signup-options';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { useStore } from '../../ui/use-store';
import { budgetLabel } from './budget-label';
import { choiceLabel } from './choice-label';

type Props = {
  id: string;
  name: string;
  spec: Spec;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

const AUTOCOMPLETE: Record<string, string> = { contactName: 'name', phone: 'tel', email: 'email' };

function CinemaSelect({ id, name, value, error, onChange }: Omit<Props, 'spec'>) {
  const { t } = useT();
  const { cinemas } = useStore($signupOptions);
  useEffect(() => void loadSignupCinemas(), []);
  const options = (cinemas ?? []).map((cinema) => ({
    value: cinema.id,
    label: `${cinema.name} (${cinema.city})`,
  }));
  return (
    <Select
      id={id}
      label={t(`contactOffer.fields.${name}`)}
      placeholder={t('contactOffer.chooseCinema')}
      options={options}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** One field of a contact-offer form, drawn from its spec (text, number, date, choice, cinema, message). */
export function OfferField({ id, name, spec, value, error, onChange }: Props) {
  const { t, locale } = useT();
  const { country } = useStore($config);
  const label = t(`contactOffer.fields.${name}`) + (spec.required ? '' : ` ${t('contactOffer.optional')}`);
  const change = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value);
  if (spec.type === 'cinema')
    return <CinemaSelect id={id} name={name} value={value} error={error} onChange={onChange} />;
  if (spec.type === 'choice') {
    const options = spec.choices.map((choice) => ({
      value: choice,
      // Budgets in the country's currency, formatted for its language.
      label: name === 'budget' ? budgetLabel(t, choice, country, locale) : choiceLabel(t, country, choice),
    }));
    return (
      <Select
        id={id}
        label={label}
        placeholder={t('contactOffer.choose')}
        options={options}
        value={value}
        error={error}
        onChange={change}
      />
    );
  }
  if (spec.type === 'message')
    return (
      <TextArea id={id} label={label} maxLength={spec.max} value={value} error={error} onChange={change} />
    );
  const short = spec.type === 'number' || spec.type === 'date';
  return (
    <Field
      id={id}
      label={label}
      className={short ? 'field--short' : undefined}
      type={spec.type === 'text' ? 'text' : spec.type === 'number' ? 'text' : spec.type}
      inputMode={spec.type === 'number' ? 'numeric' : undefined}
      hint={spec.type === 'number' ? t('contactOffer.between', { min: spec.min, max: spec.max }) : undefined}
      autoComplete={AUTOCOMPLETE[name]}
      maxLength={'max' in spec && spec.type !== 'number' ? spec.max : undefined}
      value={value}
      error={error}
      onChange={change}
    />
  );
}

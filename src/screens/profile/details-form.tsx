import { type ChangeEvent, memo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import type { Client } from '../../stores/client';
import { isoDate } from '../../stores/person-rules';
import { $profile, updateInfo } from '../../stores/profile';
import { $settings } from '../../stores/settings-state';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { useIsland } from '../../ui/island-context';
import { Select } from '../../ui/select';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useStore } from '../../ui/use-store';
import { BirthDateField } from '../signup/birth-date-field';
import { GenderField } from '../signup/gender-field';
import { ProfileSection } from './profile-section';
import { type DetailsValues, validateDetails } from './profile-validate';

const GENDERS = ['female', 'male', 'other'] as const;
// Memoised, with stable handlers: a key typed in one field draws that field again, not the date's
// long selects nor the other fields (the first name took 144 ms a key at CPU x4).
const BirthDate = memo(BirthDateField);
const TextField = memo(Field);

function initialValues(client: Client): DetailsValues {
  const gender = GENDERS.find((g) => g === client.gender) ?? '';
  return {
    gender,
    firstName: client.firstName,
    lastName: client.lastName,
    dateOfBirth: client.dateOfBirth ?? '',
    zipCode: client.zipCode ?? '',
    city: client.city ?? '',
    favoriteLanguage: client.favoriteLanguage ?? '',
  };
}

// Only what the member filled in is sent; names and zip code trimmed (spec section 5).
function toRequest(values: DetailsValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender || undefined,
    dateOfBirth: isoDate(values.dateOfBirth),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    favoriteLanguage: values.favoriteLanguage || undefined,
  };
}

/** Name, gender, date of birth, postal code, city and favourite language, saved with accounts/me/update. */
export function DetailsForm({ client }: { client: Client }) {
  const { t } = useT();
  const { id: island, prefix } = useIsland();
  const settings = useStore($settings);
  const { saving } = useStore($profile);
  const [values, setValues] = useState(() => initialValues(client));
  // Stable, so the memoised fields are drawn again only when their own value changes.
  const [on] = useState(() => ({
    // The text fields and the select: each input's name is its value's key.
    input: ({ currentTarget: { name, value } }: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: value })),
    dateOfBirth: (dateOfBirth: string) => setValues((current) => ({ ...current, dateOfBirth })),
  }));
  const rules = {
    minimumAge: settings?.features.minimumAgeSubscription ?? 16,
    zipPattern: settings?.validators.zipCode,
    now: new Date(),
  };
  const form = useCheckedForm({
    values,
    validate: (current: DetailsValues) => validateDetails(current, rules),
    onSubmit: (current) => updateInfo(toRequest(current), island),
    submitting: saving,
    idPrefix: `${prefix}-details`,
    captcha: false,
  });
  const languages = (settings?.languages ?? []).map((entry) => ({
    value: entry.favoriteLanguage,
    label: entry.name,
    lang: entry.code,
  }));
  return (
    <ProfileSection id="details" title={t('profile.details.title')} intro={t('profile.details.intro')}>
      <form className="profile__form" noValidate onSubmit={form.submit} part="form">
        <ErrorSummary errors={form.summary} />
        <GenderField
          idPrefix={`${prefix}-details`}
          value={values.gender}
          onChange={(gender) => setValues((current) => ({ ...current, gender }))}
        />
        <TextField
          id={form.id('firstName')}
          autoComplete="given-name"
          label={t('signup.firstName')}
          error={form.errorOf('firstName')}
          value={values.firstName}
          name="firstName"
          onChange={on.input}
        />
        <TextField
          id={form.id('lastName')}
          autoComplete="family-name"
          label={t('signup.lastName')}
          error={form.errorOf('lastName')}
          value={values.lastName}
          name="lastName"
          onChange={on.input}
        />
        <BirthDate
          idPrefix={`${prefix}-details`}
          value={values.dateOfBirth}
          error={form.errorOf('dateOfBirth')}
          onChange={on.dateOfBirth}
        />
        <TextField
          id={form.id('zipCode')}
          autoComplete="postal-code"
          className="field--short"
          label={t('signup.zipCode')}
          error={form.errorOf('zipCode')}
          value={values.zipCode}
          name="zipCode"
          onChange={on.input}
        />
        <TextField
          id={form.id('city')}
          autoComplete="address-level2"
          label={t('profile.details.city')}
          error={form.errorOf('city')}
          value={values.city}
          name="city"
          onChange={on.input}
        />
        <Select
          id={form.id('favoriteLanguage')}
          label={t('profile.details.language')}
          options={languages}
          placeholder={t('profile.details.languagePlaceholder')}
          value={values.favoriteLanguage}
          name="favoriteLanguage"
          onChange={on.input}
        />
        <Button type="submit" busy={saving} busyLabel={t('profile.saving')}>
          {t('profile.details.save')}
        </Button>
      </form>
    </ProfileSection>
  );
}

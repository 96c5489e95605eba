import { type ChangeEvent, memo, useMemo, useState } from 'react';
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
// Memoised, with the stable handlers below: a key typed in one field draws that field again, not the
// whole form (the first name took 144 ms a key at CPU x4).
const Gender = memo(GenderField);
const BirthDate = memo(BirthDateField);
const TextField = memo(Field);
const Choice = memo(Select);
type TextKey = 'firstName' | 'lastName' | 'zipCode' | 'city';

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
  const on = useMemo(() => {
    const change = (patch: Partial<DetailsValues>) => setValues((current) => ({ ...current, ...patch }));
    const text = (key: TextKey) => (event: ChangeEvent<HTMLInputElement>) =>
      change({ [key]: event.currentTarget.value });
    return {
      gender: (gender: DetailsValues['gender']) => change({ gender }),
      dateOfBirth: (dateOfBirth: string) => change({ dateOfBirth }),
      favoriteLanguage: (event: ChangeEvent<HTMLSelectElement>) =>
        change({ favoriteLanguage: event.currentTarget.value }),
      firstName: text('firstName'),
      lastName: text('lastName'),
      zipCode: text('zipCode'),
      city: text('city'),
    };
  }, []);
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
  const languages = useMemo(
    () =>
      (settings?.languages ?? []).map((entry) => ({
        value: entry.favoriteLanguage,
        label: entry.name,
        lang: entry.code,
      })),
    [settings],
  );
  return (
    <ProfileSection id="details" title={t('profile.details.title')} intro={t('profile.details.intro')}>
      <form className="profile__form" noValidate onSubmit={form.submit} part="form">
        <ErrorSummary errors={form.summary} />
        <Gender idPrefix={`${prefix}-details`} value={values.gender} onChange={on.gender} />
        <TextField
          id={form.id('firstName')}
          autoComplete="given-name"
          label={t('signup.firstName')}
          error={form.errorOf('firstName')}
          value={values.firstName}
          onChange={on.firstName}
        />
        <TextField
          id={form.id('lastName')}
          autoComplete="family-name"
          label={t('signup.lastName')}
          error={form.errorOf('lastName')}
          value={values.lastName}
          onChange={on.lastName}
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
          onChange={on.zipCode}
        />
        <TextField
          id={form.id('city')}
          autoComplete="address-level2"
          label={t('profile.details.city')}
          error={form.errorOf('city')}
          value={values.city}
          onChange={on.city}
        />
        <Choice
          id={form.id('favoriteLanguage')}
          label={t('profile.details.language')}
          options={languages}
          placeholder={t('profile.details.languagePlaceholder')}
          value={values.favoriteLanguage}
          onChange={on.favoriteLanguage}
        />
        <Button type="submit" busy={saving} busyLabel={t('profile.saving')}>
          {t('profile.details.save')}
        </Button>
      </form>
    </ProfileSection>
  );
}

import type { UpdateClientRequest } from '../../../src/api/contract/account';

function age(iso: string, now: number): number | undefined {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  const today = new Date(now);
  const years = today.getUTCFullYear() - y;
  const hadBirthday =
    today.getUTCMonth() + 1 > m || (today.getUTCMonth() + 1 === m && today.getUTCDate() >= d);
  return hadBirthday ? years : years - 1;
}

/** What is wrong with an update, in words for the error body; undefined when it is fine. */
export function checkDetails(
  body: UpdateClientRequest,
  rules: { zipCode: string; minimumAge: number },
  now: number,
): string | undefined {
  if (body.dateOfBirth !== undefined) {
    const years = age(body.dateOfBirth, now);
    if (years === undefined || years < 0) return 'dateOfBirth is not a real date in the past';
    // The settings' minimumAgeSubscription, per country.
    if (years < rules.minimumAge) return `Members must be at least ${rules.minimumAge}`;
  }
  if (body.zipCode && !new RegExp(rules.zipCode).test(body.zipCode))
    return 'zipCode does not match the country';
  return undefined;
}

const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  gender: 'gender',
  dateOfBirth: 'date_of_birth',
  zipCode: 'zip_code',
  city: 'city',
  favoriteLanguage: 'favorite_language',
  isLoyaltyPopinDisplayed: 'is_loyalty_popin_displayed',
} as const;

/** `set` clause and values (from `$2`) for the fields sent; joining the programme sets the level. */
export function detailsUpdate(body: UpdateClientRequest, countryHasLoyalty: boolean) {
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
    const value = body[field];
    if (value === undefined) continue;
    values.push(value === '' ? null : value);
    sets.push(`${column} = $${values.length + 1}`);
  }
  if (body.isLoyalty && countryHasLoyalty) sets.push("loyalty_level = 'typ-loy'");
  return { sql: sets.join(', '), values };
}

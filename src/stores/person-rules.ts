// Date of birth and postal code rules, shared by the signup and the profile.

/** Splits the typed `year-month-day` into its three parts (empty when not typed). */
export function dateParts(value: string): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
}

export function joinDate(parts: { year: string; month: string; day: string }): string {
  return parts.year || parts.month || parts.day ? `${parts.year}-${parts.month}-${parts.day}` : '';
}

/** The ISO date (`YYYY-MM-DD`) of a complete, real calendar date, else undefined. */
export function isoDate(value: string): string | undefined {
  const { year, month, day } = dateParts(value);
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return undefined;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Whole years between an ISO birth date and `now`. */
export function ageOn(iso: string, now: Date): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const age = now.getFullYear() - y;
  const hadBirthday = now.getMonth() + 1 > m || (now.getMonth() + 1 === m && now.getDate() >= d);
  return hadBirthday ? age : age - 1;
}

/** Tests a zip code against the settings' validator; a broken pattern accepts anything non-empty. */
export function isValidZip(zip: string, pattern: string | undefined): boolean {
  if (!pattern) return zip.length > 0;
  try {
    return new RegExp(pattern).test(zip);
  } catch {
    return zip.length > 0;
  }
}

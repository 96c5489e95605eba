import { type ContactOfferKind, OFFER_FIELDS, type OfferField } from '../../stores/contact-offer';
import { looksLikeEmail } from '../../stores/form-rules';
import type { FieldProblem } from '../../ui/use-checked-form';

export type OfferValues = Record<string, string>;

const PHONE = /^\+?[\d\s().-]{6,30}$/;
const fieldsOf = (kind: ContactOfferKind) => Object.entries(OFFER_FIELDS[kind]) as [string, OfferField][];

/** An empty form of a kind. */
export const emptyOffer = (kind: ContactOfferKind): OfferValues =>
  Object.fromEntries(fieldsOf(kind).map(([name]) => [name, '']));

function problemOf(
  name: string,
  field: OfferField,
  raw: string,
  today: string,
): Omit<FieldProblem<string>, 'field'> | undefined {
  const value = raw.trim();
  // The message names the field, so the error summary reads as a list of what is missing.
  if (!value) return field.required ? { key: 'contactOffer.errors.required', values: { name } } : undefined;
  switch (field.type) {
    case 'number': {
      const number = Number(value);
      return Number.isInteger(number) && number >= field.min && number <= field.max
        ? undefined
        : { key: 'contactOffer.errors.range', values: { min: field.min, max: field.max } };
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && value > today
        ? undefined
        : { key: 'contactOffer.errors.futureDate' };
    case 'email':
      if (!looksLikeEmail(value)) return { key: 'contactOffer.errors.email' };
      break;
    case 'tel':
      if (!PHONE.test(value)) return { key: 'contactOffer.errors.phone' };
      break;
    case 'choice':
    case 'cinema':
      return undefined;
  }
  return value.length > field.max
    ? { key: 'contactOffer.errors.tooLong', values: { max: field.max } }
    : undefined;
}

/** Client-side checks of a form, in field order, with the API's own bounds; dates must be after today. */
export function validateOffer(
  kind: ContactOfferKind,
  values: OfferValues,
  now = new Date(),
): FieldProblem<string>[] {
  const today = now.toISOString().slice(0, 10);
  return fieldsOf(kind).flatMap(([name, field]) => {
    const problem = problemOf(name, field, values[name] ?? '', today);
    return problem ? [{ field: name, ...problem }] : [];
  });
}

/** The request body: numbers as numbers, text trimmed, an empty optional field left out. */
export function toOfferRequest(kind: ContactOfferKind, values: OfferValues, challenge: string) {
  const body: Record<string, string | number | undefined> = {};
  for (const [name, field] of fieldsOf(kind)) {
    const value = (values[name] ?? '').trim();
    body[name] = field.type === 'number' ? Number(value) : value || (field.required ? '' : undefined);
  }
  return { ...body, challenge };
}

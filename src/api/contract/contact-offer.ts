import * as z from 'zod/mini';
import type { CountryCode } from './common';
import { looksLikeEmail } from './email';

/** The three contact-offer forms (spec routes `{language}/contact-offer/birthday|schoolSession|b2b`). */
export const CONTACT_OFFER_KINDS = ['birthday', 'schoolSession', 'b2b'] as const;
export type ContactOfferKind = (typeof CONTACT_OFFER_KINDS)[number];

/** One field of a form: what it holds and its bounds, shared by the form's checks and the API's. */
export type OfferField =
  | { type: 'text' | 'tel' | 'email' | 'message'; max: number; required: boolean }
  | { type: 'number'; min: number; max: number; required: true }
  | { type: 'date'; required: true }
  | { type: 'cinema'; required: true }
  | { type: 'choice'; choices: readonly string[]; required: true };

/** Budget bands, lowest first: the same ids in every country, their amounts in its currency. */
export const BUDGET_BANDS = ['small', 'medium', 'large', 'veryLarge'] as const;

/**
 * Each country's currency and the limits between its budget bands (round amounts in its own
 * currency: the franc and the euro alike, the CFA franc about 655 times the euro, the dinar about 3.3).
 */
export const BUDGET_LIMITS: Readonly<Record<CountryCode, { currency: string; limits: readonly number[] }>> = {
  CH: { currency: 'CHF', limits: [5_000, 15_000, 50_000] },
  BE: { currency: 'EUR', limits: [5_000, 15_000, 50_000] },
  SN: { currency: 'XOF', limits: [3_000_000, 10_000_000, 30_000_000] },
  TN: { currency: 'TND', limits: [15_000, 50_000, 150_000] },
};

/** A band's amounts in the country's currency: `min` absent for the lowest, `max` for the highest. */
export function budgetBand(country: CountryCode, band: string) {
  const { currency, limits } = BUDGET_LIMITS[country];
  const index = BUDGET_BANDS.indexOf(band as (typeof BUDGET_BANDS)[number]);
  return { currency, min: limits[index - 1], max: limits[index] };
}

const contact = {
  contactName: { type: 'text', max: 100, required: true },
  phone: { type: 'tel', max: 30, required: true },
  email: { type: 'email', max: 254, required: true },
  message: { type: 'message', max: 2000, required: false },
} as const satisfies Record<string, OfferField>;

/** What a cinema's events team needs for each kind of request, in form order. */
export const OFFER_FIELDS = {
  birthday: {
    childName: { type: 'text', max: 60, required: true },
    childAge: { type: 'number', min: 3, max: 17, required: true },
    date: { type: 'date', required: true },
    guests: { type: 'number', min: 4, max: 40, required: true },
    cinemaId: { type: 'cinema', required: true },
    ...contact,
  },
  schoolSession: {
    school: { type: 'text', max: 120, required: true },
    classLevel: {
      type: 'choice',
      choices: ['nursery', 'primary', 'lowerSecondary', 'upperSecondary'],
      required: true,
    },
    pupils: { type: 'number', min: 5, max: 400, required: true },
    teachers: { type: 'number', min: 1, max: 40, required: true },
    preferredDates: { type: 'text', max: 200, required: true },
    filmOrTheme: { type: 'text', max: 200, required: true },
    cinemaId: { type: 'cinema', required: true },
    ...contact,
  },
  b2b: {
    company: { type: 'text', max: 120, required: true },
    eventType: {
      type: 'choice',
      choices: ['privateScreening', 'conference', 'teamEvent', 'productLaunch', 'other'],
      required: true,
    },
    headCount: { type: 'number', min: 10, max: 2000, required: true },
    date: { type: 'date', required: true },
    cinemaId: { type: 'cinema', required: true },
    budget: {
      type: 'choice',
      choices: BUDGET_BANDS,
      required: true,
    },
    ...contact,
  },
} as const satisfies Record<ContactOfferKind, Record<string, OfferField>>;

const PHONE = /^\+?[\d\s().-]{6,30}$/;

function fieldSchema(field: OfferField) {
  switch (field.type) {
    case 'number':
      return z.number().check(z.int(), z.minimum(field.min), z.maximum(field.max));
    case 'date':
      return z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
    case 'cinema':
      return z.string().check(z.minLength(1), z.maxLength(60));
    case 'choice':
      return z.enum(field.choices as [string, ...string[]]);
    case 'email':
      return z.string().check(z.maxLength(field.max), z.refine(looksLikeEmail));
    case 'tel':
      return z.string().check(z.maxLength(field.max), z.regex(PHONE));
    default: {
      const text = z.string().check(z.maxLength(field.max), ...(field.required ? [z.minLength(1)] : []));
      return field.required ? text : z.optional(text);
    }
  }
}

/** POST contact-offer/{kind}: the form's fields plus the human check's challenge. */
export function contactOfferRequest(kind: ContactOfferKind) {
  const shape = Object.fromEntries(
    Object.entries(OFFER_FIELDS[kind]).map(([name, field]) => [name, fieldSchema(field as OfferField)]),
  );
  return z.object({ ...shape, challenge: z.string().check(z.maxLength(4096)) });
}

/** What is sent: numbers as numbers, everything else as trimmed text. */
export type ContactOfferRequest = Record<string, string | number | undefined> & { challenge: string };

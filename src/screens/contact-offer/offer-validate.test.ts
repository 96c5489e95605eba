import { describe, expect, it } from 'vitest';
import { contactOfferRequest } from '../../api/contract/contact-offer';
import { emptyOffer, toOfferRequest, validateOffer } from './offer-validate';

const now = new Date('2026-11-24T10:00:00Z');
const school = {
  ...emptyOffer('schoolSession'),
  school: 'École du Parc',
  classLevel: 'primary',
  pupils: '24',
  teachers: '2',
  preferredDates: 'Any Tuesday in March',
  filmOrTheme: 'Animation',
  cinemaId: 'ch-lausanne-flon',
  contactName: 'Anne Martin',
  phone: '+41 21 555 12 34',
  email: 'anne@example.ch',
};

describe('contact-offer forms', () => {
  it('give at least five fields a kind, and say what is missing in field order', () => {
    for (const kind of ['birthday', 'schoolSession', 'b2b'] as const)
      expect(Object.keys(emptyOffer(kind)).length).toBeGreaterThanOrEqual(5);
    const problems = validateOffer('birthday', emptyOffer('birthday'), now);
    expect(problems.map((problem) => problem.field)).toEqual([
      'childName',
      'childAge',
      'date',
      'guests',
      'cinemaId',
      'contactName',
      'phone',
      'email',
    ]);
  });

  it('check numbers, dates after today, phone, e-mail and lengths with the API bounds', () => {
    const values = {
      ...school,
      pupils: '401',
      teachers: '1.5',
      phone: 'call me',
      email: 'anne',
      filmOrTheme: 'x'.repeat(201),
    };
    expect(validateOffer('schoolSession', values, now).map((p) => [p.field, p.key])).toEqual([
      ['pupils', 'contactOffer.errors.range'],
      ['teachers', 'contactOffer.errors.range'],
      ['filmOrTheme', 'contactOffer.errors.tooLong'],
      ['phone', 'contactOffer.errors.phone'],
      ['email', 'contactOffer.errors.email'],
    ]);
    const b2b = { ...emptyOffer('b2b'), date: '2026-11-24' };
    expect(validateOffer('b2b', b2b, now).find((p) => p.field === 'date')?.key).toBe(
      'contactOffer.errors.futureDate',
    );
  });

  it('send numbers as numbers and leave an empty message out, which the API contract accepts', () => {
    expect(validateOffer('schoolSession', school, now)).toEqual([]);
    const body = toOfferRequest('schoolSession', school, 'dev-pass');
    expect(body).toMatchObject({ pupils: 24, teachers: 2, message: undefined, challenge: 'dev-pass' });
    expect(contactOfferRequest('schoolSession').safeParse(body).success).toBe(true);
  });
});

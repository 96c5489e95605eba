import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-validate';

describe('validateContact', () => {
  it('checks every field against the API bounds', () => {
    const empty = {
      topic: '' as const,
      name: ' ',
      email: 'nope',
      orderReference: 'x'.repeat(41),
      message: '',
    };
    expect(validateContact(empty).map((problem) => problem.key)).toEqual([
      'contact.errors.topicRequired',
      'contact.errors.nameRequired',
      'contact.errors.emailInvalid',
      'contact.errors.tooLong',
      'contact.errors.messageRequired',
    ]);
    const long = {
      topic: 'other' as const,
      name: 'n'.repeat(101),
      email: 'a@b.ch',
      orderReference: '',
      message: 'ok',
    };
    expect(validateContact(long)).toEqual([
      { field: 'name', key: 'contact.errors.tooLong', values: { max: 100 } },
    ]);
  });
});

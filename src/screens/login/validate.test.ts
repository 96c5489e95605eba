import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate';

describe('validateLogin', () => {
  it('asks for every missing field, in form order', () => {
    expect(validateLogin({ login: ' ', password: '' })).toEqual([
      { field: 'login', key: 'login.errors.emailRequired' },
      { field: 'password', key: 'login.errors.passwordRequired' },
    ]);
  });

  it('rejects a malformed e-mail and accepts one with spaces around it', () => {
    expect(validateLogin({ login: 'demo.ch', password: 'x' })).toEqual([
      { field: 'login', key: 'login.errors.emailFormat' },
    ]);
    expect(validateLogin({ login: '  demo.ch@cine.test ', password: 'x' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate';

describe('validateLogin', () => {
  it('asks for every missing field, in form order', () => {
    expect(validateLogin({ login: ' ', password: '', challenge: '' }, true)).toEqual([
      { field: 'login', key: 'login.errors.emailRequired' },
      { field: 'password', key: 'login.errors.passwordRequired' },
      { field: 'captcha', key: 'login.errors.captchaRequired' },
    ]);
  });

  it('rejects a malformed e-mail and accepts one with spaces around it', () => {
    expect(validateLogin({ login: 'demo.ch', password: 'x', challenge: 'c' }, true)).toEqual([
      { field: 'login', key: 'login.errors.emailFormat' },
    ]);
    expect(validateLogin({ login: '  demo.ch@cine.test ', password: 'x', challenge: 'c' }, true)).toEqual([]);
  });

  it('does not ask for a challenge when no captcha is shown', () => {
    expect(validateLogin({ login: 'a@b.ch', password: 'x', challenge: '' }, false)).toEqual([]);
  });
});

import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/index';
import { checkPasswordRules, meetsPasswordRules } from '../stores/form-rules';
import { PasswordRules } from './password-rules';

beforeAll(async () => {
  await setLanguage('en', 'CH');
});

describe('password rules', () => {
  it('accepts only a password the API accepts: 8+ characters, lower, upper and digit', () => {
    expect(meetsPasswordRules('Secret12')).toBe(true);
    expect(meetsPasswordRules('Écran2026a')).toBe(true);
    expect(meetsPasswordRules('Secret1')).toBe(false);
    expect(meetsPasswordRules('secret123')).toBe(false);
    expect(meetsPasswordRules('SECRET123')).toBe(false);
    expect(meetsPasswordRules('SecretAbc')).toBe(false);
  });

  it('tells which rules a partial password meets, in display order', () => {
    expect(checkPasswordRules('abC')).toEqual([
      { id: 'minLength', met: false },
      { id: 'lower', met: true },
      { id: 'upper', met: true },
      { id: 'digit', met: false },
    ]);
  });

  it('lists every rule and says, in words, which are done as the user types', () => {
    const { rerender } = render(<PasswordRules id="rules" rules={checkPasswordRules('')} />);
    const items = () => within(document.getElementById('rules') as HTMLElement).getAllByRole('listitem');
    expect(screen.getByText('Your password must contain:')).toBeTruthy();
    expect(items().map((li) => li.textContent)).toEqual([
      '•at least 8 characters (missing)',
      '•a lower-case letter (missing)',
      '•an upper-case letter (missing)',
      '•a digit (missing)',
    ]);
    rerender(<PasswordRules id="rules" rules={checkPasswordRules('abcdefg1')} />);
    expect(items().map((li) => li.textContent?.endsWith('(done)'))).toEqual([true, true, false, true]);
  });
});
